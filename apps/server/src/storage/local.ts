import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, BlobNotFoundError, InvalidKeyError, type BlobInfo, type BlobStorage } from './types.js';
import { signGrant, type SignedGrant } from './signing.js';

export class TooLargeError extends Error {}

/**
 * Local filesystem storage (default, DATA_DIR/blobs). Bodies stream to a temp file that is
 * fsynced and renamed into place, so a reader never sees half a file and a 2xx means on disk.
 */
export class LocalStorage implements BlobStorage {
  readonly kind = 'local' as const;
  private readonly tmpDir: string;

  constructor(
    private readonly root: string,
    private readonly publicUrl: string,
    private readonly secret: string,
  ) {
    this.tmpDir = path.join(root, '.tmp');
    fs.mkdirSync(this.tmpDir, { recursive: true });
  }

  /** The absolute path for a key, refusing anything that would land outside the root. */
  pathFor(key: string): string {
    assertSafeKey(key);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep) || full.startsWith(this.tmpDir + path.sep)) {
      throw new InvalidKeyError('Invalid storage key');
    }
    return full;
  }

  async signedUploadUrl(key: string, o: { contentType: string; expiresInSec: number; maxBytes: number }) {
    return this.urlFor({
      op: 'put',
      key,
      exp: expiry(o.expiresInSec),
      contentType: o.contentType,
      maxBytes: o.maxBytes,
    });
  }

  async signedDownloadUrl(key: string, o: { expiresInSec: number; downloadName?: string }) {
    return this.urlFor({ op: 'get', key, exp: expiry(o.expiresInSec), downloadName: o.downloadName });
  }

  private urlFor(g: SignedGrant): string {
    this.pathFor(g.key);
    const q = new URLSearchParams({ op: g.op, exp: String(g.exp) });
    if (g.contentType) q.set('ct', g.contentType);
    if (g.maxBytes) q.set('max', String(g.maxBytes));
    if (g.downloadName) q.set('dn', g.downloadName);
    q.set('sig', signGrant(this.secret, g));
    return `${this.publicUrl}/blobs/${g.key}?${q}`;
  }

  async put(key: string, body: Buffer | string, _contentType: string) {
    await this.writeStream(key, Readable.from([Buffer.from(body)]), Number.MAX_SAFE_INTEGER);
  }

  /** Streams to disk without holding the body in memory; throws TooLargeError past maxBytes. */
  async writeStream(key: string, body: Readable, maxBytes: number): Promise<number> {
    const target = this.pathFor(key);
    const tmp = path.join(this.tmpDir, `${randomUUID()}.part`);
    let size = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        size += chunk.length;
        cb(size > maxBytes ? new TooLargeError(`Body is larger than ${maxBytes} bytes`) : null, chunk);
      },
    });
    try {
      await pipeline(body, limit, fs.createWriteStream(tmp, { mode: 0o600 }));
      await fsyncPath(tmp);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.rename(tmp, target);
      await fsyncPath(path.dirname(target));
      return size;
    } catch (err) {
      await fsp.rm(tmp, { force: true });
      throw err;
    }
  }

  async getStream(key: string) {
    const p = this.pathFor(key);
    await this.statOrThrow(p);
    return fs.createReadStream(p);
  }

  async getBuffer(key: string) {
    const p = this.pathFor(key);
    await this.statOrThrow(p);
    return fsp.readFile(p);
  }

  async head(key: string): Promise<BlobInfo | null> {
    const st = await fsp.stat(this.pathFor(key)).catch(() => null);
    return st?.isFile() ? { key, size: st.size, lastModified: st.mtime } : null;
  }

  async list(prefix: string, opts: { limit: number; cursor?: string }) {
    // An empty prefix lists every stored file; half-written uploads in the temp folder are not files yet.
    const dir = prefix ? this.pathFor(prefix.replace(/\/$/, '')) : this.root;
    const keys = (await walk(dir))
      .filter((abs) => !abs.startsWith(this.tmpDir + path.sep))
      .map((abs) => path.relative(this.root, abs).split(path.sep).join('/'))
      .sort();
    const start = opts.cursor ? keys.findIndex((k) => k > opts.cursor!) : 0;
    const page = start === -1 ? [] : keys.slice(start, start + opts.limit);
    const items = (await Promise.all(page.map((k) => this.head(k)))).filter((b): b is BlobInfo => !!b);
    const more = start !== -1 && start + opts.limit < keys.length;
    return { items, nextCursor: more ? page[page.length - 1]! : null };
  }

  async delete(key: string) {
    await fsp.rm(this.pathFor(key), { force: true });
  }

  /** Removes temporary files of writes interrupted before `olderThan` (a crash, a dropped upload); returns how many. */
  async removeTemporaryFiles(olderThan: Date): Promise<number> {
    let removed = 0;
    for (const name of await fsp.readdir(this.tmpDir).catch(() => [] as string[])) {
      const p = path.join(this.tmpDir, name);
      const st = await fsp.stat(p).catch(() => null);
      if (st?.isFile() && st.mtime < olderThan) {
        await fsp.rm(p, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  async ping() {
    await fsp.access(this.root, fs.constants.W_OK);
  }

  private async statOrThrow(p: string) {
    const st = await fsp.stat(p).catch(() => null);
    if (!st?.isFile()) throw new BlobNotFoundError('No such file');
  }
}

function expiry(expiresInSec: number) {
  return Math.floor(Date.now() / 1000) + expiresInSec;
}

/** A 2xx must mean on disk: flush the file, then the directory entry of the rename. */
async function fsyncPath(p: string) {
  const fd = await fsp.open(p, 'r');
  try {
    await fd.sync();
  } finally {
    await fd.close();
  }
}

async function walk(dir: string): Promise<string[]> {
  const entries = await fsp.readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((e) => {
      const p = path.join(dir, e.name);
      return e.isDirectory() ? walk(p) : Promise.resolve(e.isFile() ? [p] : []);
    }),
  );
  return nested.flat();
}
