import { UpdatePatientRequestSchema, type DeletedResponse, type GetPatientResponse } from '@asha/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { withTransaction } from '../../lib/transaction.js';
import { parseOr400 } from '../../lib/validate.js';
import { deletedResponse } from '../deletion/index.js';
import { deletePatient, restorePatient, updatePatient } from './changes.service.js';
import { toPatient } from './service.js';

type Params = { Params: { patientId: string } };

/** Correcting, deleting and restoring a patient; each change and its audit row commit together. */
export async function patientChangeRoutes(api: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const undoSec = ctx.config.DELETE_UNDO_SEC;
  const patientAudit = (patientId: string) => ({ resourceType: 'patient' as const, resourceId: patientId, patientId });

  api.patch<Params>('/patients/:patientId', async (req): Promise<GetPatientResponse> => {
    const input = parseOr400(UpdatePatientRequestSchema, req.body ?? {});
    const { patientId } = req.params;
    const row = await withTransaction(ctx.database, async (tx) => {
      const updated = await updatePatient(tx, req.clinician.id, patientId, input);
      await audit(tx, req, { action: 'patient.update', ...patientAudit(patientId) });
      return updated;
    });
    return { patient: toPatient(row) };
  });

  api.delete<Params>('/patients/:patientId', async (req): Promise<DeletedResponse> => {
    const { patientId } = req.params;
    const deletedAt = await withTransaction(ctx.database, async (tx) => {
      const at = await deletePatient(tx, req.clinician.id, patientId);
      await audit(tx, req, { action: 'patient.delete', ...patientAudit(patientId) });
      return at;
    });
    return deletedResponse(deletedAt, undoSec);
  });

  api.post<Params>('/patients/:patientId/restore', async (req): Promise<GetPatientResponse> => {
    const { patientId } = req.params;
    const row = await withTransaction(ctx.database, async (tx) => {
      const restored = await restorePatient(tx, req.clinician.id, patientId, undoSec);
      await audit(tx, req, { action: 'patient.restore', ...patientAudit(patientId) });
      return restored;
    });
    return { patient: toPatient(row) };
  });
}
