import { catalogOfKind, partialDownload } from '@asha/scribe';
import type { CoreContext } from '../../context.js';
import { modelsState } from './state.js';

export interface ArrivingModel {
  name: string;
  receivedBytes: number;
  totalBytes: number | null;
}

/**
 * A speech model on its way: a download in this process, or a `.part` file another process (the
 * worker's first-start pull, `npm run models -- pull`) is still writing. While one is, a
 * consultation with no speech engine waits for it instead of failing.
 */
export async function arrivingSpeechModel(ctx: CoreContext): Promise<ArrivingModel | null> {
  const { catalog, downloads, modelsDir } = await modelsState(ctx);
  const [running] = downloads.runningOfKind('speech');
  if (running) {
    const s = downloads.status(running.name);
    return { name: running.name, receivedBytes: s?.receivedBytes ?? 0, totalBytes: s?.totalBytes ?? running.bytes };
  }
  for (const entry of catalogOfKind('speech', catalog)) {
    const part = await partialDownload(modelsDir, entry);
    if (part.active && downloads.mayRunElsewhere(entry.name))
      return { name: entry.name, receivedBytes: part.bytes, totalBytes: entry.bytes };
  }
  return null;
}
