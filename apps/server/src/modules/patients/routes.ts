import { CreatePatientRequestSchema, ListPatientsQuerySchema } from '@asha/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { parseOr400 } from '../../lib/validate.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { createPatient, findPatient, listPatients } from './service.js';

/** Spec §7 calls 6, 7 and 9, always within the signed-in clinician's own patients (spec §6). */
export async function patientsRoutes(api: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const db = ctx.database.db;
  api.addHook('preHandler', api.authenticate);

  api.get('/patients', async (req) => {
    const q = parseOr400(ListPatientsQuerySchema, req.query);
    const clinicianId = req.clinician.id;
    const after = q.nextToken ? decodeCursor(q.nextToken, { clinicianId, order: q.order, secret: ctx.appSecret }) : null;
    if (q.nextToken && !after) throw badRequest('Invalid nextToken');
    const page = await listPatients(db, clinicianId, q, after);
    return { items: page.items, nextToken: page.last ? encodeCursor(page.last, clinicianId, ctx.appSecret) : null };
  });

  api.get<{ Params: { patientId: string } }>('/patients/:patientId', async (req) => {
    const patient = await findPatient(db, req.clinician.id, req.params.patientId);
    if (!patient) throw notFound('Patient not found');
    return { patient };
  });

  api.post('/users', async (req, reply) => {
    const input = parseOr400(CreatePatientRequestSchema, req.body ?? {});
    const patient = await createPatient(db, req.clinician.id, input);
    return reply.code(201).send({ patient });
  });
}
