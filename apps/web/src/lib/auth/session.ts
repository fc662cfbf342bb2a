import { readTokens } from './tokens';

/**
 * The ID token to send, refreshed first when it has expired. Placeholder until the sign-in
 * issue (#3) lands the shared refresh: for now an expired token counts as signed out.
 */
export async function getValidIdToken(): Promise<string | null> {
  const t = readTokens();
  if (!t || t.expiresAt <= Date.now()) return null;
  return t.idToken;
}
