import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createExternalAuth } from './setup.js';
import { InvalidTokenError } from './verifier.js';

/**
 * Any standards-compliant provider: read from its discovery document, ID
 * tokens checked against its JWKS. The provider is a local server speaking the OIDC wire format.
 */
describe('external OpenID provider via discovery', () => {
  let server: http.Server;
  let issuer: string;
  let privateKey: CryptoKey;
  let jwksHits = 0;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    server = http.createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/pool/.well-known/openid-configuration') {
        return res.end(
          JSON.stringify({
            issuer,
            authorization_endpoint: `${issuer}/oauth2/authorize`,
            token_endpoint: `${issuer}/oauth2/token`,
            jwks_uri: `${issuer}/jwks.json`,
          }),
        );
      }
      if (req.url === '/pool/jwks.json') {
        jwksHits++;
        return res.end(JSON.stringify({ keys: [jwk] }));
      }
      res.statusCode = 404;
      res.end('{}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pool`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const config = (extra: Record<string, string> = {}) =>
    loadConfig({
      PUBLIC_URL: 'https://scribe.clinic.test',
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: 'cognito-client',
      ...extra,
    });

  const sign = (claims: Record<string, unknown>) =>
    new SignJWT({ iss: issuer, aud: 'cognito-client', sub: 'u-1', email: 'gp@clinic.test', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);

  it('Cognito hosted UI: identity_provider=Google and /logout with logout_uri', async () => {
    const auth = await createExternalAuth(
      config({ OIDC_IDENTITY_PROVIDER: 'Google', OIDC_LOGOUT_URL: 'https://pool.auth.test/logout' }),
      issuer,
      'cognito-client',
    );
    expect(auth.publicAuth).toEqual({
      issuer,
      clientId: 'cognito-client',
      authorizationEndpoint: `${issuer}/oauth2/authorize`,
      tokenEndpoint: `${issuer}/oauth2/token`,
      logoutEndpoint: 'https://pool.auth.test/logout',
      logoutParam: 'logout_uri',
      identityProvider: 'Google',
      embedded: false,
    });
  });

  it("verifies the provider's ID tokens against its JWKS and refuses another audience", async () => {
    const auth = await createExternalAuth(config(), issuer, 'cognito-client');
    expect(auth.publicAuth.logoutParam).toBe('post_logout_redirect_uri');
    const who = await auth.verifier.verify(await sign({ given_name: 'Ravi', family_name: 'Menon' }));
    expect(who).toMatchObject({ issuer, subject: 'u-1', email: 'gp@clinic.test', name: 'Ravi Menon' });
    expect(jwksHits).toBeGreaterThan(0);
    await expect(auth.verifier.verify(await sign({ aud: 'other-app' }))).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('fails start-up with a clear message when discovery is unreachable', async () => {
    await expect(createExternalAuth(config(), `${issuer}/nope`, 'x')).rejects.toThrow(
      /OpenID discovery failed for .*HTTP 404/,
    );
  });
});
