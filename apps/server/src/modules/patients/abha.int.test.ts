import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABHA_MESSAGE, type Patient } from '@asha/contracts';
import { createTestApp, type TestApp } from '../../test/harness.js';

type Auth = { authorization: string };

describe('a patient’s ABHA number', () => {
  let t: TestApp;
  let a: Auth;
  let b: Auth;

  beforeAll(async () => {
    t = await createTestApp();
    a = await t.authHeader('doctor-abha-a');
    b = await t.authHeader('doctor-abha-b');
  });
  afterAll(() => t.close());

  const create = (auth: Auth, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/users', payload, headers: auth });
  const patch = (auth: Auth, id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/patients/${id}`, payload, headers: auth });

  it('is kept as xx-xxxx-xxxx-xxxx however its digits were typed, and can be corrected and cleared', async () => {
    const res = await create(a, { name: 'Ravi Kumar', abhaNumber: '91 1234 5678 9012', role: 'patient' });
    expect(res.statusCode).toBe(201);
    const p = res.json<{ patient: Patient }>().patient;
    expect(p.abhaNumber).toBe('91-1234-5678-9012');
    const got = await t.app.inject({ url: `/api/patients/${p.patientId}`, headers: a });
    expect(got.json<{ patient: Patient }>().patient.abhaNumber).toBe('91-1234-5678-9012');
    const fixed = await patch(a, p.patientId, { abhaNumber: '14112233445566' });
    expect([fixed.statusCode, fixed.json<{ patient: Patient }>().patient.abhaNumber]).toEqual([
      200,
      '14-1122-3344-5566',
    ]);
    const cleared = await patch(a, p.patientId, { abhaNumber: '' });
    expect([cleared.statusCode, cleared.json<{ patient: Patient }>().patient.abhaNumber]).toEqual([200, null]);
    const none = await create(a, { name: 'No Card', role: 'patient' });
    expect(none.json<{ patient: Patient }>().patient.abhaNumber).toBeNull();
  });

  it('refuses a number that is not 14 digits with a message saying what it must be, and changes nothing', async () => {
    for (const bad of ['91-1234-5678', 'ravi@abdm', '91-1234-5678-90123']) {
      const res = await create(a, { name: 'Bad Card', abhaNumber: bad, role: 'patient' });
      expect([res.statusCode, res.json<{ error: string }>().error]).toEqual([400, ABHA_MESSAGE]);
    }
    const p = (await create(a, { name: 'Sita Devi', abhaNumber: '91123456789012', role: 'patient' })).json<{
      patient: Patient;
    }>().patient;
    const res = await patch(a, p.patientId, { abhaNumber: '12-34' });
    expect([res.statusCode, res.json<{ error: string }>().error]).toEqual([400, ABHA_MESSAGE]);
    const got = await t.app.inject({ url: `/api/patients/${p.patientId}`, headers: a });
    expect(got.json<{ patient: Patient }>().patient.abhaNumber).toBe('91-1234-5678-9012');
  });

  it('is set only by the clinician whose patient it is', async () => {
    const p = (await create(a, { name: 'Own Patient', role: 'patient' })).json<{ patient: Patient }>().patient;
    expect((await patch(b, p.patientId, { abhaNumber: '91123456789012' })).statusCode).toBe(404);
    const got = await t.app.inject({ url: `/api/patients/${p.patientId}`, headers: a });
    expect(got.json<{ patient: Patient }>().patient.abhaNumber).toBeNull();
  });
});
