import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Every record-system key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const KEY_PREFIX = 'ask_';
/** 32 random bytes, base64url: 43 characters after the prefix. */
const KEY_PATTERN = /^ask_[A-Za-z0-9_-]{43}$/;
/** How many characters of a key are kept to tell keys apart: the prefix and four of 43 random ones. */
const SHOWN_LENGTH = KEY_PREFIX.length + 4;

/** A new key: 256 bits from the system's CSPRNG behind the prefix. */
export function generateKey(): string {
  return `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/**
 * SHA-256 of the key, in hex. A key holds 256 random bits, so a fast hash is enough: nobody can
 * search that space, and a slow password hash would only make every request of a record system slow.
 */
export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function keyPrefix(key: string): string {
  return key.slice(0, SHOWN_LENGTH);
}

export function looksLikeKey(presented: string): boolean {
  return KEY_PATTERN.test(presented);
}

/** Compares two hex hashes in time that does not depend on where they differ. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
