import type { PublicConfig } from '@asha/contracts';
import { getPublicConfig } from '../public-config';
import { redirectTo } from './navigate';
import { challengeFor, createVerifier, randomHex, STATE_KEY, VERIFIER_KEY } from './pkce';

type AuthConfig = PublicConfig['auth'];

/** The OAuth scope. */
export const SCOPE = 'openid email profile';

export function redirectUriFor(origin: string): string {
  return `${origin}/callback`;
}

/** the identity provider's authorize redirect: the authorize URL, with `identity_provider` when the install names one (Cognito). */
export async function buildAuthorizeUrl(
  auth: AuthConfig,
  o: { origin: string; verifier: string; state: string },
): Promise<string> {
  const url = new URL(auth.authorizationEndpoint);
  const q = url.searchParams;
  q.set('client_id', auth.clientId);
  q.set('response_type', 'code');
  q.set('redirect_uri', redirectUriFor(o.origin));
  q.set('scope', SCOPE);
  q.set('code_challenge', await challengeFor(o.verifier));
  q.set('code_challenge_method', 'S256');
  q.set('state', o.state);
  if (auth.identityProvider) q.set('identity_provider', auth.identityProvider);
  return url.toString();
}

/** 'Continue with Google': keep the verifier and state for /callback, then leave the page. */
export async function startSignIn(): Promise<void> {
  const { auth } = await getPublicConfig();
  const verifier = createVerifier();
  const state = randomHex(16);
  const url = await buildAuthorizeUrl(auth, { origin: window.location.origin, verifier, state });
  sessionStorage.setItem(VERIFIER_KEY, verifier);
  sessionStorage.setItem(STATE_KEY, state);
  redirectTo(url);
}
