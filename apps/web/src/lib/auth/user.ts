/** The signed-in clinician as the web app shows them. */
export interface AuthUser {
  displayName: string;
  initials: string;
  email: string | null;
  givenName: string | null;
  familyName: string | null;
  picture: string | null;
  /** `iat` of the ID token, in seconds (shown as 'Member since'). */
  issuedAt: number | null;
}

interface NameParts {
  givenName: string | null;
  familyName: string | null;
  email: string | null;
}

/** First and last name; else first name; else the email before '@'; else 'User'. */
export function displayNameOf({ givenName, familyName, email }: NameParts): string {
  if (givenName && familyName) return `${givenName} ${familyName}`;
  if (givenName) return givenName;
  const local = email?.split('@')[0];
  if (local) return local;
  return 'User';
}

/** First letters of first and last name; else of first name; else of the email; else 'U'. */
export function initialsOf({ givenName, familyName, email }: NameParts): string {
  if (givenName && familyName) return `${givenName[0]}${familyName[0]}`.toUpperCase();
  if (givenName) return givenName[0]!.toUpperCase();
  if (email) return email[0]!.toUpperCase();
  return 'U';
}

export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const b64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    const json = new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function userFromIdToken(idToken: string): AuthUser {
  const c = decodeJwtPayload(idToken) ?? {};
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const parts = { givenName: str(c.given_name), familyName: str(c.family_name), email: str(c.email) };
  return {
    ...parts,
    displayName: displayNameOf(parts),
    initials: initialsOf(parts),
    picture: str(c.picture),
    issuedAt: typeof c.iat === 'number' ? c.iat : null,
  };
}
