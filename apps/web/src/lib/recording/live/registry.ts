import type { FinishLiveSessionResponse } from '@asha/contracts';
import { getValidIdToken } from '../../auth/session';
import { decodeJwtPayload } from '../../auth/user';
import { browserChunkStore, type StoredRecording } from './chunk-store';
import { liveApi } from './live-api';
import { LiveUploader, type SaveState } from './live-uploader';

/**
 * This tab's live recordings: one uploader each, held under a browser lock so that a recording
 * open in two tabs is sent (and resumed) by one of them only.
 */
const uploaders = new Map<string, LiveUploader>();
const released = new Map<string, () => void>();

/** Who is signed in, as a recording kept in this browser names its owner. */
export async function currentOwner(): Promise<string | null> {
  const token = await getValidIdToken();
  const claims = token ? decodeJwtPayload(token) : null;
  return claims && typeof claims.sub === 'string' ? `${String(claims.iss ?? '')}|${claims.sub}` : null;
}

/** Takes the recording for this tab; null when another tab already has it. */
export async function takeRecording(id: string): Promise<LiveUploader | null> {
  const mine = uploaders.get(id);
  if (mine) return mine;
  if (!(await hold(`asha-recording:${id}`, id))) return null;
  const u = new LiveUploader(id, browserChunkStore, liveApi);
  uploaders.set(id, u);
  void u.kick();
  return u;
}

/** The recording is finished or thrown away: its uploader and lock go. */
export function letGo(id: string) {
  uploaders.get(id)?.close();
  uploaders.delete(id);
  released.get(id)?.();
  released.delete(id);
}

/** The recordings this clinician left unfinished in this browser that no other tab has open. */
export async function interruptedRecordings(): Promise<StoredRecording[]> {
  const owner = await currentOwner();
  if (!owner) return [];
  const held = new Set(((await navigator.locks?.query())?.held ?? []).map((l) => l.name));
  return (await browserChunkStore.recordings(owner)).filter(
    (r) => uploaders.has(r.id) || !held.has(`asha-recording:${r.id}`),
  );
}

async function hold(name: string, id: string): Promise<boolean> {
  if (!navigator.locks) return true;
  return new Promise<boolean>((resolve) => {
    void navigator.locks.request(name, { ifAvailable: true }, (lock) => {
      if (!lock) return resolve(false);
      resolve(true);
      return new Promise<void>((release) => released.set(id, release));
    });
  });
}

/** Finishes a recording left unfinished (its remaining chunks sent first) into one consultation. */
export async function finishRecording(id: string, patientId: string | null): Promise<FinishLiveSessionResponse> {
  const u = await takeRecording(id);
  if (!u) throw new Error('This recording is open in another tab.');
  const result = await u.finish(patientId);
  letGo(id);
  return result;
}

/** Follows whether a recording of this tab has reached the server. */
export function watchSave(id: string, fn: (s: SaveState) => void): () => void {
  const u = uploaders.get(id);
  if (!u) return () => undefined;
  fn(u.save);
  return u.subscribe(fn);
}
