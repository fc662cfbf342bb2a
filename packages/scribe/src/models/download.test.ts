import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadFile, progressBar } from './download.js';
import { BUILTIN_CATALOG } from './catalog.js';
import { listInstalledModels, pullModel, removeModel, resolveModelFile } from './installed.js';

// A local stand-in for Hugging Face: serves one file, honours Range, can cut a response short.
const payload = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 251));
const sha1 = createHash('sha1').update(payload).digest('hex');
const sha256 = createHash('sha256').update(payload).digest('hex');
const md5 = createHash('md5').update(payload).digest('hex');
let base: string;
let server: http.Server;
const ranges: (string | undefined)[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    ranges.push(req.headers.range);
    if (req.url === '/missing.bin') return res.writeHead(404).end('Entry not found');
    const from = Number(/bytes=(\d+)-/.exec(req.headers.range ?? '')?.[1] ?? 0);
    const body = payload.subarray(from);
    res.writeHead(from ? 206 : 200, { 'content-length': body.length });
    if (req.url === '/slow.bin') {
      res.write(body.subarray(0, 1000));
      return setTimeout(() => res.end(body.subarray(1000)), 2000);
    }
    if (req.url === '/cut.bin') {
      res.write(body.subarray(0, 1000));
      return setTimeout(() => req.socket.destroy(), 50);
    }
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

async function tmp() {
  return mkdtemp(path.join(os.tmpdir(), 'asha-models-'));
}

describe('downloadFile', () => {
  it('downloads with progress, verifies the SHA-1 and renames into place', async () => {
    const dir = await tmp();
    const seen: number[] = [];
    const dest = path.join(dir, 'ggml-x.bin');
    await downloadFile({ url: `${base}/x.bin`, dest, checksum: sha1, onProgress: (p) => seen.push(p.received) });
    expect(await readFile(dest)).toEqual(payload);
    expect(existsSync(`${dest}.part`)).toBe(false);
    expect(seen.at(-1)).toBe(payload.length);
    expect(seen.length).toBeGreaterThan(1);
    await rm(dir, { recursive: true });
  });

  it('accepts a SHA-256 and an MD5 too', async () => {
    const dir = await tmp();
    await downloadFile({ url: `${base}/x.bin`, dest: path.join(dir, 'a.bin'), checksum: sha256 });
    await downloadFile({ url: `${base}/x.bin`, dest: path.join(dir, 'b.bin'), checksum: md5 });
    await expect(
      downloadFile({ url: `${base}/x.bin`, dest: path.join(dir, 'c.bin'), checksum: 'f'.repeat(32) }),
    ).rejects.toThrow(/Checksum mismatch/);
    await rm(dir, { recursive: true });
  });

  it('stops when cancelled, keeps what arrived, and the next pull resumes from it', async () => {
    const dir = await tmp();
    const dest = path.join(dir, 'ggml-x.bin');
    const stop = new AbortController();
    const err = await downloadFile({
      url: `${base}/slow.bin`,
      dest,
      checksum: sha1,
      signal: stop.signal,
      onProgress: () => setTimeout(() => stop.abort(), 100),
    }).catch((e: Error) => e);
    expect((err as Error).message).toMatch(/^The download was cancelled/);
    expect(existsSync(dest)).toBe(false);
    const kept = (await readFile(`${dest}.part`)).length;
    expect(kept).toBeGreaterThan(0);
    ranges.length = 0;
    const r = await downloadFile({ url: `${base}/x.bin`, dest, checksum: sha1 });
    expect(ranges).toEqual([`bytes=${kept}-`]);
    expect(r.resumedFrom).toBe(kept);
    expect(await readFile(dest)).toEqual(payload);
    await rm(dir, { recursive: true });
  });

  it('removes the file and says so when the checksum does not match', async () => {
    const dir = await tmp();
    const dest = path.join(dir, 'ggml-x.bin');
    const err = await downloadFile({ url: `${base}/x.bin`, dest, checksum: 'f'.repeat(40) }).catch((e: Error) => e);
    expect((err as Error).message).toMatch(
      /^Checksum mismatch for ggml-x.bin: expected f{40}, got [0-9a-f]{40}\. The file was removed\.$/,
    );
    expect(existsSync(dest) || existsSync(`${dest}.part`)).toBe(false);
    await rm(dir, { recursive: true });
  });

  it('resumes a cut-off download with a Range request', async () => {
    const dir = await tmp();
    const dest = path.join(dir, 'ggml-x.bin');
    await writeFile(`${dest}.part`, payload.subarray(0, 120_000)); // what a killed pull left behind
    ranges.length = 0;
    const r = await downloadFile({ url: `${base}/x.bin`, dest, checksum: sha1 });
    expect(ranges).toEqual(['bytes=120000-']);
    expect(r.resumedFrom).toBe(120_000);
    expect(await readFile(dest)).toEqual(payload);
    await rm(dir, { recursive: true });
  });

  it('never leaves a partial file under the final name when the connection drops', async () => {
    const dir = await tmp();
    const dest = path.join(dir, 'ggml-x.bin');
    await expect(downloadFile({ url: `${base}/cut.bin`, dest, checksum: sha1 })).rejects.toThrow();
    expect(existsSync(dest)).toBe(false);
    await rm(dir, { recursive: true });
  });

  it('reports an HTTP error', async () => {
    const dir = await tmp();
    await expect(downloadFile({ url: `${base}/missing.bin`, dest: path.join(dir, 'm.bin') })).rejects.toThrow(
      /HTTP 404/,
    );
    await rm(dir, { recursive: true });
  });
});

describe('models folder', () => {
  it('pulls a known model by name, lists it and resolves it; refuses unknown names', async () => {
    const dir = await tmp();
    // tiny's real checksum cannot match our stand-in payload: the pull must refuse it.
    await expect(pullModel(dir, 'tiny', { baseUrl: base })).rejects.toThrow(/Checksum mismatch for ggml-tiny.bin/);
    await expect(pullModel(dir, 'huge-v9', { baseUrl: base })).rejects.toThrow(
      "Unknown model 'huge-v9'. Run: npm run models -- list",
    );
    expect(await resolveModelFile(dir)).toBeNull();
    await writeFile(path.join(dir, 'ggml-base.bin'), payload);
    await writeFile(path.join(dir, 'ggml-small-q5_1.bin.part'), payload);
    await writeFile(path.join(dir, 'my-own.gguf'), payload);
    const listed = await listInstalledModels(dir);
    expect(listed.map(({ name, kind, bytes }) => ({ name, kind, bytes }))).toEqual([
      { name: 'base', kind: 'speech', bytes: payload.length },
      { name: 'my-own', kind: 'report', bytes: payload.length },
    ]);
    expect(listed[0]!.entry?.checksum.algorithm).toBe('sha1');
    expect(listed[1]!.entry).toBeNull();
    expect(await resolveModelFile(dir)).toBe(path.join(dir, 'ggml-base.bin'));
    await rm(dir, { recursive: true });
  });

  it('pulls a model of any kind from a clinic catalogue, and removes it with its partial file', async () => {
    const dir = await tmp();
    const catalog = [
      {
        ...BUILTIN_CATALOG.find((e) => e.kind === 'report')!,
        name: 'clinic-llm',
        fileName: 'clinic.gguf',
        url: `${base}/x.bin`,
        checksum: { algorithm: 'md5' as const, value: md5 },
      },
    ];
    const file = await pullModel(dir, 'clinic-llm', { catalog });
    expect(await readFile(file)).toEqual(payload);
    expect((await listInstalledModels(dir, { catalog, kind: 'report' })).map((m) => m.name)).toEqual(['clinic-llm']);
    await writeFile(`${file}.part`, 'left over');
    expect(await removeModel(dir, 'clinic.gguf')).toBe(true);
    expect(existsSync(file) || existsSync(`${file}.part`)).toBe(false);
    expect(await removeModel(dir, 'clinic.gguf')).toBe(false);
    await rm(dir, { recursive: true });
  });

  it('draws a progress bar', () => {
    expect(progressBar(50e6, 100e6, 10)).toBe('[#####-----]  50% 50.0/100.0 MB');
    expect(progressBar(3e6, null)).toBe('3.0 MB');
  });
});
