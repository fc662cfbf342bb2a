import type { Conversation } from '@asha/contracts';
import { vi } from 'vitest';

/** A fake of our HTTP API and of storage at the fetch boundary, for component tests. */
export type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const config = {
  apiBase: 'http://app.test/api',
  auth: { issuer: 'x', clientId: 'c', authorizationEndpoint: 'a', tokenEndpoint: 't', logoutEndpoint: 'l', logoutParam: 'logout_uri', identityProvider: null, embedded: true },
  newsletterUrl: null,
};

export function signIn() {
  localStorage.setItem('ff_tokens', JSON.stringify({ idToken: 'id-token-1', accessToken: 'a', refreshToken: null, expiresAt: Date.now() + 3_600_000 }));
}

export function installFakeApi(routes: Record<string, Handler>) {
  const calls: { key: string; url: URL; init: RequestInit | undefined }[] = [];
  vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    if (url.pathname === '/api/config') return json(config);
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push({ key, url, init });
    const handler = routes[key];
    return handler ? handler(url, init) : json({ error: `No route ${key}` }, 404);
  });
  return calls;
}

export const PATIENT = '00000000-0000-4000-8000-000000000001';

export function conversation(i: number, extra: Partial<Conversation> = {}): Conversation {
  return {
    conversationId: `c-${i}`,
    patientId: PATIENT,
    createdAt: new Date(2026, 10, 22 - i, 15, 5).toISOString(),
    audioUrl: `http://app.test/blobs/c-${i}.webm?sig=x`,
    sizeBytes: 1_572_864,
    status: 'ready',
    error: null,
    durationSec: null,
    language: null,
    ...extra,
  };
}
