import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../../../db/client.js';
import { createPgAdapterFactory } from './adapter.js';
import { findAccountById } from './accounts.service.js';
import type { SigningKeys } from './keys.js';
import { logoutPage, messagePage } from './views.js';

/** The one public client: the Asha Scribe web app itself. */
export const EMBEDDED_CLIENT_ID = 'asha-web';
export const OIDC_PREFIX = '/oidc';

const DAY = 24 * 3600;
export const TTL = {
  AccessToken: 3600,
  IdToken: 3600,
  AuthorizationCode: 60,
  RefreshToken: 14 * DAY,
  Session: 14 * DAY,
  Grant: 14 * DAY,
  Interaction: 3600,
};

export function createProvider(o: {
  issuer: string;
  publicUrl: string;
  db: Db;
  keys: SigningKeys;
  cookieKeys: string[];
  trustProxy: boolean;
}): Provider {
  const configuration: Configuration = {
    adapter: createPgAdapterFactory(o.db),
    clients: [
      {
        client_id: EMBEDDED_CLIENT_ID,
        client_name: 'Asha Scribe',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${o.publicUrl}/callback`],
        post_logout_redirect_uris: [`${o.publicUrl}/`],
        id_token_signed_response_alg: 'RS256',
        // Every ID token names the moment the password was entered (and, from findAccount, its
        // session): the API ends exactly that sign-in's tokens at sign-out (modules/auth/session-key.ts).
        require_auth_time: true,
      },
    ],
    jwks: o.keys.privateJwks as Configuration['jwks'],
    cookies: { keys: o.cookieKeys },
    scopes: ['openid', 'email', 'profile', 'offline_access'],
    claims: {
      openid: ['sub', 'sid'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // The web app reads the clinician's name and email from the ID token, so the
    // scope's claims go into it, not only into userinfo.
    conformIdTokenClaims: false,
    findAccount: async (_ctx, sub, token) => {
      const a = await findAccountById(o.db, sub);
      if (!a) return undefined;
      const name = [a.givenName, a.familyName].filter(Boolean).join(' ') || undefined;
      // Every ID token names its sign-in as `sid`: the provider's session behind the code or the
      // refresh token, a random id of its own for each browser that signs in. Two sign-ins in the
      // same second (two devices) are two sessions, and ending one leaves the other.
      const sid = token && 'sessionUid' in token ? token.sessionUid : undefined;
      return {
        accountId: a.id,
        claims: async () => ({
          sub: a.id,
          sid,
          email: a.email,
          email_verified: true,
          given_name: a.givenName ?? undefined,
          family_name: a.familyName ?? undefined,
          name,
        }),
      };
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = messagePage('You are signed out', 'You have signed out of Asha Scribe.', {
            href: `${o.publicUrl}/`,
            text: 'Back to Asha Scribe',
          });
        },
      },
    },
    interactions: { url: async (_ctx, interaction) => `${OIDC_PREFIX}/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    // Spec scope is `openid email profile`; the first-party public client still gets a refresh
    // token, bound to the sign-in session and rotated on every use.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    loadExistingGrant: autoGrantFirstParty,
    ttl: TTL,
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      const reason = String(out.error_description ?? out.error ?? 'Unknown error');
      ctx.body = messagePage('Sign-in problem', reason, {
        href: `${o.publicUrl}/auth`,
        text: 'Start signing in again',
      });
    },
  };
  const provider = new Provider(o.issuer, configuration);
  // Behind a TLS-terminating proxy the public URL is https while the app sees http; its
  // X-Forwarded-* headers are believed only when TRUST_PROXY says a proxy is there.
  provider.proxy = o.trustProxy;
  return provider;
}

/** Consent is implied for the clinic's own app: no consent screen. */
async function autoGrantFirstParty(ctx: KoaContextWithOIDC) {
  const { client, session } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
  const grant = existing ?? new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  if (client.clientId !== EMBEDDED_CLIENT_ID) return existing;
  grant.addOIDCScope('openid email profile offline_access');
  await grant.save();
  return grant;
}
