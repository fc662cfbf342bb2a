import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet } from 'jose';
import type { Logger } from 'pino';
import type { Config } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import { parseTokenResponse, refreshForm } from '../token-refresh.js';
import type { AuthSetup } from '../types.js';
import { createTokenVerifier } from '../verifier.js';
import { countAccounts, createAccount } from './accounts.service.js';
import { sweepExpired } from './adapter.js';
import { interactionRoutes } from './interactions.js';
import { loadOrCreateSigningKeys } from './keys.js';
import { mountProvider } from './mount.js';
import { endAccountSession } from './sessions.js';
import { createProvider, EMBEDDED_CLIENT_ID, OIDC_PREFIX } from './provider.js';
import { DEFAULT_THROTTLE, LoginThrottle, type ThrottleOptions } from './throttle.js';

export const DEFAULT_FIRST_EMAIL = 'doctor@clinic.local';

/**
 * The embedded OpenID provider for one-machine installs: the default when no
 * OIDC_ISSUER is set. The API verifies its ID tokens with the public keys in memory — no HTTP
 * call to itself at start-up.
 */
export async function createEmbeddedAuth(o: {
  config: Config;
  database: Database;
  appSecret: string;
  logger: Logger;
  throttle?: ThrottleOptions;
}): Promise<AuthSetup> {
  const { config, database } = o;
  const issuer = `${config.publicUrl}${OIDC_PREFIX}`;
  const keys = loadOrCreateSigningKeys(config.dataDir);
  let firstAccount = await seedFirstAccount(o);
  const provider = createProvider({
    issuer,
    publicUrl: config.publicUrl,
    db: database.db,
    keys,
    cookieKeys: [createHmac('sha256', o.appSecret).update('oidc-cookies').digest('base64url')],
    trustProxy: config.trustProxy !== false,
  });
  provider.on('server_error', (_ctx, err) => o.logger.error({ err }, 'sign-in provider error'));
  const throttle = new LoginThrottle(o.throttle ?? DEFAULT_THROTTLE);
  let mountedOn: FastifyInstance | null = null;
  return {
    verifier: createTokenVerifier({ issuer, audience: EMBEDDED_CLIENT_ID, keys: createLocalJWKSet(keys.publicJwks) }),
    publicAuth: {
      issuer,
      clientId: EMBEDDED_CLIENT_ID,
      authorizationEndpoint: `${issuer}/auth`,
      tokenEndpoint: `${issuer}/token`,
      logoutEndpoint: `${issuer}/session/end`,
      logoutParam: 'post_logout_redirect_uri',
      identityProvider: null,
      embedded: true,
    },
    async register(app: FastifyInstance) {
      mountedOn = app;
      await mountProvider(app, provider, OIDC_PREFIX);
      await app.register(interactionRoutes, { provider, db: database.db, throttle, publicUrl: config.publicUrl });
      startSweeper(app, database, o.logger);
    },
    // The provider runs in this process: its token endpoint is called in memory, not over the network.
    async refresh(refreshToken) {
      if (!mountedOn) throw new Error('The sign-in provider is not mounted.');
      const res = await mountedOn.inject({
        method: 'POST',
        url: `${OIDC_PREFIX}/token`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: refreshForm(EMBEDDED_CLIENT_ID, refreshToken),
      });
      return parseTokenResponse(res.statusCode, res.body);
    },
    async endProviderSession(identity) {
      const { sid, auth_time } = identity.claims;
      await endAccountSession(database.db, identity.subject, {
        sid: typeof sid === 'string' && sid ? sid : null,
        loginTs: typeof auth_time === 'number' ? auth_time : null,
      });
    },
    async signInHint() {
      // The first account's password is shown once, in the start banner, and never again.
      const shown = firstAccount;
      firstAccount = null;
      if (!shown)
        return `  Sign in at ${config.publicUrl}/auth with your clinic account.\n  Add accounts with: npm run users -- add <email> [--name "Dr X"]`;
      return [
        '  First run: a clinician account was created (this password is shown only now):',
        `    Email:    ${shown.email}`,
        `    Password: ${shown.password}`,
        `  Sign in at ${config.publicUrl}/auth. Add accounts with: npm run users -- add <email>`,
      ].join('\n');
    },
  };
}

/** First run: no account yet → one from SEED_CLINICIAN_* or doctor@clinic.local with a random password. */
async function seedFirstAccount(o: {
  config: Config;
  database: Database;
}): Promise<{ email: string; password: string } | null> {
  if ((await countAccounts(o.database.db)) > 0) return null;
  const { account, password } = await createAccount(o.database.db, {
    email: o.config.SEED_CLINICIAN_EMAIL ?? DEFAULT_FIRST_EMAIL,
    password: o.config.SEED_CLINICIAN_PASSWORD,
    name: o.config.SEED_CLINICIAN_NAME,
  });
  return { email: account.email, password };
}

function startSweeper(app: FastifyInstance, database: Database, logger: Logger) {
  const sweep = () =>
    sweepExpired(database.db).catch((err: Error) => logger.warn({ err: err.message }, 'oidc sweep failed'));
  void sweep();
  const timer = setInterval(sweep, 3600_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
