import { refreshServerSession } from './session-api';
import { clearTokens, readTokens, writeTokens, type StoredTokens } from './tokens';

let inflight: Promise<StoredTokens | null> | null = null;

/**
 * The ID token to send: valid until expiresAt; when expired, one refresh through the
 * server (which holds the refresh token in its cookie and calls the token endpoint with a refresh
 * grant) shared by every concurrent caller. A failed refresh returns to signed-out silently, with
 * a console log.
 */
export async function getValidIdToken(): Promise<string | null> {
  const t = readTokens();
  if (!t) return null;
  if (t.expiresAt > Date.now()) return t.idToken;
  const fresh = await sharedRefresh();
  return fresh?.idToken ?? null;
}

function sharedRefresh(): Promise<StoredTokens | null> {
  inflight ??= doRefresh().finally(() => {
    inflight = null;
  });
  return inflight;
}

async function doRefresh(): Promise<StoredTokens | null> {
  try {
    const next = await refreshServerSession();
    writeTokens(next);
    return next;
  } catch (err) {
    console.log('Token refresh failed; signed out.', err instanceof Error ? err.message : err);
    clearTokens();
    return null;
  }
}
