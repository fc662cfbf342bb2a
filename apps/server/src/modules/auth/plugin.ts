import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../context.js';
import { unauthorized } from '../../lib/http-errors.js';
import { AccessCheck } from './access.js';
import type { Clinician } from './clinicians.service.js';
import { InvalidTokenError, type VerifiedIdentity } from './verifier.js';

declare module 'fastify' {
  interface FastifyRequest {
    clinician: Clinician;
    /** The verified bearer token and its identity, for the session routes. */
    bearer: { token: string; identity: VerifiedIdentity } | null;
  }
  interface FastifyInstance {
    /** A valid bearer ID token of a live session sets `req.clinician`; anything else is a 401. Every API route runs it unless public. */
    authenticate(req: FastifyRequest): Promise<void>;
    accessCheck: AccessCheck;
  }
  interface FastifyContextConfig {
    /** An API route anyone may call, a named exception to signed-in by default (e.g. the public config). */
    public?: boolean;
  }
}

/** Reads a bearer token from the Authorization header; null when there is none. */
export function bearerToken(req: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return match ? match[1]! : null;
}

/**
 * Signature, issuer, audience and expiry are checked in memory; whether the clinician is still
 * enabled and the session not ended is read from the database (cached a few seconds). Nothing is
 * written for an ordinary request: the sign-in itself (POST /api/session) keeps the clinician current.
 */
async function authPlugin(app: FastifyInstance, opts: { ctx: AppContext }) {
  const access = new AccessCheck(opts.ctx.database);
  app.decorate('accessCheck', access);
  app.decorateRequest('clinician', null as unknown as Clinician);
  app.decorateRequest('bearer', null);
  app.decorate('authenticate', async (req: FastifyRequest) => {
    const token = bearerToken(req);
    if (!token) throw unauthorized('Please sign in.');
    let identity: VerifiedIdentity;
    try {
      identity = await opts.ctx.verifier.verify(token);
    } catch (err) {
      if (err instanceof InvalidTokenError) throw unauthorized(err.message);
      throw err;
    }
    req.clinician = await access.clinicianFor(identity, token);
    req.bearer = { token, identity };
  });
}

export default fp(authPlugin, { name: 'auth' });
