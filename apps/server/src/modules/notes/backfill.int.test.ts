import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Note } from '@asha/contracts';
import { notes, noteVersions, transcriptVersions } from '../../db/schema/index.js';
import { clinicianWithPatient } from '../../test/consultations.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { readyConsultation } from '../../test/notes.js';
import { backfillFirstVersions } from './backfill.js';

describe('consultations finished before the pipeline wrote notes', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof clinicianWithPatient>>;
  beforeAll(async () => {
    t = await createTestApp();
    a = await clinicianWithPatient(t, 'doctor-backfill');
  });
  afterAll(() => t.close());

  /** A ready consultation as an earlier version left it: report files beside the audio, no note rows. */
  async function earlierConsultation(reportFile?: string) {
    const c = await readyConsultation(t, a);
    if (reportFile !== undefined) await t.ctx.storage.put(c.reportKey, reportFile, 'application/json');
    const db = t.ctx.database.db;
    await db.delete(transcriptVersions).where(eq(transcriptVersions.conversationId, c.id));
    await db.delete(noteVersions).where(eq(noteVersions.conversationId, c.id));
    await db.delete(notes).where(eq(notes.conversationId, c.id));
    return c;
  }
  const note = (id: string) => t.app.inject({ url: `/api/conversations/${id}/note`, headers: a.auth });

  it('get their version 1 from the report files once, and an unreadable report says what to do', async () => {
    const earlier = await earlierConsultation();
    const unreadable = await earlierConsultation('{"patientReport": "written by something else"}');
    expect((await note(earlier.id)).statusCode).toBe(409);

    expect(await backfillFirstVersions(t.ctx)).toEqual({ written: 1, unreadable: 1 });
    const opened = await note(earlier.id);
    expect(opened.statusCode).toBe(200);
    expect(opened.json<Note>()).toMatchObject({ status: 'draft', current: { version: 1, kind: 'ai-draft' } });
    expect(opened.json<Note>().current.patientReport).toEqual(earlier.report.patientReport);
    const refused = await note(unreadable.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'This report was written in a form this version cannot edit. Regenerate it from the transcript, or view it as it is.',
    );

    // Run again (a restart, or a second worker): nothing more is written, the clinician's note stays.
    expect(await backfillFirstVersions(t.ctx)).toEqual({ written: 0, unreadable: 1 });
  });
});
