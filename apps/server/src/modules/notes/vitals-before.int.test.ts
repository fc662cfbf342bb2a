import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Note, PatientReport } from '@asha/contracts';
import { MIGRATIONS_DIR } from '../../db/client.js';
import { noteVersions } from '../../db/schema/index.js';
import { clinicianWithPatient } from '../../test/consultations.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { readyConsultation } from '../../test/notes.js';

describe('a note stored before the vitals had an oxygen saturation', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof clinicianWithPatient>>;
  beforeAll(async () => {
    t = await createTestApp();
    a = await clinicianWithPatient(t, 'doctor-vitals-before');
  });
  afterAll(() => t.close());

  /** A ready consultation whose note versions hold vitals as an earlier version stored them: no saturation. */
  async function storedBefore() {
    const c = await readyConsultation(t, a);
    const db = t.ctx.database.db;
    for (const row of await db.select().from(noteVersions).where(eq(noteVersions.conversationId, c.id))) {
      const { oxygenSaturation: _, ...vitals } = row.report.physicalExam.vitals;
      const report = { ...row.report, physicalExam: { ...row.report.physicalExam, vitals } } as PatientReport;
      await db.update(noteVersions).set({ report }).where(eq(noteVersions.conversationId, c.id));
    }
    return c.id;
  }
  const url = (id: string) => `/api/conversations/${id}/note`;

  const migrate = async () => {
    const migration = fs.readFileSync(path.join(MIGRATIONS_DIR, '0020_vitals_oxygen_saturation.sql'), 'utf8');
    await t.ctx.database.db.execute(sql.raw(migration));
  };
  const open = async (id: string) => {
    const opened = await t.app.inject({ url: url(id), headers: a.auth });
    expect(opened.statusCode).toBe(200);
    return opened.json<Note>().current.patientReport;
  };
  const save = (id: string, baseVersion: number, patientReport: unknown) =>
    t.app.inject({ method: 'PUT', url: url(id), headers: a.auth, payload: { baseVersion, patientReport } });
  const withVitals = (r: PatientReport, vitals: object) => ({ ...r, physicalExam: { ...r.physicalExam, vitals } });

  it('is filled with none by the migration, then opens with none and saves with one', async () => {
    const id = await storedBefore();
    await migrate();
    const report = await open(id);
    expect(report.physicalExam.vitals).toHaveProperty('oxygenSaturation', null);

    const saved = await save(
      id,
      1,
      withVitals(report, { ...report.physicalExam.vitals, oxygenSaturation: '96% on room air' }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Note>().current).toMatchObject({
      version: 2,
      changed: ['physicalExam.vitals.oxygenSaturation'],
      patientReport: { physicalExam: { vitals: { oxygenSaturation: '96% on room air' } } },
    });
    await migrate();
    expect((await open(id)).physicalExam.vitals.oxygenSaturation).toBe('96% on room air');
  });

  it('saved without the field, as a page opened before sends it, holds none; one not text is refused with the field named', async () => {
    const id = await storedBefore();
    const report = await open(id);
    expect(report.physicalExam.vitals).not.toHaveProperty('oxygenSaturation');
    const saved = await save(id, 1, { ...report, visitSummary: 'Reviewed.' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Note>().current.patientReport.physicalExam.vitals).toHaveProperty('oxygenSaturation', null);

    const bad = await save(id, 2, withVitals(report, { ...report.physicalExam.vitals, oxygenSaturation: 96 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toMatch(/^patientReport\.physicalExam\.vitals\.oxygenSaturation: /);
  });
});
