/**
 * Sign-in and access for the web app (issue #3). Features import from '@/lib/auth' only.
 */
export { startSignIn } from './sign-in';
export { signOut } from './sign-out';
export { useAuth, type UseAuth } from './use-auth';
export { RequireAuth } from './require-auth';
export { AuthProvider } from './auth-provider';
export { getValidIdToken } from './session';
export { checkSignedIn, CHECK_INTERVAL_MS, type AuthStatus } from './auth-store';
export { completeSignIn, LoginError } from './callback';
export type { AuthUser } from './user';
export type { StoredTokens } from './tokens';
