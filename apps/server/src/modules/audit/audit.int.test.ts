import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCsv } from '../../cli/audit-export.js';
import { CANARY_PATIENTS } from '../../test/canaries.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { pathOf, wavBytes } from '../../test/consultations.js';

type Auth = { authorization: string };
interface Row {
  action: string;
  clinician_id: string | null;
  patient_id: string | null;
  resource_id: string | null;
  outcome: string;
  ip: string | null;
  user_agent: string | null;
}

/**
 * The audit trail: one row per read and change of patient data, sign-in and sign-out and API-key
 * change, written with the change in one transaction, and impossible to alter or delete.
 */
describe('audit trail', () => {
  let t: TestApp;
  let a: Auth;
  let b: Auth;
  let patientId: string;
  const ua = { 'user-agent': 'audit-test-browser' };
  const req = (auth: Auth, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, payload, headers: { ...auth, ...ua } });
  const rows = async (): Promise<Row[]> =>
    (await t.ctx.database.pool.query<Row>('select * from audit_events order by at, id')).rows;
  const actions = async () => (await rows()).map((r) => r.action);

  beforeAll(async () => {
    t = await createTestApp({ DELETE_UNDO_SEC: '60' });
    a = await t.authHeader('doctor-audit-a');
    b = await t.authHeader('doctor-audit-b');
  });
  afterAll(() => t.close());

  it('records every listed action with who, what, when, from where and the outcome', async () => {
    expect((await req(a, 'POST', '/api/session', {})).statusCode).toBe(200);
    const created = await req(a, 'POST', '/api/users', { ...CANARY_PATIENTS[0], role: 'patient' });
    expect(created.statusCode).toBe(201);
    patientId = created.json().patient.patientId;
    await req(a, 'GET', '/api/patients');
    await req(a, 'GET', `/api/patients/${patientId}`);
    expect((await req(a, 'PATCH', `/api/patients/${patientId}`, { phone: '+91 90000 00001' })).statusCode).toBe(200);
    const upload = (
      await req(a, 'GET', `/api/conversation/upload-url?contentType=audio/wav&patientId=${patientId}`)
    ).json();
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: pathOf(upload.url),
          payload: wavBytes(),
          headers: { 'content-type': 'audio/wav' },
        })
      ).statusCode,
    ).toBe(200);
    const list = (await req(a, 'GET', `/api/patients/${patientId}/conversations`)).json();
    const conv = list.items[0];
    await req(a, 'GET', `/api/conversations/${conv.conversationId}`);
    expect((await t.app.inject({ url: pathOf(conv.audioUrl), headers: ua })).statusCode).toBe(200);
    // A player's later ranges are the same read: no second row.
    await t.app.inject({ url: pathOf(conv.audioUrl), headers: { ...ua, range: 'bytes=100-' } });
    await t.ctx.database.pool.query(
      `update conversations set status = 'failed', error = 'The speech service timed out.' where id = $1`,
      [conv.conversationId],
    );
    expect((await req(a, 'POST', `/api/conversations/${conv.conversationId}/retry`)).statusCode).toBe(200);
    expect((await req(a, 'DELETE', `/api/conversations/${conv.conversationId}`)).statusCode).toBe(200);
    expect((await req(a, 'POST', `/api/conversations/${conv.conversationId}/restore`)).statusCode).toBe(200);
    expect((await req(a, 'PUT', '/api/settings/api-key', { apiKey: 'sk-test-1234567890' })).statusCode).toBe(200);
    expect((await req(a, 'DELETE', '/api/settings/api-key')).statusCode).toBe(200);
    expect((await req(a, 'DELETE', `/api/patients/${patientId}`)).statusCode).toBe(200);
    expect((await req(a, 'POST', `/api/patients/${patientId}/restore`)).statusCode).toBe(200);
    expect((await req(a, 'GET', `/api/patients/${patientId}/access-history`)).statusCode).toBe(200);
    expect((await req(a, 'GET', '/api/conversation/audios')).json().items).toHaveLength(1);
    expect((await req(a, 'POST', '/api/session/end', {})).statusCode).toBe(204);

    expect(await actions()).toEqual([
      'sign-in',
      'patient.create',
      'patients.list',
      'patient.read',
      'patient.update',
      'conversation.upload-url',
      'conversations.list',
      'conversation.read',
      'audio.read',
      'conversation.retry',
      'conversation.delete',
      'conversation.restore',
      'api-key.save',
      'api-key.delete',
      'patient.delete',
      'patient.restore',
      'access-history.read',
      'files.list',
      'sign-out',
    ]);
    const clinicianId = (await rows())[0]!.clinician_id;
    for (const r of await rows()) {
      expect(r).toMatchObject({
        clinician_id: clinicianId,
        outcome: 'success',
        ip: '127.0.0.1',
        user_agent: 'audit-test-browser',
      });
      if (/^(patient\.|conversation|audio|access|files)/.test(r.action)) expect(r.patient_id, r.action).toBe(patientId);
    }
  });

  it('keeps a change and its row together: a failed audit write leaves the patient unchanged', async () => {
    a = await t.authHeader('doctor-audit-a', { iat: Math.floor(Date.now() / 1000) + 1 });
    await t.ctx.database.pool.query(
      `alter table audit_events add constraint no_updates check (action <> 'patient.update') not valid`,
    );
    try {
      const res = await req(a, 'PATCH', `/api/patients/${patientId}`, { name: 'Changed Name' });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await t.ctx.database.pool.query('alter table audit_events drop constraint no_updates');
    }
    expect((await req(a, 'GET', `/api/patients/${patientId}`)).json().patient.name).toBe(CANARY_PATIENTS[0]!.name);
  });

  it('a refused change leaves no row, and another clinician cannot read the history', async () => {
    const before = (await rows()).length;
    expect((await req(b, 'PATCH', `/api/patients/${patientId}`, { name: 'Not yours' })).statusCode).toBe(404);
    expect((await req(b, 'GET', `/api/patients/${patientId}/access-history`)).statusCode).toBe(404);
    expect((await rows()).length).toBe(before);
  });

  it('cannot be altered or deleted, not even by the app’s own database role', async () => {
    const pool = t.ctx.database.pool;
    await expect(pool.query(`update audit_events set action = 'patient.read'`)).rejects.toThrow(/append-only/);
    await expect(pool.query('delete from audit_events')).rejects.toThrow(/append-only/);
    await expect(pool.query('truncate audit_events')).rejects.toThrow(/append-only/);
    expect((await rows()).length).toBeGreaterThan(15);
  });

  it('pages the access history newest first and exports the trail as CSV', async () => {
    const first = (await req(a, 'GET', `/api/patients/${patientId}/access-history?limit=5`)).json();
    expect(first.items).toHaveLength(5);
    expect(first.items[0].action).toBe('patient.read');
    const second = (
      await req(a, 'GET', `/api/patients/${patientId}/access-history?limit=5&nextToken=${first.nextToken}`)
    ).json();
    expect(second.items[0].at < first.items[4].at || second.items[0].at === first.items[4].at).toBe(true);
    const lines: string[] = [];
    for await (const line of auditCsv(t.ctx.database.db, { patientId })) lines.push(line);
    expect(lines[0]).toBe(
      'at,clinician_id,clinician_email,account,action,description,resource_type,resource_id,patient_id,outcome,ip,user_agent,request_id',
    );
    expect(lines[1]).toContain(',patient.create,Added the patient,patient,');
    expect(lines.join('\n')).not.toContain(CANARY_PATIENTS[0]!.name);
  });
});
