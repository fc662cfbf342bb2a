import { RefreshSessionResponseSchema } from '@asha/contracts';
import { send } from '../network';
import { getPublicConfig } from '../public-config';
import { TokenCallError } from './token-endpoint';
import type { StoredTokens } from './tokens';

/**
 * The server side of the browser's session (POST /api/session…). The refresh token goes to the
 * server once, right after the code exchange, and lives on in an HttpOnly cookie that no script
 * can read; renewals and the sign-out go through the server, which holds it.
 */
async function post(
  path: string,
  o: { idToken?: string; body?: unknown; keepalive?: boolean } = {},
): Promise<Response> {
  const { apiBase } = await getPublicConfig();
  return send(`${apiBase}${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: o.keepalive,
    headers: { 'Content-Type': 'application/json', ...(o.idToken ? { Authorization: `Bearer ${o.idToken}` } : {}) },
    body: JSON.stringify(o.body ?? {}),
  });
}

/** Registers a sign-in: the server records it and keeps the refresh token (when there is one) in its cookie. */
export async function startServerSession(idToken: string, refreshToken: string | null): Promise<void> {
  const res = await post('/session', { idToken, body: { refreshToken } });
  if (!res.ok) throw new TokenCallError(`${res.status} ${await res.text()}`.trim());
}

/** A new ID token from the server's refresh cookie; no 30 s margin after a refresh. */
export async function refreshServerSession(): Promise<StoredTokens> {
  const res = await post('/session/refresh');
  const text = await res.text();
  if (!res.ok) throw new TokenCallError(`${res.status} ${text}`.trim());
  const r = RefreshSessionResponseSchema.parse(JSON.parse(text));
  return {
    idToken: r.idToken,
    accessToken: r.accessToken,
    refreshToken: null,
    expiresAt: Date.now() + r.expiresIn * 1000,
  };
}

/** Ends the session on the server: its tokens stop working at once, the refresh cookie is cleared. */
export async function endServerSession(idToken: string, reason: 'sign-out' | 'idle'): Promise<void> {
  await post('/session/end', { idToken, body: { reason }, keepalive: true });
}
