import { patients } from '../db/schema/index.js';
import type { TestApp } from './harness.js';
import { TEST_ISSUER } from './tokens.js';
import { upsertClinician } from '../modules/auth/clinicians.service.js';

/** The clinician row the auth hook would create for `sub`, and one patient of theirs. */
export async function clinicianWithPatient(t: TestApp, sub: string, name = 'Test Patient') {
  const clinician = await upsertClinician(t.ctx.database.db, {
    issuer: TEST_ISSUER,
    subject: sub,
    email: `${sub}@clinic.test`,
    name: null,
    claims: {},
  });
  const [patient] = await t.ctx.database.db.insert(patients).values({ clinicianId: clinician.id, name }).returning();
  return { clinicianId: clinician.id, patientId: patient!.id, auth: await t.authHeader(sub) };
}

/** A few bytes that start like a real WAV file (RIFF....WAVE). */
export function wavBytes(size = 2048): Buffer {
  const b = Buffer.alloc(size, 7);
  b.write('RIFF', 0, 'ascii');
  b.writeUInt32LE(size - 8, 4);
  b.write('WAVE', 8, 'ascii');
  return b;
}

/** A signed storage URL as the app's router sees it (inject takes a path). */
export function pathOf(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

export async function countRows(t: TestApp, sqlText: string, values: unknown[] = []): Promise<number> {
  const { rows } = await t.ctx.database.pool.query<{ n: string }>(sqlText, values);
  return Number(rows[0]!.n);
}

export const jobCount = (t: TestApp) =>
  countRows(t, `select count(*)::text as n from pgboss.job where name = 'conversation-pipeline'`);
export const conversationCount = (t: TestApp) => countRows(t, `select count(*)::text as n from conversations`);
