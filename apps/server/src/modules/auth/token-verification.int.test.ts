import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeResponseSchema } from '@asha/contracts';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { TEST_AUDIENCE, TEST_ISSUER } from '../../test/tokens.js';

/**
 * Every data call verifies the bearer ID token: signature, iss, aud, exp with
 * at most 60 s of skew, asymmetric algorithms only. Anything else is 401 with a JSON error.
 */
describe('bearer ID token verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const now = () => Math.floor(Date.now() / 1000);
  const me = (authorization?: string) =>
    t.app.inject({ url: '/api/me', headers: authorization ? { authorization } : {} });

  async function expect401(authorization: string | undefined, message?: RegExp) {
    const res = await me(authorization);
    expect(res.statusCode).toBe(401);
    const body = res.json();
    expect(typeof body.error).toBe('string');
    if (message) expect(body.error).toMatch(message);
  }

  it('answers a valid token with the clinician, the same one for the same subject', async () => {
    const first = await me((await t.authHeader('doctor-a', { name: 'Dr A' })).authorization);
    expect(first.statusCode).toBe(200);
    const a = MeResponseSchema.parse(first.json());
    expect(a).toMatchObject({ email: 'doctor-a@clinic.test', name: 'Dr A' });
    const again = MeResponseSchema.parse((await me((await t.authHeader('doctor-a')).authorization)).json());
    expect(again.doctorId).toBe(a.doctorId);
    const b = MeResponseSchema.parse((await me((await t.authHeader('doctor-b')).authorization)).json());
    expect(b.doctorId).not.toBe(a.doctorId);
  });

  it('refuses a missing or malformed Authorization header', async () => {
    await expect401(undefined, /sign in/i);
    await expect401('Basic dXNlcjpwYXNz', /sign in/i);
    await expect401('Bearer not-a-jwt');
  });

  it('refuses an expired token, but tolerates up to 60 s of clock skew', async () => {
    const expired = await t.issuer.mint({ sub: 'doctor-a' }, { iat: now() - 3700, expiresInSec: 3600 });
    await expect401(`Bearer ${expired}`, /expired/i);
    const justExpired = await t.issuer.mint({ sub: 'doctor-a' }, { iat: now() - 3630, expiresInSec: 3600 });
    expect((await me(`Bearer ${justExpired}`)).statusCode).toBe(200);
  });

  it('refuses a token for another audience or from another issuer', async () => {
    await expect401(`Bearer ${await t.issuer.mint({ sub: 'doctor-a', aud: 'someone-else' })}`, /aud/);
    await expect401(`Bearer ${await t.issuer.mint({ sub: 'doctor-a', iss: 'https://evil.example' })}`, /iss/);
  });

  it('refuses a token signed by a foreign key, and one whose payload was edited', async () => {
    await expect401(`Bearer ${await t.issuer.mintWithForeignKey({ sub: 'doctor-a' })}`, /signature/);
    const [h, , sig] = (await t.issuer.mint({ sub: 'doctor-a' })).split('.');
    const edited = Buffer.from(
      JSON.stringify({ iss: TEST_ISSUER, aud: TEST_AUDIENCE, sub: 'doctor-b', iat: now(), exp: now() + 3600 }),
    ).toString('base64url');
    await expect401(`Bearer ${h}.${edited}.${sig}`, /signature/);
  });

  it('refuses unsigned (alg: none) and HMAC-signed tokens', async () => {
    const claims = { iss: TEST_ISSUER, aud: TEST_AUDIENCE, sub: 'doctor-a', iat: now(), exp: now() + 3600 };
    await expect401(`Bearer ${new UnsecuredJWT(claims).encode()}`);
    const hs = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid: 'test-key' })
      .sign(new TextEncoder().encode('x'.repeat(32)));
    await expect401(`Bearer ${hs}`, /algorithm/);
  });

  it('refuses a correctly signed token without a subject', async () => {
    const noSub = await t.issuer.mint({ sub: undefined as unknown as string });
    await expect401(`Bearer ${noSub}`, /sub/);
  });
});
