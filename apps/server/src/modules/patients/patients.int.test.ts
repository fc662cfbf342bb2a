import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

type Auth = { authorization: string };

describe('patients API', () => {
  let t: TestApp;
  let a: Auth;
  let b: Auth;
  let clinicianA: string;

  const list = (auth: Auth, query: Record<string, string>) =>
    t.app.inject({ url: '/api/patients', query, headers: auth });
  const create = (auth: Auth, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/users', payload: payload as object, headers: auth });
  const countRows = async () =>
    Number((await t.ctx.database.pool.query('select count(*) from patients')).rows[0].count);

  async function allPages(auth: Auth, order: 'asc' | 'desc', limit: number) {
    const pages: string[][] = [];
    let nextToken: string | undefined;
    do {
      const res = await list(auth, { limit: String(limit), order, ...(nextToken ? { nextToken } : {}) });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { items: { patientId: string }[]; nextToken: string | null };
      pages.push(body.items.map((p) => p.patientId));
      nextToken = body.nextToken ?? undefined;
    } while (nextToken && pages.length < 20);
    return pages;
  }

  beforeAll(async () => {
    t = await createTestApp();
    a = await t.authHeader('doctor-a');
    b = await t.authHeader('doctor-b');
    // 15 patients through the API, then 30 more in three groups sharing one created_at each,
    // so page boundaries fall inside ties that only the id can order.
    for (let i = 0; i < 15; i++)
      expect((await create(a, { name: `Api Patient ${i}`, role: 'patient' })).statusCode).toBe(201);
    clinicianA = (await t.ctx.database.pool.query(`select id from clinicians where subject = 'doctor-a'`)).rows[0].id;
    await t.ctx.database.pool.query(
      `insert into patients (clinician_id, name, created_at)
       select $1, 'Tied Patient ' || g, date_trunc('second', now()) - interval '1 day' + interval '0.123456 seconds' + ((g % 3) || ' seconds')::interval
       from generate_series(1, 30) g`,
      [clinicianA],
    );
    await create(b, { name: 'Patient Of B', role: 'patient' });
  });
  afterAll(() => t.close());

  async function expectedIds(order: 'asc' | 'desc') {
    const dir = order === 'asc' ? 'asc' : 'desc';
    const r = await t.ctx.database.pool.query(
      `select id from patients where clinician_id = $1 order by created_at ${dir}, id ${dir}`,
      [clinicianA],
    );
    return r.rows.map((row: { id: string }) => row.id);
  }

  it.each(['desc', 'asc'] as const)(
    'pages %s across boundaries and ties: 20 + 20 + 5, no duplicates, no gaps',
    async (order) => {
      const pages = await allPages(a, order, 20);
      expect(pages.map((p) => p.length)).toEqual([20, 20, 5]);
      const flat = pages.flat();
      expect(new Set(flat).size).toBe(45);
      expect(flat).toEqual(await expectedIds(order));
    },
  );

  it('accepts page sizes 10 and 50 and defaults to 20 newest first', async () => {
    expect((await allPages(a, 'desc', 10)).map((p) => p.length)).toEqual([10, 10, 10, 10, 5]);
    expect((await allPages(a, 'asc', 50)).map((p) => p.length)).toEqual([45]);
    const def = (await list(a, {})).json();
    expect(def.items).toHaveLength(20);
    expect(def.items[0].name).toBe('Api Patient 14');
  });

  it('answers 400 for a bad limit or order', async () => {
    for (const query of [{ limit: '15' }, { limit: 'abc' }, { limit: '0' }, { order: 'sideways' }] as Array<
      Record<string, string>
    >) {
      const res = await list(a, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
  });

  it('refuses forged, tampered, foreign and other-order tokens with a 400 that says to reload the list', async () => {
    const first = (await list(a, { limit: '10', order: 'desc' })).json();
    const [payload, sig] = (first.nextToken as string).split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ c: '2030-01-01T00:00:00.000000Z', i: '00000000-0000-4000-8000-000000000000', o: 'desc' }),
    ).toString('base64url');
    const bad: Array<[Auth, Record<string, string>]> = [
      [a, { limit: '10', order: 'desc', nextToken: 'not-a-token' }],
      [a, { limit: '10', order: 'desc', nextToken: `${forgedPayload}.${sig}` }],
      [a, { limit: '10', order: 'desc', nextToken: `${payload}.AAAAAAAAAAAAAAAAAAAAAA` }],
      [a, { limit: '10', order: 'asc', nextToken: first.nextToken }],
      // Clinician A's genuine token presented by clinician B.
      [b, { limit: '10', order: 'desc', nextToken: first.nextToken }],
    ];
    for (const [auth, query] of bad) {
      const res = await list(auth, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'nextToken is not valid: reload the list from the start.' });
    }
  });

  it('gets a patient by id, and another clinician gets 404 and never sees it in the list', async () => {
    const mine = (await list(a, { limit: '10' })).json().items[0];
    const own = await t.app.inject({ url: `/api/patients/${mine.patientId}`, headers: a });
    expect(own.statusCode).toBe(200);
    expect(own.json().patient).toMatchObject({ patientId: mine.patientId, name: mine.name });
    for (const id of [mine.patientId, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await t.app.inject({ url: `/api/patients/${id}`, headers: b });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Patient not found' });
    }
    const bNames = (await list(b, { limit: '50' })).json().items.map((p: { name: string }) => p.name);
    expect(bNames).toEqual(['Patient Of B']);
  });

  it('creates a patient with trimmed fields and empty optionals as null', async () => {
    const res = await create(a, { name: '  Asha Verma  ', email: '  ', phone: ' +91 98765 43210 ', role: 'patient' });
    expect(res.statusCode).toBe(201);
    const { patient } = res.json();
    expect(patient).toMatchObject({
      name: 'Asha Verma',
      email: null,
      phone: '+91 98765 43210',
      gender: null,
      dob: null,
    });
    expect(patient.patientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(patient.createdAt)).not.toBeNaN();
  });

  it('validates the payload and writes nothing on a 4xx', async () => {
    const before = await countRows();
    const cases: Array<[unknown, RegExp]> = [
      [{ role: 'patient' }, /^Name is required\.$/],
      [{ name: '   ', role: 'patient' }, /^Name is required\.$/],
      [{ name: 'X', email: 'not-an-email', role: 'patient' }, /Email address is not valid/],
      [{ name: 'X' }, /role/],
      [{ name: 'X', role: 'doctor' }, /role/],
    ];
    for (const [payload, message] of cases) {
      const res = await create(a, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: '{"name":',
      headers: { ...a, 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await countRows()).toBe(before);
  });

  it('needs a signed-in clinician', async () => {
    expect((await t.app.inject({ url: '/api/patients' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/users', payload: { name: 'X', role: 'patient' } })).statusCode,
    ).toBe(401);
  });
});
