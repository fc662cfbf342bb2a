import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { getAnalytics } from './service.js';

/** GET /analytics: the signed-in clinician's own figures (issue #4, item 6). */
export async function analyticsRoutes(api: FastifyInstance, opts: { ctx: AppContext }) {
  const db = opts.ctx.database.db;
  api.addHook('preHandler', api.authenticate);
  api.get('/analytics', async (req) => getAnalytics(db, req.clinician.id));
}
