import type { PublicConfig } from '@asha/contracts';
import { send } from '../network';
import type { StoredTokens } from './tokens';

type AuthConfig = PublicConfig['auth'];

/** POST {provider}/oauth2/token: stored expiry = now + expires_in − 30 s after the code exchange. */
export const EXCHANGE_MARGIN_MS = 30_000;

interface TokenResponse {
  id_token?: string;
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  error?: string;
}

/** A failed token call; its message is the status and body text the callback shows. */
export class TokenCallError extends Error {}

async function postForm(auth: AuthConfig, params: Record<string, string>): Promise<TokenResponse> {
  const res = await send(auth.tokenEndpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params).toString(),
  });
  const text = await res.text();
  if (!res.ok) throw new TokenCallError(`${res.status} ${text}`.trim());
  let json: TokenResponse;
  try {
    json = JSON.parse(text) as TokenResponse;
  } catch {
    throw new TokenCallError('Token exchange failed');
  }
  if (json.error) throw new TokenCallError(json.error);
  if (!json.id_token) throw new TokenCallError('Token exchange failed');
  return json;
}

function expiresInMs(r: TokenResponse): number {
  return (typeof r.expires_in === 'number' ? r.expires_in : 3600) * 1000;
}

export async function exchangeCode(
  auth: AuthConfig,
  o: { code: string; verifier: string; redirectUri: string },
): Promise<StoredTokens> {
  const r = await postForm(auth, {
    grant_type: 'authorization_code',
    client_id: auth.clientId,
    code: o.code,
    redirect_uri: o.redirectUri,
    code_verifier: o.verifier,
  });
  return {
    idToken: r.id_token!,
    accessToken: r.access_token ?? '',
    refreshToken: r.refresh_token ?? null,
    expiresAt: Date.now() + expiresInMs(r) - EXCHANGE_MARGIN_MS,
  };
}
