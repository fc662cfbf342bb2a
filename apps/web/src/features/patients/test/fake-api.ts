import { vi } from 'vitest';

/** A fake of our HTTP API at the fetch boundary, answering per the contracts, for component tests. */
export type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

export const json = (body: unknown, status = 200, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

const config = {
  apiBase: 'http://app.test/api',
  auth: { issuer: 'x', clientId: 'c', authorizationEndpoint: 'a', tokenEndpoint: 't', logoutEndpoint: 'l', logoutParam: 'logout_uri', identityProvider: null, embedded: true },
  newsletterUrl: null,
};

export function signIn() {
  localStorage.setItem('ff_tokens', JSON.stringify({ idToken: 'id-token-1', accessToken: 'a', refreshToken: null, expiresAt: Date.now() + 3_600_000 }));
}

export function installFakeApi(routes: Record<string, Handler>) {
  const calls: { url: URL; init: RequestInit | undefined }[] = [];
  vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    if (url.pathname === '/api/config') return json(config);
    calls.push({ url, init });
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = routes[key];
    return handler ? handler(url, init) : json({ error: `No route ${key}` }, 404);
  });
  return calls;
}

export function patient(i: number, extra: Record<string, unknown> = {}) {
  const at = new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString();
  return {
    patientId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: `Patient ${i}`,
    email: `patient${i}@example.org`,
    phone: `555-01${String(i).padStart(2, '0')}`,
    gender: null,
    dob: null,
    notes: null,
    createdAt: at,
    updatedAt: at,
    ...extra,
  };
}
