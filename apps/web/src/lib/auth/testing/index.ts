import type { PublicConfig } from '@asha/contracts';
import { vi } from 'vitest';

/** Test helpers for the auth unit tests (never imported by the app). */
export const TEST_AUTH: PublicConfig['auth'] = {
  issuer: 'https://idp.test',
  clientId: 'web-client',
  authorizationEndpoint: 'https://idp.test/oauth2/authorize',
  tokenEndpoint: 'https://idp.test/oauth2/token',
  logoutEndpoint: 'https://idp.test/logout',
  logoutParam: 'logout_uri',
  identityProvider: 'Google',
  embedded: false,
};

export function b64url(s: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(s)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An ID token as the browser sees it: only the payload is read client-side. */
export function fakeIdToken(claims: Record<string, unknown>): string {
  return `${b64url(JSON.stringify({ alg: 'RS256' }))}.${b64url(JSON.stringify(claims))}.c2ln`;
}

export interface TokenCall {
  body: URLSearchParams;
}

/** A call to the server's session routes (POST /api/session, /api/session/refresh, /api/session/end). */
export interface SessionCall {
  path: string;
  authorization: string | null;
  body: Record<string, unknown>;
}

/**
 * Replaces fetch: GET /api/config answers the public config; POSTs to the token endpoint are
 * answered in order by `tokenReplies` (status + JSON or text, the provider's wire format); the
 * server's session routes answer as the server does: /api/session/refresh in order by
 * `refreshReplies` (a 401 when none is left), the others with success.
 */
export function mockAuthFetch(
  tokenReplies: Array<{ status: number; body: unknown }>,
  auth = TEST_AUTH,
  refreshReplies: Array<{ status: number; body: unknown }> = [],
) {
  const calls: TokenCall[] = [];
  const sessionCalls: SessionCall[] = [];
  const reply = (r: { status: number; body: unknown }) =>
    new Response(typeof r.body === 'string' ? r.body : JSON.stringify(r.body), {
      status: r.status,
      headers: { 'Content-Type': 'application/json' },
    });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/api/config'))
      return Response.json({ apiBase: 'http://app.test/api', auth, newsletterUrl: null });
    if (url === auth.tokenEndpoint) {
      calls.push({ body: new URLSearchParams(String(init?.body)) });
      const next = tokenReplies.shift();
      if (!next) throw new Error('unexpected token call');
      return reply(next);
    }
    const session = /\/api(\/session(?:\/refresh|\/end)?)$/.exec(url);
    if (session) {
      const headers = new Headers(init?.headers);
      sessionCalls.push({
        path: session[1]!,
        authorization: headers.get('Authorization'),
        body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>,
      });
      if (session[1] === '/session/refresh')
        return reply(refreshReplies.shift() ?? { status: 401, body: { error: 'Please sign in.' } });
      if (session[1] === '/session/end') return new Response(null, { status: 204 });
      return Response.json({ doctorId: 'd1', email: null, name: null, createdAt: new Date(0).toISOString() });
    }
    throw new Error(`unexpected fetch ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, sessionCalls, fetchMock };
}
