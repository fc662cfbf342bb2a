import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { getAnalytics } from './service.js';

/** GET /analytics: the signed-in clinician's own figures. */
export async function analyticsRoutes(api: FastifyInstance, opts: { ctx: AppContext }) {
  const db = opts.ctx.database.db;
  api.get('/analytics', async (req) => getAnalytics(db, req.clinician.id));
}
