import type { PublicConfig } from '@asha/contracts';
import { getPublicConfig } from '../public-config';
import { redirectTo } from './navigate';
import { clearTokens, readTokens } from './tokens';

type AuthConfig = PublicConfig['auth'];

/**
 * Spec §7 call 3: Cognito-style `/logout?client_id&logout_uri`, or a standard end-session
 * endpoint with `post_logout_redirect_uri`, `client_id` and the ID token as a hint.
 */
export function buildLogoutUrl(auth: AuthConfig, o: { origin: string; idToken: string | null }): string {
  const url = new URL(auth.logoutEndpoint);
  const q = url.searchParams;
  const home = `${o.origin}/`;
  // A provider without a logout endpoint (Google) is configured to come straight home.
  if (url.toString() === home) return home;
  q.set('client_id', auth.clientId);
  if (auth.logoutParam === 'logout_uri') {
    q.set('logout_uri', home);
    return url.toString();
  }
  q.set('post_logout_redirect_uri', home);
  if (o.idToken) q.set('id_token_hint', o.idToken);
  return url.toString();
}

/** Spec §4: remove the stored tokens, then the provider's logout with a return to the site root. */
export function signOut(): void {
  const idToken = readTokens()?.idToken ?? null;
  clearTokens();
  getPublicConfig()
    .then(({ auth }) => redirectTo(buildLogoutUrl(auth, { origin: window.location.origin, idToken })))
    .catch((err: unknown) => {
      // Without the provider's address the local sign-out still holds: go home.
      console.log('Could not reach the sign-in provider for logout.', err);
      redirectTo('/');
    });
}
