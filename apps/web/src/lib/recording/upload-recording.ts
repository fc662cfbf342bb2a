import {
  UploadUrlResponseSchema,
  baseContentType,
  type RecordingSource,
  type UploadUrlResponse,
} from '@asha/contracts';
import { keepAwake } from '../auth/idle';
import { getValidIdToken } from '../auth/session';
import { messageOfErrorBody } from '../error-body';
import { send } from '../network';
import { getPublicConfig } from '../public-config';
import { DEFAULT_RECORDING_TYPE } from './mime';

export const MISSING_TOKEN = 'Missing token. Please sign in.';
export const NO_AUDIO = 'No audio to upload. Record first.';

/**
 * GET /conversation/upload-url and the PUT to the signed storage URL: ask for a signed PUT URL for one of the clinician's patients, then PUT
 * the audio there. Nothing is called afterwards: the server notices the finished upload itself.
 * Failure texts are the spec's: 'Upload URL failed: {status} {body}' / 'Upload failed: {status} {body}',
 * where {body} is the message the answer carries (its `error` field), never raw JSON.
 */
export async function uploadRecording(input: {
  blob: Blob | null;
  mimeType: string;
  patientId: string;
  /** 'file' for a recording made on another device and uploaded as a file (analytics). */
  source?: RecordingSource;
}): Promise<UploadUrlResponse> {
  if (!input.blob || input.blob.size === 0) throw new Error(NO_AUDIO);
  const token = await getValidIdToken();
  if (!token) throw new Error(MISSING_TOKEN);
  const { apiBase } = await getPublicConfig();
  const contentType = baseContentType(input.mimeType) || DEFAULT_RECORDING_TYPE;
  const q = new URLSearchParams({ contentType, patientId: input.patientId, source: input.source ?? 'recorded' });
  const res = await send(`${apiBase}/conversation/upload-url?${q}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`Upload URL failed: ${res.status} ${messageOfErrorBody(await res.text())}`);
  const target = UploadUrlResponseSchema.parse(await res.json());
  // A long upload is the computer in use: no idle sign-out while it runs.
  const release = keepAwake();
  const put = await send(target.url, {
    method: 'PUT',
    body: input.blob,
    headers: { 'Content-Type': contentType },
  }).finally(release);
  if (!put.ok) throw new Error(`Upload failed: ${put.status} ${messageOfErrorBody(await put.text())}`);
  return target;
}
