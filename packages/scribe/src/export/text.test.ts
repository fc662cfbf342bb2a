import { describe, expect, it } from 'vitest';
import { emptyReport } from '../report/empty.js';
import { writeReport } from '../report/index.js';
import { transcriptFromText } from '../transcript-text/index.js';
import { fullReport, noteDocument } from './testing/fixtures.js';
import { noteToMarkdown, noteToText } from './text.js';

describe('the note as text', () => {
  it('reads in clinical order with headings, each line as the note states it', () => {
    const text = noteToText(noteDocument(fullReport()));
    const order = [
      'CHIEF COMPLAINT',
      'HISTORY OF PRESENT ILLNESS',
      'PAST MEDICAL HISTORY',
      'MEDICATIONS',
      'ALLERGIES',
      'VITAL SIGNS',
      'EXAMINATION',
      'ASSESSMENT',
      'PLAN',
      'FOLLOW-UP',
    ];
    const at = order.map((h) => text.indexOf(`\n${h}\n`));
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(text).toContain('- Metformin — 500 mg twice daily — for diabetes');
    expect(text).toContain('Blood pressure: 150/95 mmHg');
    expect(text).toContain('- Migraine without aura (probable) — Throbbing headache with photophobia.');
    expect(text).toContain(
      'Plan medications: Start Sumatriptan — 50 mg at onset, may repeat after 2 hours; Change Amlodipine — 10 mg once daily',
    );
    expect(text.split('\n').slice(0, 4)).toEqual([
      'Asha Community Clinic',
      'Consultation note — Priya Sharma (female, born 1973-04-12)',
      'Date: 23 Nov 2026, 09:30 UTC',
      'Draft — not signed',
    ]);
  });

  it('says the oxygen saturation the clinician read, with the oxygen breathed, among the vital signs', async () => {
    const said = "Doctor: Your blood pressure is 128 over 82 and you're satting 97 on room air.";
    const { patientReport } = await writeReport(transcriptFromText(said));
    const text = noteToText(noteDocument(patientReport));
    expect(text).toContain('Blood pressure: 128/82 mmHg');
    expect(text).toContain('Oxygen saturation: 97% on room air');
  });

  it('leaves empty sections out', () => {
    const r = emptyReport();
    r.chiefComplaint = 'Cough';
    r.allergies = [{ substance: 'Sulfa', reaction: null }];
    const text = noteToText(noteDocument(r, { signedAt: '2026-11-23T11:00:00.000Z' }));
    expect(text).toBe(
      'Asha Community Clinic\nConsultation note — Priya Sharma (female, born 1973-04-12)\nDate: 23 Nov 2026, 09:30 UTC\nSigned by Dr Asha Rao on 23 Nov 2026, 11:00 UTC\n\nCHIEF COMPLAINT\nCough\n\nALLERGIES\n- Sulfa\n',
    );
  });

  it('writes Markdown whose own characters cannot turn into markup', () => {
    const r = emptyReport();
    r.chiefComplaint = 'Pain *worse* at night #2';
    r.physicalExam.vitals.heartRate = '72 bpm';
    const md = noteToMarkdown(noteDocument(r));
    expect(md).toContain('## Chief complaint\n\nPain \\*worse\\* at night \\#2');
    expect(md).toContain('**Heart rate:** 72 bpm');
    expect(md).toContain('**Draft — not signed**');
  });
});
