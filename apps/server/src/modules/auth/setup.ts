import { createRemoteJWKSet } from 'jose';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { createEmbeddedAuth } from './embedded/index.js';
import { refreshAtEndpoint } from './token-refresh.js';
import type { AuthSetup } from './types.js';
import { createTokenVerifier } from './verifier.js';

export interface AuthDeps {
  config: Config;
  database: Database;
  appSecret: string;
  logger: Logger;
}

/**
 * An external provider when OIDC_ISSUER is set (Google, Cognito, Keycloak, Auth0); otherwise
 * the embedded provider for one-machine installs.
 */
export async function createAuth(o: AuthDeps): Promise<AuthSetup> {
  if (!o.config.OIDC_ISSUER) return createEmbeddedAuth(o);
  return createExternalAuth(o.config, o.config.OIDC_ISSUER, o.config.OIDC_CLIENT_ID!);
}

export interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  end_session_endpoint?: string;
}

/** Any standards-compliant provider, read from its discovery document. */
export async function createExternalAuth(config: Config, issuerUrl: string, clientId: string): Promise<AuthSetup> {
  const doc = await fetchDiscovery(issuerUrl);
  return {
    verifier: createTokenVerifier({
      issuer: doc.issuer,
      audience: clientId,
      keys: createRemoteJWKSet(new URL(doc.jwks_uri)),
    }),
    publicAuth: {
      issuer: doc.issuer,
      clientId,
      authorizationEndpoint: doc.authorization_endpoint,
      tokenEndpoint: doc.token_endpoint,
      // Cognito's hosted UI signs out at /logout with client_id + logout_uri;
      // providers without any logout endpoint (Google) just return to the site root.
      logoutEndpoint: config.OIDC_LOGOUT_URL ?? doc.end_session_endpoint ?? `${config.publicUrl}/`,
      logoutParam: config.OIDC_LOGOUT_URL ? 'logout_uri' : 'post_logout_redirect_uri',
      identityProvider: config.OIDC_IDENTITY_PROVIDER ?? null,
      embedded: false,
    },
    register: async () => undefined,
    signInHint: async () => `  Sign-in: ${doc.issuer} (client ${clientId}).`,
    refresh: (refreshToken) => refreshAtEndpoint(doc.token_endpoint, clientId, refreshToken),
    // The browser goes on to the provider's own logout, which ends its session there.
    endProviderSession: async () => undefined,
  };
}

export async function fetchDiscovery(issuerUrl: string): Promise<Discovery> {
  const url = `${issuerUrl.replace(/\/$/, '')}/.well-known/openid-configuration`;
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  } catch (err) {
    throw new Error(`OpenID discovery failed for ${issuerUrl}: ${(err as Error).message}`);
  }
  if (!res.ok) throw new Error(`OpenID discovery failed for ${issuerUrl}: HTTP ${res.status}`);
  const doc = (await res.json()) as Partial<Discovery>;
  for (const field of ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const) {
    if (!doc[field]) throw new Error(`OpenID discovery for ${issuerUrl} has no ${field}`);
  }
  return doc as Discovery;
}
