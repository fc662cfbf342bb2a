import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../context.js';
import { unauthorized } from '../../lib/http-errors.js';
import { upsertClinician, type Clinician } from './clinicians.service.js';
import { InvalidTokenError } from './verifier.js';

declare module 'fastify' {
  interface FastifyRequest {
    clinician: Clinician;
  }
  interface FastifyInstance {
    /** preHandler for every data call: a valid bearer ID token or 401 (spec §6). */
    authenticate(req: FastifyRequest): Promise<void>;
  }
}

async function authPlugin(app: FastifyInstance, opts: { ctx: AppContext }) {
  app.decorateRequest('clinician', null as unknown as Clinician);
  app.decorate('authenticate', async (req: FastifyRequest) => {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized('Please sign in.');
    try {
      const identity = await opts.ctx.verifier.verify(match[1]!);
      req.clinician = await upsertClinician(opts.ctx.database.db, identity);
    } catch (err) {
      if (err instanceof InvalidTokenError) throw unauthorized(err.message);
      throw err;
    }
  });
}

export default fp(authPlugin, { name: 'auth' });
