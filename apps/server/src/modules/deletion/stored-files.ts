import { recordingBase } from '@asha/contracts';
import type { BlobStorage } from '../../storage/index.js';

/** Deletes every stored file under `prefix` that `match` accepts; returns how many went. */
export async function deleteFilesUnder(
  storage: BlobStorage,
  prefix: string,
  match: (key: string) => boolean = () => true,
): Promise<number> {
  let cursor: string | undefined;
  let deleted = 0;
  for (;;) {
    const page = await storage.list(prefix, { limit: 500, cursor });
    for (const item of page.items) {
      if (!match(item.key)) continue;
      await storage.delete(item.key);
      deleted += 1;
    }
    if (!page.nextCursor) return deleted;
    cursor = page.nextCursor;
  }
}

/** Every file of one recording: the audio and everything stored beside it under its base name. */
export function isFileOfRecording(audioKey: string): (key: string) => boolean {
  const base = recordingBase(audioKey);
  return (key) => key === audioKey || (key.startsWith(base) && key.charAt(base.length) === '.');
}
