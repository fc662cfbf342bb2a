/**
 * PKCE S256: a random 64-byte hex verifier kept in session storage, and its
 * SHA-256 in URL-safe base64 as the challenge. `state` ties the callback to this browser tab.
 */
export const VERIFIER_KEY = 'pkce_verifier';
export const STATE_KEY = 'pkce_state';

export function randomHex(bytes: number): string {
  const buf = new Uint8Array(bytes);
  crypto.getRandomValues(buf);
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function base64url(bytes: ArrayBuffer | Uint8Array): string {
  const arr = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let bin = '';
  for (const b of arr) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function challengeFor(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(digest);
}

export function createVerifier(): string {
  return randomHex(64);
}
