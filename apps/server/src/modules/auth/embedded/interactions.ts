import { SignInFormSchema } from '@asha/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Provider, { errors, type InteractionResults } from 'oidc-provider';
import type { Db } from '../../../db/client.js';
import { audit } from '../../../lib/audit.js';
import { findAccountByEmail, normalizeEmail } from './accounts.service.js';
import { dummyHash, verifyPassword } from './passwords.js';
import { OIDC_PREFIX } from './provider.js';
import type { LoginThrottle } from './throttle.js';
import { LOGOUT_SCRIPT, LOGOUT_SCRIPT_PATH, loginPage, messagePage } from './views.js';

interface Deps {
  provider: Provider;
  db: Db;
  throttle: LoginThrottle;
  publicUrl: string;
}

type Details = Awaited<ReturnType<Provider['interactionDetails']>>;

export const WRONG_CREDENTIALS = 'Wrong email or password.';
export const ACCOUNT_DISABLED = "This account has been disabled. Ask your clinic's administrator.";

/** The clinic's own sign-in screens for the embedded provider. */
export async function interactionRoutes(app: FastifyInstance, d: Deps): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8192 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get<{ Params: { uid: string } }>(`${OIDC_PREFIX}/interaction/:uid`, async (req, reply) => {
    const details = await loadDetails(d, req, reply);
    if (!details) return reply;
    if (details.prompt.name === 'login') return html(reply, 200, loginPage({ action: loginAction(details.uid) }));
    return finish(d, req, reply, { consent: { grantId: await grantConsent(d.provider, details) } });
  });

  app.post<{ Params: { uid: string }; Body: Record<string, string> | undefined }>(
    `${OIDC_PREFIX}/interaction/:uid/login`,
    async (req, reply) => {
      const details = await loadDetails(d, req, reply);
      if (!details) return reply;
      const action = loginAction(details.uid);
      const email = normalizeEmail(String(req.body?.email ?? ''));
      const password = String(req.body?.password ?? '');
      if (!email || !password)
        return html(reply, 400, loginPage({ action, email, error: 'Enter your email and password.' }));
      const form = SignInFormSchema.safeParse({ email, password });
      if (!form.success)
        return html(reply, 400, loginPage({ action, email: '', error: form.error.issues[0]!.message }));
      const locked = d.throttle.retryAfterMs(email, req.ip);
      if (locked > 0) return tooMany(reply, action, email, locked);
      const account = await findAccountByEmail(d.db, email);
      const ok = await verifyPassword(password, account?.passwordHash ?? (await dummyHash()));
      if (!account || !ok) {
        d.throttle.recordFailure(email, req.ip);
        await audit({ db: d.db }, req, {
          action: 'sign-in.failed',
          resourceType: 'session',
          account: email,
          outcome: 'failure',
        });
        const wait = d.throttle.retryAfterMs(email, req.ip);
        if (wait > 0) return tooMany(reply, action, email, wait);
        return html(reply, 401, loginPage({ action, email, error: WRONG_CREDENTIALS }));
      }
      // Only someone who knows the password learns that the account is disabled.
      if (account.disabledAt) {
        await audit({ db: d.db }, req, {
          action: 'sign-in.failed',
          resourceType: 'account',
          resourceId: account.id,
          account: email,
          outcome: 'denied',
        });
        return html(reply, 403, loginPage({ action, email, error: ACCOUNT_DISABLED }));
      }
      d.throttle.recordSuccess(email, req.ip);
      return finish(d, req, reply, { login: { accountId: account.id } });
    },
  );

  app.get(LOGOUT_SCRIPT_PATH, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(LOGOUT_SCRIPT),
  );
}

function loginAction(uid: string) {
  return `${OIDC_PREFIX}/interaction/${encodeURIComponent(uid)}/login`;
}

/** The interaction behind the cookie; an expired or foreign one gets a page that says what to do. */
async function loadDetails(
  d: Deps,
  req: FastifyRequest<{ Params: { uid: string } }>,
  reply: FastifyReply,
): Promise<Details | null> {
  try {
    const details = await d.provider.interactionDetails(req.raw, reply.raw);
    if (details.uid === req.params.uid) return details;
  } catch (err) {
    if (!(err instanceof errors.SessionNotFound)) throw err;
  }
  html(
    reply,
    400,
    messagePage(
      'This sign-in page has expired',
      "Please go back to Asha Scribe and choose 'Continue with Google' again.",
      {
        href: `${d.publicUrl}/auth`,
        text: 'Start signing in again',
      },
    ),
  );
  return null;
}

async function finish(d: Deps, req: FastifyRequest, reply: FastifyReply, result: InteractionResults) {
  const returnTo = await d.provider.interactionResult(req.raw, reply.raw, result, { mergeWithLastSubmission: true });
  return reply.redirect(returnTo, 303);
}

async function grantConsent(provider: Provider, details: Details): Promise<string> {
  const { prompt, params, session, grantId } = details;
  const grant =
    (grantId ? await provider.Grant.find(grantId) : undefined) ??
    new provider.Grant({ accountId: session!.accountId, clientId: String(params.client_id) });
  const missing = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  return grant.save();
}

function tooMany(reply: FastifyReply, action: string, email: string, waitMs: number) {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  reply.header('Retry-After', String(Math.ceil(waitMs / 1000)));
  const error = `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
  return html(reply, 429, loginPage({ action, email, error }));
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(body);
}
