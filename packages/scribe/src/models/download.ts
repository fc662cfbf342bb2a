import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface DownloadOptions {
  url: string;
  dest: string;
  /** Expected MD5 (32 hex), SHA-1 (40 hex) or SHA-256 (64 hex); a mismatch deletes the file. */
  checksum?: string;
  onProgress?: (p: { received: number; total: number | null; verifying?: boolean }) => void;
  fetchImpl?: typeof fetch;
  /** Stops the download; what arrived stays in `<dest>.part` for the next pull to resume. */
  signal?: AbortSignal;
}

const ALGORITHM_BY_LENGTH: Record<number, 'md5' | 'sha1' | 'sha256'> = { 32: 'md5', 40: 'sha1', 64: 'sha256' };

export class ModelDownloadError extends Error {
  override readonly name = 'ModelDownloadError';
}

/**
 * Downloads to `<dest>.part`, resuming it with a Range request when a previous pull was cut off,
 * checks the checksum over the whole file, and only then renames it into place: a model file in
 * MODELS_DIR is always complete, and a cut or cancelled download is never taken for a model.
 */
export async function downloadFile(o: DownloadOptions): Promise<{ bytes: number; resumedFrom: number }> {
  const part = `${o.dest}.part`;
  await mkdir(path.dirname(o.dest), { recursive: true });
  const have = await stat(part).then(
    (s) => s.size,
    () => 0,
  );
  const res = await (o.fetchImpl ?? fetch)(o.url, {
    headers: have ? { range: `bytes=${have}-` } : {},
    redirect: 'follow',
    signal: o.signal,
  }).catch((e: Error) => {
    throw o.signal?.aborted
      ? cancelled()
      : new ModelDownloadError(`Could not reach ${new URL(o.url).host}: ${e.message}`);
  });
  if (!res.ok || !res.body) throw new ModelDownloadError(`Download failed: HTTP ${res.status} from ${o.url}`);
  const resumed = have > 0 && res.status === 206;
  const start = resumed ? have : 0;
  const length = Number(res.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? start + length : null;
  let received = start;
  const progress = async function* (source: AsyncIterable<Uint8Array>) {
    for await (const chunk of source) {
      received += chunk.length;
      o.onProgress?.({ received, total });
      yield chunk;
    }
  };
  try {
    await pipeline(
      Readable.fromWeb(res.body as never),
      progress,
      createWriteStream(part, { flags: resumed ? 'a' : 'w' }),
      { signal: o.signal },
    );
  } catch (err) {
    throw o.signal?.aborted
      ? cancelled()
      : new ModelDownloadError(`The download of ${path.basename(o.dest)} was cut off: ${(err as Error).message}`);
  }
  if (o.checksum) {
    o.onProgress?.({ received, total, verifying: true });
    const algorithm = ALGORITHM_BY_LENGTH[o.checksum.length];
    if (!algorithm)
      throw new ModelDownloadError(`Unknown checksum ${o.checksum}: expected MD5, SHA-1 or SHA-256 in hex.`);
    const actual = await hashFile(part, algorithm);
    if (actual !== o.checksum.toLowerCase()) {
      await rm(part, { force: true });
      throw new ModelDownloadError(
        `Checksum mismatch for ${path.basename(o.dest)}: expected ${o.checksum}, got ${actual}. The file was removed.`,
      );
    }
  }
  await rename(part, o.dest);
  return { bytes: received, resumedFrom: start };
}

function cancelled() {
  return new ModelDownloadError(
    'The download was cancelled; what arrived is kept and the next download resumes from it.',
  );
}

export async function hashFile(file: string, algorithm: 'md5' | 'sha1' | 'sha256'): Promise<string> {
  const h = createHash(algorithm);
  await pipeline(createReadStream(file), h);
  return h.digest('hex');
}

/** `[#########-----------]  42% 120.3/286.0 MB` for a terminal; one line, redrawn with \r. */
export function progressBar(received: number, total: number | null, width = 30): string {
  const mb = (n: number) => (n / 1e6).toFixed(1);
  if (!total) return `${mb(received)} MB`;
  const f = Math.min(1, received / total);
  const fill = Math.round(f * width);
  return `[${'#'.repeat(fill)}${'-'.repeat(width - fill)}] ${String(Math.floor(f * 100)).padStart(3)}% ${mb(received)}/${mb(total)} MB`;
}
