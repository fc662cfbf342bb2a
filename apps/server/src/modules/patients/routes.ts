import {
  CreatePatientRequestSchema,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  ListPatientsQuerySchema,
} from '@asha/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { auditRead } from '../../lib/audit-reads.js';
import { ownPatient } from '../../lib/ownership.js';
import { withTransaction } from '../../lib/transaction.js';
import { parseOr400 } from '../../lib/validate.js';
import { patientChangeRoutes } from './changes.routes.js';
import { createPatient, listPatients, toPatient } from './service.js';

/**
 * The patients list, one patient, and a new patient — always within the signed-in clinician's own
 * patients; every read and change is in the audit trail before the answer goes out.
 */
export async function patientsRoutes(api: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const db = ctx.database.db;

  api.get('/patients', async (req) => {
    const q = parseOr400(ListPatientsQuerySchema, req.query);
    const page = await listPatients(db, req.clinician.id, q, ctx.appSecret);
    await auditRead(ctx.database, req, { action: 'patients.list', resourceType: 'patient' });
    return page;
  });

  api.get<{ Params: { patientId: string } }>('/patients/:patientId', async (req) => {
    const patient = toPatient(await ownPatient(db, req.clinician.id, req.params.patientId));
    await auditRead(ctx.database, req, {
      action: 'patient.read',
      resourceType: 'patient',
      resourceId: patient.patientId,
      patientId: patient.patientId,
    });
    return { patient };
  });

  api.post('/users', async (req, reply) => {
    const input = parseOr400(CreatePatientRequestSchema, req.body ?? {});
    const key = parseOr400(IdempotencyKeySchema, req.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]);
    const { patient, replayed } = await withTransaction(ctx.database, async (tx) => {
      const created = await createPatient(tx.db, req.clinician.id, input, key);
      if (!created.replayed) {
        await audit(tx, req, {
          action: 'patient.create',
          resourceType: 'patient',
          resourceId: created.patient.patientId,
          patientId: created.patient.patientId,
        });
      }
      return created;
    });
    // A replay answers exactly as the first request did, and says that it is one.
    if (replayed) reply.header('Idempotent-Replayed', 'true');
    return reply.code(201).send({ patient });
  });

  await patientChangeRoutes(api, opts);
}
