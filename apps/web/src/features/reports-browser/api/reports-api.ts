import { ListAudiosResponseSchema, type ListAudiosResponse } from '@asha/contracts';
import { ApiError, NotSignedInError, apiRequest } from '@/lib/api-client';
import { send } from '@/lib/network';

/** Reports browser page size. */
export const PAGE_SIZE = 25;

/**
 * GET /conversation/audios: GET /conversation/audios?limit=25&nextToken=. A non-OK answer reads
 * 'Request failed: {status}'; it stays an ApiError so 4xx answers are not retried.
 */
export async function fetchReportFiles(nextToken: string | null): Promise<ListAudiosResponse> {
  try {
    return await apiRequest('/conversation/audios', {
      query: { limit: PAGE_SIZE, nextToken: nextToken ?? undefined },
      schema: ListAudiosResponseSchema,
    });
  } catch (err) {
    if (err instanceof ApiError && !(err instanceof NotSignedInError))
      throw new ApiError(err.status, `Request failed: ${err.status}`);
    throw err;
  }
}

/** a plain GET of a signed transcript or report URL: a plain GET of the signed report link, no auth header (the address is signed). */
export async function fetchReportJson(url: string, signal?: AbortSignal): Promise<string> {
  const res = await send(url, { signal });
  if (!res.ok) throw new Error(`Request failed: ${res.status}`);
  return res.text();
}
