import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PatientCopy } from '@asha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicianWithPatient } from '../../test/consultations.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { readyConsultation } from '../../test/notes.js';

/** What poppler reads from a PDF, as a viewer would. */
function poppler(tool: 'pdfinfo' | 'pdffonts', pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asha-copy-'));
  try {
    fs.writeFileSync(path.join(dir, 'copy.pdf'), pdf);
    return execFileSync(tool, [path.join(dir, 'copy.pdf')], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("an OPD prescription's patient copy in Hindi on a server with no language model", () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof clinicianWithPatient>>;
  let b: Awaited<ReturnType<typeof clinicianWithPatient>>;
  let conv: string;

  beforeAll(async () => {
    t = await createTestApp({ LLM_ENGINE: 'none' });
    a = await clinicianWithPatient(t, 'doctor-copy-hi', 'Sunita Devi');
    b = await clinicianWithPatient(t, 'doctor-copy-other');
    conv = (
      await readyConsultation(t, a, undefined, (stored) => {
        const r = stored.patientReport;
        r.plan.medications = [
          { name: 'Tab. Paracetamol', instructions: '650 mg 1-1-1 after food for 5 days', action: 'start' },
          { name: 'Tab. Cetirizine', instructions: '10 mg 0-0-1', action: 'start' },
        ];
        r.plan.lifestyleRecommendations = ['Drink plenty of warm fluids'];
        r.plan.followUp = { timeline: 'in 2 weeks', notes: null };
        return stored;
      })
    ).id;
    const typed = await t.app.inject({
      method: 'PUT',
      url: `/api/conversations/${conv}/note/type`,
      headers: a.auth,
      payload: { baseVersion: 1, noteType: 'opd-prescription' },
    });
    expect(typed.json().current.noteType).toBe('opd-prescription');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/patients/${a.patientId}`,
      headers: a.auth,
      payload: { preferredLanguage: 'hi' },
    });
    expect(patched.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const get = (q = '', who = a) =>
    t.app.inject({ url: `/api/conversations/${conv}/patient-copy${q}`, headers: who.auth });

  it('writes the headings, the Rx, the review and the warnings in Hindi, the advice in English, and says so', async () => {
    const copy = (await get()).json<PatientCopy>();
    expect(copy).toMatchObject({
      language: 'hi',
      requestedLanguage: 'hi',
      translated: false,
      translation: 'partial',
      engine: 'built-in',
      noteVersion: 2,
    });
    expect(copy.content.headings.medicines).toBe('आपकी दवाइयाँ और उन्हें कैसे लेना है');
    expect(copy.content.medicines).toEqual([
      { name: 'Tab. Paracetamol', how: '650 mg, दिन में तीन बार (सुबह 1, दोपहर 1, रात 1), खाने के बाद, 5 दिन तक।' },
      { name: 'Tab. Cetirizine', how: '10 mg, दिन में एक बार (रात 1)।' },
    ]);
    expect(copy.content.comeBack).toBe('2 हफ़्ते बाद दोबारा दिखाने आएँ।');
    expect(copy.content.whatToDo).toContain('(अंग्रेज़ी में) Drink plenty of warm fluids.');
    expect(copy.englishSections).toContain('whatToDo');
    expect(copy.englishSections).not.toContain('medicines');
    expect(copy.notice).toMatch(/^Partly in Hindi, without a language model: .*in: .*‘What to do’.*Models page/);
  });

  it('prints it on one A4 page in the Devanagari font; an English copy is still there when asked for', async () => {
    const pdf = await get('?format=pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toMatch(/filename="patient-copy-hi-/);
    const info = poppler('pdfinfo', pdf.rawPayload);
    expect(info).toMatch(/Pages:\s+1\n/);
    expect(info).toMatch(/\(A4\)/);
    expect(poppler('pdffonts', pdf.rawPayload)).toMatch(/NotoSansDevanagari/);
    expect((await get('?language=en')).json<PatientCopy>()).toMatchObject({ language: 'en', translation: 'none' });
  });

  it('answers another clinician 404, with nothing of the copy', async () => {
    const other = await get('', b);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Paracetamol');
  });
});
