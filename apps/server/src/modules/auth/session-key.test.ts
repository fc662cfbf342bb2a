import { describe, expect, it } from 'vitest';
import { sessionKeyOf } from './session-key.js';
import type { VerifiedIdentity } from './verifier.js';

const ISSUER = 'https://idp.test';
const AUTH_TIME = 1_760_000_000;

const identity = (claims: Record<string, unknown>): VerifiedIdentity => ({
  issuer: ISSUER,
  subject: 'doctor-1',
  email: null,
  name: null,
  claims: { iss: ISSUER, sub: 'doctor-1', ...claims },
});

describe('the session a token belongs to', () => {
  it('two devices signing in within one second are two sessions when the provider names each', () => {
    const laptop = sessionKeyOf(identity({ auth_time: AUTH_TIME, sid: 'sid-laptop' }), 'token-a');
    const tablet = sessionKeyOf(identity({ auth_time: AUTH_TIME, sid: 'sid-tablet' }), 'token-b');
    expect(laptop).not.toBe(tablet);
  });

  it("a refresh's token belongs to the session of the sign-in it renews", () => {
    const first = sessionKeyOf(identity({ auth_time: AUTH_TIME, sid: 'sid-1', iat: AUTH_TIME }), 'token-a');
    const renewed = sessionKeyOf(identity({ auth_time: AUTH_TIME, sid: 'sid-1', iat: AUTH_TIME + 3600 }), 'token-b');
    expect(renewed).toBe(first);
  });

  it("Cognito's sign-ins are told apart by their refresh token's id", () => {
    const a = sessionKeyOf(identity({ auth_time: AUTH_TIME, origin_jti: 'rt-1' }), 'token-a');
    expect(sessionKeyOf(identity({ auth_time: AUTH_TIME, origin_jti: 'rt-1' }), 'token-b')).toBe(a);
    expect(sessionKeyOf(identity({ auth_time: AUTH_TIME, origin_jti: 'rt-2' }), 'token-c')).not.toBe(a);
  });

  it('without a session id, the time the password was entered names the sign-in; without that, the token', () => {
    const a = sessionKeyOf(identity({ auth_time: AUTH_TIME }), 'token-a');
    expect(sessionKeyOf(identity({ auth_time: AUTH_TIME }), 'token-b')).toBe(a);
    expect(sessionKeyOf(identity({ auth_time: AUTH_TIME + 1 }), 'token-a')).not.toBe(a);
    expect(sessionKeyOf(identity({}), 'token-a')).not.toBe(sessionKeyOf(identity({}), 'token-b'));
  });
});
