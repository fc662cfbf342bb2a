import { getPublicConfig } from '../public-config';
import { refreshTokens } from './token-endpoint';
import { clearTokens, readTokens, writeTokens, type StoredTokens } from './tokens';

let inflight: Promise<StoredTokens | null> | null = null;

/**
 * The ID token to send (spec §4): valid until expiresAt; when expired and a refresh token
 * exists, one refresh grant shared by every concurrent caller. A failed refresh returns to
 * signed-out silently, with a console log.
 */
export async function getValidIdToken(): Promise<string | null> {
  const t = readTokens();
  if (!t) return null;
  if (t.expiresAt > Date.now()) return t.idToken;
  if (!t.refreshToken) return null;
  const fresh = await sharedRefresh(t.refreshToken);
  return fresh?.idToken ?? null;
}

function sharedRefresh(refreshToken: string): Promise<StoredTokens | null> {
  inflight ??= doRefresh(refreshToken).finally(() => {
    inflight = null;
  });
  return inflight;
}

async function doRefresh(refreshToken: string): Promise<StoredTokens | null> {
  try {
    const { auth } = await getPublicConfig();
    const next = await refreshTokens(auth, refreshToken);
    writeTokens(next);
    return next;
  } catch (err) {
    console.log('Token refresh failed; signed out.', err instanceof Error ? err.message : err);
    clearTokens();
    return null;
  }
}
