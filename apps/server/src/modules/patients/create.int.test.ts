import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { KEY_REUSED } from './service.js';

type Auth = { authorization: string };

describe('adding a patient: field limits and retried requests', () => {
  let t: TestApp;
  let a: Auth;
  let b: Auth;

  const create = (auth: Auth, payload: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload,
      headers: { ...auth, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    });
  const countRows = async () =>
    Number((await t.ctx.database.pool.query('select count(*) from patients')).rows[0].count);

  beforeAll(async () => {
    t = await createTestApp();
    a = await t.authHeader('doctor-limits-a');
    b = await t.authHeader('doctor-limits-b');
  });
  afterAll(() => t.close());

  it('says which field is too long and by how much, and writes nothing', async () => {
    const before = await countRows();
    const cases: Array<[object, string]> = [
      [{ name: 'N'.repeat(201) }, 'Name is too long (at most 200 characters).'],
      [{ name: 'X', email: `${'e'.repeat(315)}@x.org` }, 'Email address is too long (at most 320 characters).'],
      [{ name: 'X', phone: '9'.repeat(41) }, 'Phone number is too long (at most 40 characters).'],
      [{ name: 'X', gender: 'g'.repeat(41) }, 'Gender is too long (at most 40 characters).'],
      [{ name: 'X', notes: 'n'.repeat(5001) }, 'The note is too long (at most 5000 characters).'],
      [{ name: 'X', dob: '2020-02-30' }, 'Date of birth must be a date in the past, written YYYY-MM-DD.'],
      [{ name: 'X', dob: '2999-01-01' }, 'Date of birth must be a date in the past, written YYYY-MM-DD.'],
      [{ name: 'X', dob: '01/02/2020' }, 'Date of birth must be a date in the past, written YYYY-MM-DD.'],
      [{ name: 42 }, 'Name is required.'],
    ];
    for (const [fields, message] of cases) {
      const res = await create(a, { ...fields, role: 'patient' });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ error: message });
    }
    expect(await countRows()).toBe(before);
  });

  it('accepts every field at its limit (trimmed first)', async () => {
    const res = await create(a, {
      name: ` ${'N'.repeat(200)} `,
      phone: '9'.repeat(40),
      notes: 'n'.repeat(5000),
      dob: '1980-02-29',
      role: 'patient',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().patient.name).toHaveLength(200);
  });

  it('creates one patient for requests sent twice with the same Idempotency-Key, at once or later', async () => {
    const before = await countRows();
    const key = 'form-3f1c6a2e-8d4b-4f7a';
    const payload = { name: 'Meera Iyer', phone: '98450 12345', role: 'patient' };
    const [first, second] = await Promise.all([create(a, payload, key), create(a, payload, key)]);
    const late = await create(a, payload, key);
    for (const res of [first!, second!, late]) expect(res.statusCode).toBe(201);
    const ids = new Set([first!, second!, late].map((r) => r.json().patient.patientId));
    expect(ids.size).toBe(1);
    expect([first!, second!].filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    expect(late.headers['idempotent-replayed']).toBe('true');
    expect(await countRows()).toBe(before + 1);
  });

  it('refuses a reused key with other details, and keys are per clinician', async () => {
    const key = 'form-reused-key';
    expect((await create(a, { name: 'Arjun Rao', role: 'patient' }, key)).statusCode).toBe(201);
    const other = await create(a, { name: 'Someone Else', role: 'patient' }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ error: KEY_REUSED });
    const otherClinician = await create(b, { name: 'Arjun Rao', role: 'patient' }, key);
    expect(otherClinician.statusCode).toBe(201);
    expect(otherClinician.headers['idempotent-replayed']).toBeUndefined();
  });

  it('without a key, two requests are two patients; a malformed key is a 400', async () => {
    const before = await countRows();
    expect((await create(a, { name: 'Twin', role: 'patient' })).statusCode).toBe(201);
    expect((await create(a, { name: 'Twin', role: 'patient' })).statusCode).toBe(201);
    expect(await countRows()).toBe(before + 2);
    for (const bad of ['', 'k'.repeat(201), 'has space', 'ключ']) {
      const res = await create(a, { name: 'X', role: 'patient' }, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Idempotency-Key must be 1 to 200 visible ASCII characters.' });
    }
    expect(await countRows()).toBe(before + 2);
  });

  it('says an API key is too long, and a nextToken or upload type that is too long is refused clearly', async () => {
    const key = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/api-key',
      payload: { apiKey: `sk-${'x'.repeat(500)}` },
      headers: a,
    });
    expect(key.statusCode).toBe(400);
    expect(key.json()).toEqual({ error: 'API key is too long (at most 500 characters).' });
    const list = await t.app.inject({ url: '/api/patients', query: { nextToken: 'x'.repeat(513) }, headers: a });
    expect(list.json()).toEqual({ error: 'nextToken is not valid: reload the list from the start.' });
    const upload = await t.app.inject({
      url: '/api/conversation/upload-url',
      query: { contentType: `audio/${'x'.repeat(200)}`, patientId: 'p' },
      headers: a,
    });
    expect(upload.json()).toEqual({ error: 'contentType is too long (at most 200 characters).' });
  });
});
