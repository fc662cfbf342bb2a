import {
  EndSessionRequestSchema,
  StartSessionRequestSchema,
  type MeResponse,
  type RefreshSessionResponse,
} from '@asha/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { unauthorized } from '../../lib/http-errors.js';
import { withTransaction } from '../../lib/transaction.js';
import { parseOr400 } from '../../lib/validate.js';
import { revokeSession } from './access.js';
import { upsertClinician, type Clinician } from './clinicians.service.js';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.js';
import { RefreshRefusedError } from './token-refresh.js';
import { InvalidTokenError } from './verifier.js';

export const SESSION_OVER_MESSAGE = 'Your session has ended. Please sign in again.';

export function toMe(c: Clinician): MeResponse {
  return { doctorId: c.id, email: c.email, name: c.name, createdAt: c.createdAt.toISOString() };
}

/**
 * The browser's sign-in session. POST /session registers a sign-in (the only request that writes
 * the clinician's name and email) and takes the refresh token into an HttpOnly cookie;
 * /session/refresh renews the ID token from that cookie; /session/end ends the session at once:
 * its tokens are refused from the next request on, the provider's session and the cookie are gone.
 */
export async function sessionRoutes(api: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const publicUrl = ctx.config.publicUrl;

  api.post('/session', async (req, reply): Promise<MeResponse> => {
    const body = parseOr400(StartSessionRequestSchema, req.body ?? {});
    const clinician = await withTransaction(ctx.database, async (tx) => {
      const c = await upsertClinician(tx.db, req.bearer!.identity);
      await audit(tx, req, { action: 'sign-in', resourceType: 'session', clinicianId: c.id });
      return c;
    });
    if (body.refreshToken) setRefreshCookie(reply, publicUrl, body.refreshToken);
    return toMe(clinician);
  });

  api.post('/session/refresh', { config: { public: true } }, async (req, reply): Promise<RefreshSessionResponse> => {
    const refreshToken = readRefreshCookie(req);
    if (!refreshToken) throw unauthorized('Please sign in.');
    try {
      const tokens = await ctx.sessions.refresh(refreshToken);
      const identity = await ctx.verifier.verify(tokens.idToken);
      // A disabled clinician or an ended session gets no new token either.
      await api.accessCheck.clinicianFor(identity, tokens.idToken);
      if (tokens.refreshToken) setRefreshCookie(reply, publicUrl, tokens.refreshToken);
      return { idToken: tokens.idToken, accessToken: tokens.accessToken, expiresIn: tokens.expiresIn };
    } catch (err) {
      if (err instanceof RefreshRefusedError || err instanceof InvalidTokenError)
        return refused(reply, SESSION_OVER_MESSAGE);
      if ((err as { statusCode?: number }).statusCode === 401) return refused(reply, (err as Error).message);
      throw err;
    }
  });

  api.post('/session/end', async (req, reply) => {
    const { reason } = parseOr400(EndSessionRequestSchema, req.body ?? {});
    const { token, identity } = req.bearer!;
    await withTransaction(ctx.database, async (tx) => {
      await revokeSession(tx.db, identity, token);
      await audit(tx, req, {
        action: reason === 'idle' ? 'session.expired-idle' : 'sign-out',
        resourceType: 'session',
      });
    });
    api.accessCheck.forget();
    await ctx.sessions.endProviderSession(identity);
    clearRefreshCookie(reply, publicUrl);
    return reply.code(204).send();
  });

  function refused(reply: FastifyReply, message: string): never {
    clearRefreshCookie(reply, publicUrl);
    throw unauthorized(message);
  }
}
