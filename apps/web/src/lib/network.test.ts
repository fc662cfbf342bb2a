import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_CONNECTION, NoConnectionError, send } from './network';

describe('send', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('passes an answer through, error statuses included', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('gone', { status: 404 })));
    const res = await send('/api/x');
    expect(res.status).toBe(404);
  });

  it("turns no answer into a message a person can act on, not the browser's 'Failed to fetch'", async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const err = await send('/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NoConnectionError);
    expect((err as Error).message).toBe(NO_CONNECTION);
  });

  it('keeps a request its caller cancelled an AbortError, so it is not shown as a dropped network', async () => {
    const controller = new AbortController();
    vi.stubGlobal('fetch', (_u: unknown, init: RequestInit) => {
      controller.abort();
      return Promise.reject(init.signal!.reason);
    });
    const err = await send('/api/x', { signal: controller.signal }).catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(NoConnectionError);
    expect((err as Error).name).toBe('AbortError');
  });
});
