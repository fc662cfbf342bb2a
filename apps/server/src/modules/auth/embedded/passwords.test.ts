import { describe, expect, it } from 'vitest';
import { splitName } from './accounts.service.js';
import { generatePassword, hashPassword, verifyPassword } from './passwords.js';

describe('local account passwords', () => {
  it('hashes with scrypt N=16384 and a random salt, and verifies only the right password', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('correct');
    expect(await verifyPassword('correct horse battery', a)).toBe(true);
    expect(await verifyPassword('correct horse batterY', a)).toBe(false);
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
  });

  it('generates distinct readable passwords', () => {
    const p = generatePassword();
    expect(p).toMatch(/^[a-zA-Z2-9]{5}(-[a-zA-Z2-9]{5}){3}$/);
    expect(generatePassword()).not.toBe(p);
  });

  it('splits a display name into given and family names', () => {
    expect(splitName('Dr Asha Rao')).toEqual({ givenName: 'Dr Asha', familyName: 'Rao' });
    expect(splitName('Asha')).toEqual({ givenName: 'Asha', familyName: null });
    expect(splitName('  ')).toEqual({ givenName: null, familyName: null });
  });
});
