import { describe, expect, it } from 'vitest';
import { fakeIdToken } from './testing';
import { displayNameOf, initialsOf, userFromIdToken } from './user';

const parts = (givenName: string | null, familyName: string | null, email: string | null) => ({
  givenName,
  familyName,
  email,
});

describe('display name and initials', () => {
  it.each([
    [parts('Asha', 'Rao', 'asha@clinic.test'), 'Asha Rao', 'AR'],
    [parts('asha', null, 'asha@clinic.test'), 'asha', 'A'],
    [parts(null, 'Rao', 'dr.rao@clinic.test'), 'dr.rao', 'D'],
    [parts(null, null, 'zed@clinic.test'), 'zed', 'Z'],
    [parts(null, null, null), 'User', 'U'],
  ])('%o → %s / %s', (p, name, initials) => {
    expect(displayNameOf(p)).toBe(name);
    expect(initialsOf(p)).toBe(initials);
  });

  it('reads the identity claims from the ID token, UTF-8 included', () => {
    const u = userFromIdToken(
      fakeIdToken({
        given_name: 'Ānanda',
        family_name: 'Iyer',
        email: 'a@x.test',
        picture: 'https://p.test/a.png',
        iat: 1767225600,
      }),
    );
    expect(u).toEqual({
      displayName: 'Ānanda Iyer',
      initials: 'ĀI',
      givenName: 'Ānanda',
      familyName: 'Iyer',
      email: 'a@x.test',
      picture: 'https://p.test/a.png',
      issuedAt: 1767225600,
    });
  });

  it("falls back to 'User' for a token it cannot read", () => {
    expect(userFromIdToken('garbage')).toMatchObject({ displayName: 'User', initials: 'U', issuedAt: null });
  });
});
