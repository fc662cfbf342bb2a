import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface DownloadOptions {
  url: string;
  dest: string;
  /** Expected SHA-1 (40 hex) or SHA-256 (64 hex); a mismatch deletes the file. */
  checksum?: string;
  onProgress?: (p: { received: number; total: number | null }) => void;
  fetchImpl?: typeof fetch;
}

export class ModelDownloadError extends Error {
  override readonly name = 'ModelDownloadError';
}

/**
 * Downloads to `<dest>.part`, resuming it with a Range request when a previous pull was cut off,
 * checks the checksum over the whole file, and only then renames it into place: a model file in
 * MODELS_DIR is always complete (issue #7, item 4).
 */
export async function downloadFile(o: DownloadOptions): Promise<{ bytes: number; resumedFrom: number }> {
  const part = `${o.dest}.part`;
  await mkdir(path.dirname(o.dest), { recursive: true });
  const have = await stat(part).then((s) => s.size, () => 0);
  const res = await (o.fetchImpl ?? fetch)(o.url, { headers: have ? { range: `bytes=${have}-` } : {}, redirect: 'follow' }).catch((e: Error) => {
    throw new ModelDownloadError(`Could not reach ${new URL(o.url).host}: ${e.message}`);
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
  await pipeline(Readable.fromWeb(res.body as never), progress, createWriteStream(part, { flags: resumed ? 'a' : 'w' }));
  if (o.checksum) {
    const actual = await hashFile(part, o.checksum.length === 64 ? 'sha256' : 'sha1');
    if (actual !== o.checksum.toLowerCase()) {
      await rm(part, { force: true });
      throw new ModelDownloadError(`Checksum mismatch for ${path.basename(o.dest)}: expected ${o.checksum}, got ${actual}. The file was removed.`);
    }
  }
  await rename(part, o.dest);
  return { bytes: received, resumedFrom: start };
}

export async function hashFile(file: string, algorithm: 'sha1' | 'sha256'): Promise<string> {
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
