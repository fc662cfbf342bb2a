import { getPublicConfig } from '../public-config';
import { markActivity } from './idle';
import { STATE_KEY, VERIFIER_KEY } from './pkce';
import { redirectUriFor } from './sign-in';
import { startServerSession } from './session-api';
import { exchangeCode, TokenCallError } from './token-endpoint';
import { writeTokens } from './tokens';

/** A reason the callback shows after 'Login error:'. */
export class LoginError extends Error {}

/**
 * /callback: an `error` parameter is the login error; a code and the stored PKCE
 * verifier are required; `state` must match the one sent. On success the tokens are stored.
 */
export function completeSignIn(search: URLSearchParams): Promise<void> {
  // One exchange per callback URL: a code is single-use, and React may run the effect twice.
  const key = search.toString();
  if (pending?.key !== key) pending = { key, done: exchange(search) };
  return pending.done;
}

let pending: { key: string; done: Promise<void> } | null = null;

async function exchange(search: URLSearchParams): Promise<void> {
  const error = search.get('error');
  if (error) throw new LoginError(search.get('error_description') || error);
  const code = search.get('code');
  if (!code) throw new LoginError('Missing authorization code');
  const verifier = sessionStorage.getItem(VERIFIER_KEY);
  if (!verifier) throw new LoginError('Missing PKCE verifier');
  const expected = sessionStorage.getItem(STATE_KEY);
  if (expected && search.get('state') !== expected) throw new LoginError('State mismatch: please sign in again.');
  sessionStorage.removeItem(VERIFIER_KEY);
  sessionStorage.removeItem(STATE_KEY);
  try {
    const { auth } = await getPublicConfig();
    const tokens = await exchangeCode(auth, { code, verifier, redirectUri: redirectUriFor(window.location.origin) });
    // The server records the sign-in and takes the refresh token; the browser keeps only the ID token.
    await startServerSession(tokens.idToken, tokens.refreshToken);
    writeTokens({ ...tokens, refreshToken: null });
    // Signing in is use: a last use remembered from before must not time the new session out.
    markActivity(true);
  } catch (err) {
    if (err instanceof TokenCallError) throw new LoginError(err.message);
    console.log('Token exchange failed.', err);
    throw new LoginError('Token exchange failed');
  }
}
