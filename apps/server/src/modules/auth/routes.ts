import type { FastifyInstance } from 'fastify';
import type { MeResponse } from '@asha/contracts';
import type { AppContext } from '../../context.js';
import { sessionRoutes, toMe } from './session.routes.js';

/** GET /api/me: the signed-in clinician as the server knows them (their doctorId included); the session routes. */
export async function authRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  app.get('/me', async (req): Promise<MeResponse> => toMe(req.clinician));
  await sessionRoutes(app, opts);
}
