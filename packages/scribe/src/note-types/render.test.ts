import { describe, expect, it } from 'vitest';
import { BUILTIN_NOTE_TEMPLATES, builtinNoteTemplate, type PatientReport, type TypedNote } from '@asha/contracts';
import { emptyReport } from '../report/empty.js';
import { fullReport } from '../export/testing/fixtures.js';
import { renderNote } from './render.js';
import { opdReport } from './testing/opd-report.js';

/** Every word a note shows that the report does not: what rendering would have invented. */
function wordsNotInReport(note: TypedNote, report: PatientReport, allowed: string[]): string[] {
  const said = JSON.stringify(report).toLowerCase();
  const shown = note.sections.flatMap((s) => [
    ...s.statements.map((x) => x.text),
    ...s.rows.flatMap((r) => [r.drug, r.strength, r.food, r.days, r.note].filter((c): c is string => !!c)),
  ]);
  return shown
    .flatMap((t) => t.toLowerCase().match(/[a-z0-9]+/g) ?? [])
    .filter((w) => !said.includes(w) && !allowed.includes(w));
}

const opd = builtinNoteTemplate('opd-prescription')!;

describe('a report rendered as each note type', () => {
  it.each(BUILTIN_NOTE_TEMPLATES.map((t) => [t.id, t] as const))(
    '%s: every section of the type in its order, nothing the report does not state',
    (_, template) => {
      const stored = opdReport();
      const note = renderNote(template, stored);
      expect(note.template).toMatchObject({ id: template.id, version: template.version });
      expect(note.sections.map((s) => s.title)).toEqual(template.sections.map((s) => s.title));
      // The words rendering adds: the actions of medicine orders and the review date it counts out.
      expect(wordsNotInReport(note, stored.patientReport, ['start', 'stop', 'continue', 'dec', '4', '2026'])).toEqual(
        [],
      );
      expect(note.sections.flatMap((s) => s.statements).length).toBeGreaterThan(3);
      const empty = renderNote(template, { patientReport: emptyReport() });
      expect(empty.sections.map((s) => s.title)).toEqual(template.sections.map((s) => s.title));
      expect(empty.sections.flatMap((s) => [...s.statements, ...s.rows])).toEqual([]);
    },
  );

  it('writes the OPD prescription: complaints, findings, diagnosis, an Rx table said as 1-0-1 and a review date', () => {
    const note = renderNote(opd, opdReport());
    const section = (id: string) => note.sections.find((s) => s.id === id)!;
    expect(section('complaints').statements.map((s) => [s.label ?? null, s.text, s.segmentIds])).toEqual([
      [null, 'Fever', ['s2']],
      [null, 'Sore throat', ['s2']],
      [null, 'Body ache', ['s3']],
      ['Duration', '3 days', ['s2']],
    ]);
    expect(section('diagnosis').statements.map((s) => s.text)).toEqual(['Viral pharyngitis (probable)']);
    expect(
      section('rx')
        .rows.slice(0, 2)
        .map(({ paths: _, ...r }) => r),
    ).toEqual([
      {
        drug: 'Paracetamol',
        strength: '650 mg',
        schedule: '1-1-1',
        food: 'after food',
        days: '3 days',
        action: 'start',
        note: null,
        segmentIds: ['s9'],
      },
      // Not said: no food timing, no number of days — left blank, not filled with a default.
      {
        drug: 'Cetirizine',
        strength: '10 mg',
        schedule: '0-0-1',
        food: null,
        days: null,
        action: 'start',
        note: null,
        segmentIds: ['s10'],
      },
    ]);
    expect(
      section('rx')
        .rows.slice(2)
        .map((r) => [r.drug, r.schedule, r.food, r.days, r.action]),
    ).toEqual([
      ['Pantoprazole', '1-0-0', 'before food', '5 days', 'start'],
      ['Metformin', '1-0-1', 'after food', null, 'continue'],
    ]);
    expect(section('rx').statements.map((s) => [s.text, s.segmentIds])).toEqual([['Stop ibuprofen', ['s12']]]);
    expect(section('review').statements.map((s) => s.text)).toEqual([
      'In 5 days (4 Dec 2026)',
      'Sooner if the fever persists beyond 3 days.',
    ]);
    expect(section('advice').statements.map((s) => s.text)).toEqual(['Warm salt water gargles', 'Plenty of fluids']);
  });

  it('keeps the evidence of each sentence of prose, and labels facts only where a section holds several', () => {
    const hp = renderNote(builtinNoteTemplate('history-physical')!, opdReport());
    const illness = hp.sections.find((s) => s.id === 'present-illness')!;
    expect(illness.statements.slice(0, 2).map((s) => [s.text, s.segmentIds])).toEqual([
      ['Patient presenting with fever for 3 days.', ['s2']],
      ['The patient reports sore throat and body ache.', ['s2', 's3']],
    ]);
    const soap = renderNote(builtinNoteTemplate('soap')!, { patientReport: fullReport() });
    const subjective = soap.sections.find((s) => s.id === 'subjective')!.statements;
    expect(subjective.filter((s) => s.label === 'Past medical history').map((s) => s.text)).toEqual([
      'Hypertension',
      'Type 2 diabetes',
    ]);
    expect(hp.sections.find((s) => s.id === 'past-history')!.statements[0]).not.toHaveProperty('label');
    expect(subjective.filter((s) => s.label?.startsWith('Family')).map((s) => [s.label, s.text])).toEqual([
      ['Family history (mother)', 'Migraine'],
      ['Family history (father)', 'Stroke'],
      ['Family history (father)', 'Hypertension'],
    ]);
    const family = renderNote(builtinNoteTemplate('history-physical')!, { patientReport: fullReport() });
    expect(family.sections.find((s) => s.id === 'family-history')!.statements.map((s) => s.label)).toEqual([
      'Mother',
      'Father',
      'Father',
    ]);
  });

  it('holds the results read at the visit after the examination, labelled, with their evidence', () => {
    const report = fullReport();
    const soap = renderNote(builtinNoteTemplate('soap')!, {
      patientReport: report,
      evidence: [{ path: 'results.1', segmentIds: ['s7'] }],
    });
    const objective = soap.sections.find((s) => s.id === 'objective')!.statements;
    expect(objective.slice(-2).map((s) => [s.label, s.text, s.segmentIds])).toEqual([
      ['Results', 'CT head: no bleed', []],
      ['Results', 'Hemoglobin 12.9', ['s7']],
    ]);
    const hp = renderNote(builtinNoteTemplate('history-physical')!, { patientReport: report });
    expect(hp.sections.find((s) => s.id === 'examination')!.statements.at(-1)!.text).toBe('Hemoglobin 12.9');
  });

  it('leaves a section a language model writes empty when no model wrote it and it names no facts', () => {
    const letter = renderNote(builtinNoteTemplate('referral-letter')!, { patientReport: fullReport() });
    const request = letter.sections.find((s) => s.id === 'request')!;
    expect(request).toMatchObject({ show: 'free', statements: [], rows: [] });
    expect(letter.sections.find((s) => s.id === 'reason')!.statements.map((s) => s.text)[0]).toBe('Neurology');
  });
});
