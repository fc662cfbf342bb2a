import type { VerifiedIdentity } from './verifier.js';

/** What the API's session routes need of the sign-in provider. */
export interface SessionProvider {
  /** A refresh grant for the browser, whose refresh token the server keeps in an HttpOnly cookie. */
  refresh(refreshToken: string): Promise<TokenSet>;
  /** Ends the provider's own session of this sign-in, so its cookie cannot sign anyone in again without a password. */
  endProviderSession(identity: VerifiedIdentity): Promise<void>;
}

/** What a provider's token endpoint answers to a refresh grant. */
export interface TokenSet {
  idToken: string;
  accessToken: string;
  /** The rotated refresh token, or null when the provider keeps the old one valid. */
  refreshToken: string | null;
  expiresIn: number;
}

/** The provider refused the refresh token (expired, revoked, rotated): the browser must sign in again. */
export class RefreshRefusedError extends Error {}

/** Reads a token endpoint's answer (RFC 6749 §5); a refusal or a malformed answer is a RefreshRefusedError. */
export function parseTokenResponse(status: number, body: string): TokenSet {
  let json: {
    id_token?: unknown;
    access_token?: unknown;
    refresh_token?: unknown;
    expires_in?: unknown;
    error?: unknown;
  };
  try {
    json = JSON.parse(body) as typeof json;
  } catch {
    throw new RefreshRefusedError(`The sign-in provider answered ${status} without JSON.`);
  }
  if (status !== 200 || typeof json.id_token !== 'string') {
    throw new RefreshRefusedError(
      `The sign-in provider refused the refresh (${typeof json.error === 'string' ? json.error : status}).`,
    );
  }
  return {
    idToken: json.id_token,
    accessToken: typeof json.access_token === 'string' ? json.access_token : '',
    refreshToken: typeof json.refresh_token === 'string' ? json.refresh_token : null,
    expiresIn: typeof json.expires_in === 'number' && json.expires_in > 0 ? Math.floor(json.expires_in) : 3600,
  };
}

export function refreshForm(clientId: string, refreshToken: string): string {
  return new URLSearchParams({
    grant_type: 'refresh_token',
    client_id: clientId,
    refresh_token: refreshToken,
  }).toString();
}

/** A refresh grant against an external provider's token endpoint (a public client: no secret). */
export async function refreshAtEndpoint(
  tokenEndpoint: string,
  clientId: string,
  refreshToken: string,
): Promise<TokenSet> {
  const res = await fetch(tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: refreshForm(clientId, refreshToken),
    signal: AbortSignal.timeout(15_000),
  });
  return parseTokenResponse(res.status, await res.text());
}
