import { AccessHistoryQuerySchema, type AccessHistoryResponse } from '@asha/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { auditRead } from '../../lib/audit-reads.js';
import { ownPatient } from '../../lib/ownership.js';
import { parseOr400 } from '../../lib/validate.js';
import { accessHistory } from './access-history.service.js';

/** GET /api/patients/{id}/access-history: who read or changed this patient's data, for their own clinician. */
export async function auditRoutes(api: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  api.get<{ Params: { patientId: string } }>(
    '/patients/:patientId/access-history',
    async (req): Promise<AccessHistoryResponse> => {
      const q = parseOr400(AccessHistoryQuerySchema, req.query);
      const { patientId } = req.params;
      await ownPatient(ctx.database.db, req.clinician.id, patientId);
      const page = await accessHistory(ctx.database.db, ctx.appSecret, req.clinician.id, patientId, q);
      await auditRead(ctx.database, req, {
        action: 'access-history.read',
        resourceType: 'audit',
        resourceId: patientId,
        patientId,
      });
      return page;
    },
  );
}
