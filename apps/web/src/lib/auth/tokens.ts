/**
 * Stored tokens: local storage key `ff_tokens` — idToken, accessToken, refreshToken,
 * expiresAt (ms). The refresh token is never stored here (any script on the page could read it):
 * it is always null, the server keeps it in an HttpOnly cookie (session-api.ts). Writers notify
 * listeners so the signed-in state follows at once in this tab; other tabs hear it through the
 * `storage` event.
 */
export const TOKENS_KEY = 'ff_tokens';

export interface StoredTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string | null;
  expiresAt: number;
}

const listeners = new Set<() => void>();

export function readTokens(): StoredTokens | null {
  try {
    const raw = localStorage.getItem(TOKENS_KEY);
    if (!raw) return null;
    const t = JSON.parse(raw) as Partial<StoredTokens>;
    if (typeof t.idToken !== 'string' || typeof t.expiresAt !== 'number') return null;
    const tokens = { idToken: t.idToken, accessToken: t.accessToken ?? '', refreshToken: null, expiresAt: t.expiresAt };
    // A refresh token left by an older version of the app is dropped from storage.
    if (t.refreshToken) localStorage.setItem(TOKENS_KEY, JSON.stringify(tokens));
    return tokens;
  } catch {
    return null;
  }
}

export function writeTokens(t: StoredTokens): void {
  localStorage.setItem(TOKENS_KEY, JSON.stringify({ ...t, refreshToken: null }));
  notify();
}

export function clearTokens(): void {
  localStorage.removeItem(TOKENS_KEY);
  notify();
}

/** Calls `cb` whenever the stored tokens change, in this tab or another. Returns the unsubscribe. */
export function onTokensChange(cb: () => void): () => void {
  listeners.add(cb);
  const onStorage = (e: StorageEvent) => {
    if (e.key === TOKENS_KEY || e.key === null) cb();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(cb);
    window.removeEventListener('storage', onStorage);
  };
}

function notify() {
  for (const cb of [...listeners]) cb();
}
