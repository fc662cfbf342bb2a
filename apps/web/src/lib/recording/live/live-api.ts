import {
  FinishLiveSessionResponseSchema,
  LiveChunkAckSchema,
  LiveSessionSchema,
  LiveTranscriptSchema,
  type FinishLiveSessionBody,
  type FinishLiveSessionResponse,
  type LiveChunkAck,
  type LiveSession,
  type LiveTranscript,
  type StartLiveSessionBody,
} from '@asha/contracts';
import { ApiError, apiRequest, NotSignedInError } from '../../api-client';
import { getValidIdToken } from '../../auth/session';
import { messageOfErrorBody } from '../../error-body';
import { getPublicConfig } from '../../public-config';

/** The request never reached the server, or its answer never came back: try again later. */
export class OfflineError extends Error {}

/** A fetch that failed on the network is told apart from an answer the server gave. */
async function reach<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new OfflineError(err instanceof Error ? err.message : 'The network is not reachable.');
  }
}

const path = (id: string, rest = '') => `/live-sessions/${encodeURIComponent(id)}${rest}`;

/** The live recording API (the server's live module), as the recorder calls it. */
export const liveApi = {
  start: (id: string, body: StartLiveSessionBody): Promise<LiveSession> =>
    reach(() => apiRequest(path(id), { method: 'PUT', body, schema: LiveSessionSchema })),
  get: (id: string): Promise<LiveSession> => reach(() => apiRequest(path(id), { schema: LiveSessionSchema })),
  finish: (id: string, body: FinishLiveSessionBody): Promise<FinishLiveSessionResponse> =>
    reach(() => apiRequest(path(id, '/finish'), { method: 'POST', body, schema: FinishLiveSessionResponseSchema })),
  discard: (id: string): Promise<void> => reach(async () => void (await apiRequest(path(id), { method: 'DELETE' }))),
  transcript: (id: string, after: number, signal?: AbortSignal): Promise<LiveTranscript> =>
    reach(() => apiRequest(path(id, '/transcript'), { query: { after }, schema: LiveTranscriptSchema, signal })),

  /** One chunk as raw bytes; the answer comes only once the server has stored it. */
  chunk: (id: string, seq: number, data: Blob, startsStream: boolean): Promise<LiveChunkAck> =>
    reach(async () => {
      const token = await getValidIdToken();
      if (!token) throw new NotSignedInError();
      const { apiBase } = await getPublicConfig();
      const res = await fetch(`${apiBase}${path(id, `/chunks/${seq}`)}${startsStream ? '?start=1' : ''}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/octet-stream' },
        body: data,
      });
      const text = await res.text();
      if (!res.ok) throw new ApiError(res.status, messageOfErrorBody(text) || `Saving the audio failed: ${res.status}`);
      return LiveChunkAckSchema.parse(JSON.parse(text));
    }),
};

export type LiveApi = typeof liveApi;
