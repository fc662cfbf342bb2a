import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';

/**
 * A backup is one gzipped tar file. It is written beside its final name and renamed into place
 * when complete, so a crash or a full disk never leaves a file that looks like a whole backup.
 */
export class ArchiveWriter {
  private readonly pack = tar.pack();
  private readonly written: Promise<void>;
  private readonly partial: string;

  constructor(private readonly file: string) {
    this.partial = `${file}.partial`;
    this.written = pipeline(this.pack, createGzip({ level: 6 }), fs.createWriteStream(this.partial, { mode: 0o600 }));
    this.written.catch(() => undefined);
  }

  async addBuffer(name: string, body: Buffer | string): Promise<void> {
    const data = Buffer.from(body);
    await new Promise<void>((resolve, reject) => {
      this.pack.entry({ name, size: data.length, mode: 0o600 }, data, (err) => (err ? reject(err) : resolve()));
    });
  }

  /** Streams one entry of a known size and returns its SHA-256 (hex). */
  async addStream(name: string, size: number, body: Readable): Promise<string> {
    const hash = createHash('sha256');
    const entry = this.pack.entry({ name, size, mode: 0o600 });
    await pipeline(body, hashing(hash), entry);
    return hash.digest('hex');
  }

  async finish(): Promise<void> {
    this.pack.finalize();
    await this.written;
    await fs.promises.rename(this.partial, this.file);
  }

  async abort(): Promise<void> {
    this.pack.destroy();
    await this.written.catch(() => undefined);
    await fs.promises.rm(this.partial, { force: true });
  }
}

export interface ArchiveEntry {
  name: string;
  size: number;
  body: Readable;
}

/** Hands each entry of an archive to `onEntry` in order; an entry not consumed is skipped. */
export async function readArchive(file: string, onEntry: (entry: ArchiveEntry) => Promise<void>): Promise<void> {
  const extract = tar.extract();
  const source = pipeline(fs.createReadStream(file), createGunzip(), extract);
  source.catch(() => undefined);
  for await (const entry of extract) {
    // tar-stream's entries are streamx streams: hand consumers a Node stream over the same bytes.
    await onEntry({ name: entry.header.name, size: entry.header.size ?? 0, body: Readable.from(entry) });
    entry.resume();
  }
  await source;
}

/** A pass-through that feeds every chunk to `hash`. */
export function hashing(hash: ReturnType<typeof createHash>): Transform {
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      hash.update(chunk);
      cb(null, chunk);
    },
  });
}

export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}
