import { describe, expect, it } from 'vitest';
import { decryptApiKey, deriveApiKeyKey, encryptApiKey } from './api-key-crypto.js';

const key = deriveApiKeyKey('s'.repeat(64));

describe('API key encryption', () => {
  it('round-trips and never contains the key in clear', () => {
    const blob = encryptApiKey(key, 'clin-a', 'sk-test-1234567890abcd');
    expect(blob.includes(Buffer.from('sk-test'))).toBe(false);
    expect(decryptApiKey(key, 'clin-a', blob)).toBe('sk-test-1234567890abcd');
  });

  it('uses a fresh IV each time', () => {
    expect(encryptApiKey(key, 'clin-a', 'sk-same').equals(encryptApiKey(key, 'clin-a', 'sk-same'))).toBe(false);
  });

  it('refuses another clinician, a tampered blob and another app secret', () => {
    const blob = encryptApiKey(key, 'clin-a', 'sk-secret');
    expect(() => decryptApiKey(key, 'clin-b', blob)).toThrow();
    const tampered = Buffer.from(blob);
    tampered[tampered.length - 1]! ^= 1;
    expect(() => decryptApiKey(key, 'clin-a', tampered)).toThrow();
    expect(() => decryptApiKey(deriveApiKeyKey('t'.repeat(64)), 'clin-a', blob)).toThrow();
  });
});
