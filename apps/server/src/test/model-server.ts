import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export interface ServedModel {
  kind: 'speech' | 'report' | 'speaker';
  name: string;
  fileName: string;
  body: Buffer;
  /** Publish this checksum instead of the file's own (a corrupted mirror). */
  wrongChecksum?: boolean;
}

/**
 * A stand-in for Hugging Face: serves test-made model files, honours Range (resumed downloads),
 * and sends them slowly enough (`bytesPerTick` every 50 ms) for progress to be seen. Writes the
 * MODEL_CATALOG that points the app at it.
 */
export async function startModelServer(models: ServedModel[], o: { bytesPerTick?: number } = {}) {
  const ranges: (string | undefined)[] = [];
  const perTick = o.bytesPerTick ?? 1 << 20;
  const server = http.createServer((req, res) => {
    const m = models.find((x) => `/${x.fileName}` === req.url);
    if (!m) return res.writeHead(404).end('Entry not found');
    ranges.push(req.headers.range);
    const from = Number(/bytes=(\d+)-/.exec(req.headers.range ?? '')?.[1] ?? 0);
    const body = m.body.subarray(from);
    res.writeHead(from ? 206 : 200, { 'content-length': body.length, 'content-type': 'application/octet-stream' });
    let at = 0;
    const tick = () => {
      if (res.destroyed) return;
      const chunk = body.subarray(at, (at += perTick));
      if (at >= body.length) return res.end(chunk);
      res.write(chunk);
      setTimeout(tick, 50);
    };
    tick();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    ranges,
    async writeCatalog(dir: string): Promise<string> {
      const file = path.join(dir, 'catalog.json');
      const entries = models.map((m) => ({
        kind: m.kind,
        name: m.name,
        title: `Test ${m.kind} model`,
        fileName: m.fileName,
        url: `${base}/${m.fileName}`,
        bytes: m.body.length,
        checksum: {
          algorithm: 'sha256',
          value: m.wrongChecksum ? 'f'.repeat(64) : createHash('sha256').update(m.body).digest('hex'),
        },
        licence: 'MIT',
        ramBytes: m.body.length * 2,
      }));
      await writeFile(file, JSON.stringify(entries, null, 2));
      return file;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
