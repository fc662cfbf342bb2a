import type { z } from 'zod';
import { getValidIdToken } from './auth/session';
import { clearTokens } from './auth/tokens';
import { getPublicConfig } from './public-config';
import { errorFieldOf } from './error-body';
import { send } from './network';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export class NotSignedInError extends ApiError {
  constructor() {
    super(401, 'Please sign in.');
  }
}

interface RequestOptions<S extends z.ZodTypeAny> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** extra request headers (the bearer token and the JSON type are set here) */
  headers?: Record<string, string>;
  schema?: S;
  signal?: AbortSignal;
}

/**
 * Every data call carries the ID token as a bearer token. Errors surface the server's
 * `error` field, else the HTTP status text.
 */
export async function apiRequest<S extends z.ZodTypeAny>(path: string, o: RequestOptions<S> = {}): Promise<z.infer<S>> {
  const token = await getValidIdToken();
  if (!token) throw new NotSignedInError();
  const { apiBase } = await getPublicConfig();
  const url = new URL(`${apiBase}${path}`);
  for (const [k, v] of Object.entries(o.query ?? {}))
    if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
  const res = await send(url, {
    method: o.method ?? 'GET',
    headers: {
      ...o.headers,
      Authorization: `Bearer ${token}`,
      ...(o.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: o.body !== undefined ? JSON.stringify(o.body) : undefined,
    signal: o.signal,
  });
  const text = await res.text();
  // The server refused the token itself (revoked, keys rotated): sign out rather than keep
  // showing a dashboard whose every call fails; the route guard then sends the user to /auth.
  if (res.status === 401) clearTokens();
  if (!res.ok) throw new ApiError(res.status, errorFieldOf(text) || res.statusText || `Request failed: ${res.status}`);
  const json = text ? safeJson(text) : undefined;
  return o.schema ? o.schema.parse(json) : (json as z.infer<S>);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A file the API makes (a PDF, a text or FHIR export): fetched with the bearer token like every data
 * call, so it can be saved or copied; an error answer throws with the server's message.
 */
export async function apiBlob(
  path: string,
  o: Pick<RequestOptions<z.ZodTypeAny>, 'query' | 'signal'> = {},
): Promise<{ blob: Blob; fileName: string | null; headers: Headers }> {
  const token = await getValidIdToken();
  if (!token) throw new NotSignedInError();
  const { apiBase } = await getPublicConfig();
  const url = new URL(`${apiBase}${path}`);
  for (const [k, v] of Object.entries(o.query ?? {}))
    if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
  const res = await send(url, { headers: { Authorization: `Bearer ${token}` }, signal: o.signal });
  if (res.status === 401) clearTokens();
  if (!res.ok)
    throw new ApiError(res.status, errorFieldOf(await res.text()) || res.statusText || `Request failed: ${res.status}`);
  const fileName = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await res.blob(), fileName, headers: res.headers };
}
