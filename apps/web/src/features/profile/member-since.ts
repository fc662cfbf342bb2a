/** 'Member since' month and year from the token's issue time (`iat`, seconds), or 'Recently'. */
export function memberSince(issuedAt: number | null, locale?: string): string {
  if (!issuedAt) return 'Recently';
  return new Date(issuedAt * 1000).toLocaleDateString(locale ?? 'en-US', { month: 'long', year: 'numeric' });
}
