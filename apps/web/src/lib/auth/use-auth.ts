import { useMemo, useSyncExternalStore } from 'react';
import { getAuthSnapshot, subscribeAuth, type AuthStatus } from './auth-store';
import { signOut } from './sign-out';
import { userFromIdToken, type AuthUser } from './user';

export interface UseAuth {
  status: AuthStatus;
  user: AuthUser | null;
  signOut(): void;
}

/** The signed-in state and clinician, kept current by the periodic check. */
export function useAuth(): UseAuth {
  const snap = useSyncExternalStore(subscribeAuth, getAuthSnapshot, getAuthSnapshot);
  const user = useMemo(() => (snap.idToken ? userFromIdToken(snap.idToken) : null), [snap.idToken]);
  return { status: snap.status, user, signOut };
}
