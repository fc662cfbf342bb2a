import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { PublicConfig } from '@asha/contracts';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { createTokenVerifier, discoverJwks, type TokenVerifier } from './verifier.js';

export interface AuthSetup {
  verifier: TokenVerifier;
  publicAuth: PublicConfig['auth'];
  /** Mounts whatever the provider needs on the app (the embedded provider's endpoints). */
  register(app: FastifyInstance): Promise<void>;
  /** What `npm start` prints about signing in. */
  signInHint(): Promise<string>;
}

/**
 * An external provider when OIDC_ISSUER is set (Google, Cognito, Keycloak, Auth0); otherwise
 * the embedded provider for one-machine installs (issue #3).
 */
export async function createAuth(o: { config: Config; database: Database; appSecret: string; logger: Logger }): Promise<AuthSetup> {
  const { config } = o;
  if (!config.OIDC_ISSUER) {
    throw new Error('The embedded sign-in provider is not built yet: set OIDC_ISSUER and OIDC_CLIENT_ID (issue #3).');
  }
  const issuer = config.OIDC_ISSUER.replace(/\/$/, '');
  const doc = await fetchDiscovery(issuer);
  return {
    verifier: createTokenVerifier({ issuer: doc.issuer, audience: config.OIDC_CLIENT_ID!, keys: await discoverJwks(issuer) }),
    publicAuth: {
      issuer: doc.issuer,
      clientId: config.OIDC_CLIENT_ID!,
      authorizationEndpoint: doc.authorization_endpoint,
      tokenEndpoint: doc.token_endpoint,
      logoutEndpoint: config.OIDC_LOGOUT_URL ?? doc.end_session_endpoint ?? `${issuer}/logout`,
      logoutParam: config.OIDC_LOGOUT_URL ? 'logout_uri' : 'post_logout_redirect_uri',
      identityProvider: config.OIDC_IDENTITY_PROVIDER ?? null,
      embedded: false,
    },
    register: async () => undefined,
    signInHint: async () => `  Sign in with your account at ${doc.issuer}.`,
  };
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  end_session_endpoint?: string;
}

async function fetchDiscovery(issuer: string): Promise<Discovery> {
  const res = await fetch(`${issuer}/.well-known/openid-configuration`);
  if (!res.ok) throw new Error(`OpenID discovery failed for ${issuer}: HTTP ${res.status}`);
  return (await res.json()) as Discovery;
}
