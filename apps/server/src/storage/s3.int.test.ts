import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from './s3.js';

/**
 * The S3 driver against a real S3-protocol server running in-process (s3rver), through the
 * same presigned-URL path the browser uses.
 */
describe('S3 storage', () => {
  let server: S3rver;
  let storage: S3Storage;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asha-s3-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'asha', configs: [] }],
    });
    const { port } = await server.run();
    storage = new S3Storage({
      bucket: 'asha',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('uploads through a presigned PUT and reads back through a presigned GET', async () => {
    const key = 'doctors/d1/p1/visit.webm';
    const put = await fetch(
      await storage.signedUploadUrl(key, { contentType: 'audio/webm', expiresInSec: 60, maxBytes: 1000 }),
      {
        method: 'PUT',
        headers: { 'Content-Type': 'audio/webm' },
        body: 'opus bytes',
      },
    );
    expect(put.status).toBe(200);
    const head = await storage.head(key);
    expect(head).toMatchObject({ key, size: 10 });
    const get = await fetch(await storage.signedDownloadUrl(key, { expiresInSec: 60 }));
    expect(await get.text()).toBe('opus bytes');
  });

  it('refuses an expired presigned URL', async () => {
    const url = await storage.signedDownloadUrl('doctors/d1/p1/visit.webm', { expiresInSec: 1 });
    await new Promise((r) => setTimeout(r, 2100));
    expect((await fetch(url)).status).toBe(403);
  });

  it('puts, lists by prefix with a cursor, and deletes', async () => {
    for (const n of ['a', 'b', 'c']) await storage.put(`doctors/d2/p/${n}.json`, `{"n":"${n}"}`, 'application/json');
    // s3rver cannot answer a truncated listing under OpenSSL 3 (its continuation token uses a
    // removed cipher), so the cursor is exercised with StartAfter on untruncated pages.
    const all = await storage.list('doctors/d2/', { limit: 10 });
    expect(all.items.map((i) => i.key)).toEqual(['doctors/d2/p/a.json', 'doctors/d2/p/b.json', 'doctors/d2/p/c.json']);
    const afterA = await storage.list('doctors/d2/', { limit: 10, cursor: 'doctors/d2/p/a.json' });
    expect(afterA.items.map((i) => i.key)).toEqual(['doctors/d2/p/b.json', 'doctors/d2/p/c.json']);
    expect(afterA.nextCursor).toBeNull();
    expect((await storage.getBuffer('doctors/d2/p/b.json')).toString()).toBe('{"n":"b"}');
    await storage.delete('doctors/d2/p/b.json');
    expect(await storage.head('doctors/d2/p/b.json')).toBeNull();
    await expect(storage.ping()).resolves.toBeUndefined();
  });

  it('refuses unsafe keys before any request', async () => {
    await expect(
      storage.signedUploadUrl('../x', { contentType: 'audio/webm', expiresInSec: 60, maxBytes: 1 }),
    ).rejects.toThrow(/Invalid storage key/);
  });
});
