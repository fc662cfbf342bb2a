import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicianWithPatient } from '../../test/consultations.js';
import type { TestApp } from '../../test/harness.js';
import { startProtocolApp, type ProtocolApp } from '../../test/scribe-protocol/app.js';
import { createRecordKey, revokeRecordKey } from '../record-keys/keys.service.js';

let app: ProtocolApp;
let t: TestApp;
let doctor: ProtocolApp['doctor'];
let headers: ProtocolApp['headers'];
let create: ProtocolApp['create'];
let status: ProtocolApp['status'];

beforeAll(async () => {
  app = await startProtocolApp('protocol-doctor');
  ({ t, doctor, headers, create, status } = app);
});
afterAll(() => app.close());

const newSession = (patient: object = { id: 'emr-p-1', name: 'Asha Patel' }, templates = ['soap']) =>
  create({ templates, upload_type: 'single', patient });

/** Whose a session is, which key may act, and the trail of each key's requests. */
describe('scribe–EMR protocol: keys', () => {
  it('answers another key’s session, and a revoked key, as the protocol says', async () => {
    const id = (await newSession()).json().session_id;
    const other = await clinicianWithPatient(t, 'protocol-other');
    const otherKey = (await createRecordKey(t.ctx.database.db, { name: 'Other EMR', clinicianId: other.clinicianId }))
      .key;
    const res = await status(id, otherKey);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ code: 'session_not_found', details: { session_id: id } });

    const revoked = await createRecordKey(t.ctx.database.db, { name: 'Old EMR', clinicianId: doctor.clinicianId });
    expect((await newSession(undefined, ['soap'])).statusCode).toBe(201);
    await revokeRecordKey(t.ctx.database.db, revoked.row.id);
    const refused = await create(
      { templates: ['soap'], upload_type: 'single', patient: { id: 'x', name: 'X' } },
      revoked.key,
    );
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toMatchObject({
      code: 'authentication_failed',
      message: expect.stringContaining('revoked'),
    });
  });

  it('puts each request of a good key in the audit trail once, those it refused included', async () => {
    const made = await createRecordKey(t.ctx.database.db, { name: 'Audited EMR', clinicianId: doctor.clinicianId });
    const k = made.key;
    const id = (
      await create({ templates: ['soap'], upload_type: 'single', patient: { id: 'emr-audit', name: 'A B' } }, k)
    ).json().session_id;
    const answers = [
      (await status(id, k)).statusCode,
      (await status('ses_doesnotexist00000', k)).statusCode,
      (await create({ templates: [] }, k)).statusCode,
      (
        await t.app.inject({
          method: 'POST',
          url: `/v1/sessions/${id}/audio`,
          headers: { ...headers(k), 'content-type': 'audio/wav' },
          payload: Buffer.from('not audio'),
        })
      ).statusCode,
      (
        await t.app.inject({
          method: 'POST',
          url: `/v1/sessions/${id}/end`,
          headers: headers(k),
          payload: { audio_files_sent: 1 },
        })
      ).statusCode,
    ];
    expect(answers).toEqual([202, 404, 400, 400, 400]);
    const { rows } = await t.ctx.database.pool.query(
      `select count(*)::int as n from audit_events where action = 'record-key.use' and resource_id = $1`,
      [made.row.id],
    );
    expect(rows[0].n).toBe(6);
  });

  it('a clinic-wide key names the clinician by email', async () => {
    const clinic = (await createRecordKey(t.ctx.database.db, { name: 'Front desk', clinicianId: null })).key;
    const body = { templates: ['soap'], upload_type: 'single', patient: { id: 'fd-1', name: 'Front Desk Patient' } };
    const unnamed = await create(body, clinic);
    expect(unnamed.json().error).toMatchObject({
      code: 'missing_required_field',
      details: { field: 'clinician.email' },
    });
    const named = await create({ ...body, clinician: { email: 'PROTOCOL-DOCTOR@clinic.test' } }, clinic);
    expect(named.statusCode).toBe(201);
  });
});
