/**
 * Stored tokens (spec §3): local storage key `ff_tokens`. The sign-in issue (#3) owns this
 * module: PKCE, refresh, the shared refresh and sign-out live beside it.
 */
export const TOKENS_KEY = 'ff_tokens';

export interface StoredTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string | null;
  expiresAt: number;
}

export function readTokens(): StoredTokens | null {
  try {
    const raw = localStorage.getItem(TOKENS_KEY);
    if (!raw) return null;
    const t = JSON.parse(raw) as Partial<StoredTokens>;
    if (typeof t.idToken !== 'string' || typeof t.expiresAt !== 'number') return null;
    return { idToken: t.idToken, accessToken: t.accessToken ?? '', refreshToken: t.refreshToken ?? null, expiresAt: t.expiresAt };
  } catch {
    return null;
  }
}
