import type { FastifyInstance } from 'fastify';
import type { MeResponse } from '@asha/contracts';
import type { AppContext } from '../../context.js';

/** GET /api/me: the signed-in clinician as the server knows them (doctorId, spec §6). */
export async function authRoutes(app: FastifyInstance, _opts: { ctx: AppContext }) {
  app.get('/me', { preHandler: app.authenticate }, async (req): Promise<MeResponse> => {
    const c = req.clinician;
    return { doctorId: c.id, email: c.email, name: c.name, createdAt: c.createdAt.toISOString() };
  });
}
