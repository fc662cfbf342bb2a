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

/**
 * Replaces fetch: GET /api/config answers the public config; POSTs to the token endpoint are
 * answered in order by `tokenReplies` (status + JSON or text, the provider's wire format).
 */
export function mockAuthFetch(tokenReplies: Array<{ status: number; body: unknown }>, auth = TEST_AUTH) {
  const calls: TokenCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/api/config')) return Response.json({ apiBase: 'http://app.test/api', auth, newsletterUrl: null });
    if (url === auth.tokenEndpoint) {
      calls.push({ body: new URLSearchParams(String(init?.body)) });
      const reply = tokenReplies.shift();
      if (!reply) throw new Error('unexpected token call');
      const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      return new Response(text, { status: reply.status, headers: { 'Content-Type': 'application/json' } });
    }
    throw new Error(`unexpected fetch ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
