import { getValidIdToken } from './session';
import { onTokensChange, readTokens } from './tokens';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthSnapshot {
  status: AuthStatus;
  idToken: string | null;
}

/** The signed-in check runs at start and every 300000 ms. */
export const CHECK_INTERVAL_MS = 300_000;

const SIGNED_OUT: AuthSnapshot = { status: 'signedOut', idToken: null };
let snapshot: AuthSnapshot = fromStorage();
const subscribers = new Set<() => void>();
let stopWatching: (() => void) | null = null;

/** What the stored tokens say right now; an expired token is 'loading' until the server's refresh answers. */
function fromStorage(): AuthSnapshot {
  const t = readTokens();
  if (!t) return SIGNED_OUT;
  if (t.expiresAt > Date.now()) return { status: 'signedIn', idToken: t.idToken };
  return { status: 'loading', idToken: null };
}

const same = (a: AuthSnapshot, b: AuthSnapshot) => a.status === b.status && a.idToken === b.idToken;

function set(next: AuthSnapshot) {
  if (same(next, snapshot)) return;
  snapshot = next;
  for (const cb of [...subscribers]) cb();
}

/** The signed-in check: refreshes an expired token when it can. */
export async function checkSignedIn(): Promise<AuthStatus> {
  const token = await getValidIdToken();
  set(token ? { status: 'signedIn', idToken: token } : SIGNED_OUT);
  return snapshot.status;
}

function onStoredChange() {
  const next = fromStorage();
  if (next.status === 'loading') void checkSignedIn();
  else set(next);
}

export function getAuthSnapshot(): AuthSnapshot {
  // Nobody watching means nobody heard the last change: read the storage afresh.
  if (!stopWatching) {
    const next = fromStorage();
    if (!same(next, snapshot)) snapshot = next;
  }
  return snapshot;
}

/** The first subscriber starts the check and its interval; the last one stops them. */
export function subscribeAuth(cb: () => void): () => void {
  subscribers.add(cb);
  if (!stopWatching) stopWatching = startWatching();
  return () => {
    subscribers.delete(cb);
    if (subscribers.size === 0 && stopWatching) {
      stopWatching();
      stopWatching = null;
    }
  };
}

function startWatching(): () => void {
  set(fromStorage());
  void checkSignedIn();
  const timer = setInterval(() => void checkSignedIn(), CHECK_INTERVAL_MS);
  const off = onTokensChange(onStoredChange);
  return () => {
    clearInterval(timer);
    off();
  };
}
