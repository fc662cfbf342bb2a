import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../../storage/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

/** Signed local storage URLs ("Done when"): expiry, tampering and escaping keys are refused. */
describe('local storage signed URLs', () => {
  let t: TestApp;
  let storage: LocalStorage;
  beforeAll(async () => {
    // The storage layer alone: no feature module's upload bookkeeping in front of it.
    t = await createTestApp({ UPLOAD_MAX_BYTES: '1000' }, { apiModules: [] });
    storage = t.ctx.storage as LocalStorage;
  });
  afterAll(() => t.close());

  const pathOf = (url: string) => url.slice(url.indexOf('/blobs/'));
  const put = (url: string, body: string | Buffer, contentType = 'audio/webm') =>
    t.app.inject({ method: 'PUT', url: pathOf(url), payload: body, headers: { 'content-type': contentType } });

  it('stores a PUT body and serves it back through a signed GET, with ranges', async () => {
    const key = 'doctors/d1/p1/rec-1.webm';
    const url = await storage.signedUploadUrl(key, { contentType: 'audio/webm', expiresInSec: 60, maxBytes: 1000 });
    expect((await put(url, 'hello audio')).statusCode).toBe(200);
    const get = await t.app.inject({ url: pathOf(await storage.signedDownloadUrl(key, { expiresInSec: 60 })) });
    expect(get.statusCode).toBe(200);
    expect(get.body).toBe('hello audio');
    expect(get.headers['content-type']).toBe('audio/webm');
    const range = await t.app.inject({
      url: pathOf(await storage.signedDownloadUrl(key, { expiresInSec: 60 })),
      headers: { range: 'bytes=6-' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('audio');
  });

  it('refuses an expired URL', async () => {
    const url = await storage.signedUploadUrl('doctors/d1/p1/late.webm', {
      contentType: 'audio/webm',
      expiresInSec: -1,
      maxBytes: 1000,
    });
    const res = await put(url, 'x');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/expired/);
    expect(await storage.head('doctors/d1/p1/late.webm')).toBeNull();
  });

  it('refuses a tampered signature, key or expiry', async () => {
    const url = await storage.signedUploadUrl('doctors/d1/p1/a.webm', {
      contentType: 'audio/webm',
      expiresInSec: 60,
      maxBytes: 1000,
    });
    const tampered = [
      url.replace(/sig=([^&]+)/, (_m, s: string) => `sig=${s.slice(0, -2)}AA`),
      url.replace('/a.webm', '/b.webm'),
      url.replace(/exp=(\d+)/, (_m, e: string) => `exp=${Number(e) + 86400}`),
      url.replace('op=put', 'op=get'),
    ];
    for (const u of tampered) expect((await put(u, 'x')).statusCode).toBe(403);
    expect(await storage.head('doctors/d1/p1/b.webm')).toBeNull();
  });

  it('refuses keys that try to leave the storage root', async () => {
    expect(() => storage.pathFor('../../etc/passwd')).toThrow(/Invalid storage key/);
    await expect(
      storage.signedUploadUrl('doctors/../../x', { contentType: 'audio/webm', expiresInSec: 60, maxBytes: 10 }),
    ).rejects.toThrow(/Invalid storage key/);
    for (const path of [
      '/blobs/..%2F..%2Fsecrets.json?op=get&exp=9999999999&sig=x',
      '/blobs/doctors/%2E%2E/%2E%2E/secrets.json?op=get&exp=9999999999&sig=x',
    ]) {
      const res = await t.app.inject({ url: path });
      expect(res.body).not.toContain(t.ctx.appSecret);
      expect(res.statusCode === 200 ? res.headers['content-type'] : 'refused').toMatch(/refused|text\/html/);
    }
  });

  it('enforces the signed content type and the size limit, leaving nothing behind', async () => {
    const key = 'doctors/d1/p1/big.webm';
    const url = await storage.signedUploadUrl(key, { contentType: 'audio/webm', expiresInSec: 60, maxBytes: 1000 });
    expect((await put(url, 'x', 'text/html')).statusCode).toBe(415);
    const big = await put(url, Buffer.alloc(5000, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toMatch(/larger than the limit/);
    expect(await storage.head(key)).toBeNull();
  });
});
