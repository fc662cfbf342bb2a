import type { PublicConfig } from '@asha/contracts';
import { getPublicConfig } from '../public-config';
import { forgetActivity } from './idle';
import { redirectTo } from './navigate';
import { endServerSession } from './session-api';
import { clearTokens, readTokens } from './tokens';

type AuthConfig = PublicConfig['auth'];

/**
 * GET {provider}/logout: Cognito-style `/logout?client_id&logout_uri`, or a standard end-session
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

/** How long sign-out waits for the server to end the session before leaving for the provider anyway. */
export const END_SESSION_WAIT_MS = 3000;

/**
 * Remove the stored tokens and the last-use time, then the provider's logout with a return to the site root.
 * First the server ends the session, so the ID token stops working at once and the refresh
 * cookie is gone. (No parameters: it is used directly as a click handler.)
 */
export function signOut(): void {
  leave('sign-out');
}

/** The same, when the session ends because nobody used this computer for the idle timeout. */
export function signOutAfterIdle(): void {
  leave('idle');
}

function leave(reason: 'sign-out' | 'idle'): void {
  const idToken = readTokens()?.idToken ?? null;
  clearTokens();
  forgetActivity();
  const ended = idToken
    ? Promise.race([endServerSession(idToken, reason), new Promise((r) => setTimeout(r, END_SESSION_WAIT_MS))]).catch(
        (err: unknown) => console.log('Could not end the session on the server.', err),
      )
    : Promise.resolve();
  void ended
    .then(() => getPublicConfig())
    .then(({ auth }) => redirectTo(buildLogoutUrl(auth, { origin: window.location.origin, idToken })))
    .catch((err: unknown) => {
      // Without the provider's address the local sign-out still holds: go home.
      console.log('Could not reach the sign-in provider for logout.', err);
      redirectTo('/');
    });
}
