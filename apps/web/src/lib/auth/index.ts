/**
 * Sign-in and access for the web app. Features import from '@/lib/auth' only.
 */
export { startSignIn } from './sign-in';
export { signOut, signOutAfterIdle } from './sign-out';
export { useAuth, type UseAuth } from './use-auth';
export { RequireAuth } from './require-auth';
export { AuthProvider } from './auth-provider';
export { getValidIdToken } from './session';
export { checkSignedIn, CHECK_INTERVAL_MS, type AuthStatus } from './auth-store';
export { completeSignIn, LoginError } from './callback';
export type { AuthUser } from './user';
export type { StoredTokens } from './tokens';
export { keepAwake, markActivity, useIdleTimeout, IDLE_WARNING_MS } from './idle';
