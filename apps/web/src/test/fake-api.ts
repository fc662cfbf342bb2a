import { vi } from 'vitest';

/**
 * A fake of our HTTP API (and of storage) at the fetch boundary, answering per the contracts,
 * for component tests of every feature.
 */
export type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

export const json = (body: unknown, status = 200, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

const config = {
  apiBase: 'http://app.test/api',
  auth: {
    issuer: 'x',
    clientId: 'c',
    authorizationEndpoint: 'a',
    tokenEndpoint: 't',
    logoutEndpoint: 'l',
    logoutParam: 'logout_uri',
    identityProvider: null,
    embedded: true,
  },
  newsletterUrl: null,
};

export function signIn() {
  localStorage.setItem(
    'ff_tokens',
    JSON.stringify({ idToken: 'id-token-1', accessToken: 'a', refreshToken: null, expiresAt: Date.now() + 3_600_000 }),
  );
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
