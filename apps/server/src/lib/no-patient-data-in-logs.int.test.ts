import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANARY_PATIENTS } from '../test/canaries.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { findLeaks } from '../test/log-leaks.js';

const [zephyrine, okonkwo, marisol] = CANARY_PATIENTS;

/**
 * A failed query must not put the patient's details in the log (a query builder's error lists
 * every parameter), and a NUL byte in a field is the client's mistake: a 400, never the database's.
 */
describe('nothing of a patient in the logs', () => {
  let t: TestApp;
  let auth: { authorization: string };
  const create = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/users', payload: { role: 'patient', ...payload }, headers: auth });
  const logLines = () =>
    fs
      .readFileSync(t.logFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  const patientCount = async () =>
    Number((await t.ctx.database.pool.query('select count(*) from patients')).rows[0].count);

  beforeAll(async () => {
    t = await createTestApp();
    auth = await t.authHeader('doctor-logs');
  });
  afterAll(() => t.close());

  it('stores a patient and logs the request without their details', async () => {
    const res = await create(zephyrine!);
    expect(res.statusCode).toBe(201);
    expect(logLines().some((l) => (l.req as { url?: string } | undefined)?.url === '/api/users')).toBe(true);
    expect(findLeaks(t.logFile)).toEqual([]);
  });

  it.each(['name', 'email', 'phone', 'gender', 'notes'])(
    'answers a NUL byte in %s with a 400 that names the field, storing nothing',
    async (field) => {
      const before = await patientCount();
      const res = await create({
        ...okonkwo!,
        dob: undefined,
        [field]: field === 'email' ? 'a\u0000@b.test' : `${okonkwo!.name}\u0000`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/contains a control character \(such as NUL\)/);
      expect(await patientCount()).toBe(before);
    },
  );

  it('logs a refused value by its code and constraint only, and answers 400', async () => {
    await t.ctx.database.pool.query(
      `alter table patients add constraint canary_phone check (phone <> '${marisol!.phone}')`,
    );
    try {
      const res = await create(marisol!);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/cannot be stored/);
    } finally {
      await t.ctx.database.pool.query('alter table patients drop constraint canary_phone');
    }
    const line = logLines().find((l) => (l.err as { code?: string } | undefined)?.code === '23514');
    expect(line?.err).toEqual({ type: 'DatabaseError', code: '23514', constraint: 'canary_phone', table: 'patients' });
    expect(findLeaks(t.logFile)).toEqual([]);
  });

  it('logs a failed query by its code only, without the statement parameters, and answers 500', async () => {
    await t.ctx.database.pool.query('alter table patients rename column notes to notes_gone');
    try {
      const res = await create(okonkwo!);
      expect(res.statusCode).toBe(500);
      expect(res.json().error).toMatch(/Something went wrong on the server/);
    } finally {
      await t.ctx.database.pool.query('alter table patients rename column notes_gone to notes');
    }
    const line = logLines().find((l) => (l.err as { code?: string } | undefined)?.code === '42703');
    expect(line?.err).toMatchObject({ type: 'DatabaseError', code: '42703' });
    expect(JSON.stringify(line)).not.toContain('params');
    expect(findLeaks(t.logFile)).toEqual([]);
  });
});
