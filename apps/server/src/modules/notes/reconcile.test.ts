import { describe, expect, it } from 'vitest';
import type { StoredReport, Transcript } from '@asha/contracts';
import { transcriptFromText, writeReport } from '@asha/scribe';
import { applyCorrection } from './corrections.js';
import { mergeRegenerated } from './merge.js';
import { carryOver, type VersionContent } from './reconcile.js';

const dialogue = `Doctor: What brings you in?
Patient: I have a cough and a fever. I take metformin 500 mg and amlodipine 5 mg daily. I am allergic to penicillin.`;

async function draft(): Promise<{ t: Transcript; stored: StoredReport; v: VersionContent }> {
  const t = transcriptFromText(dialogue);
  const stored = await writeReport(t, { now: new Date('2026-11-23T09:00:00Z') });
  return {
    t,
    stored,
    v: { report: stored.patientReport, evidence: stored.evidence, flags: stored.flags, authored: [], handEdited: [] },
  };
}

describe('carrying evidence and authorship over an edit', () => {
  it('moves a reordered item’s evidence with it and gives an edited item to the clinician', async () => {
    const { v: drafted } = await draft();
    const amlodipine = { name: 'amlodipine', dosage: '5 mg daily', indication: null };
    const metformin = { name: 'metformin', dosage: '500 mg', indication: null };
    const v: VersionContent = {
      ...drafted,
      report: { ...drafted.report, medications: { current: [amlodipine, metformin] } },
      evidence: [
        ...drafted.evidence.filter((e) => !e.path.startsWith('medications.current')),
        { path: 'medications.current.0', segmentIds: ['s2'] },
        { path: 'medications.current.1', segmentIds: ['s3'] },
      ],
    };
    // Metformin, unchanged, moves first; amlodipine's dose is rewritten.
    const next = { ...v.report, medications: { current: [metformin, { ...amlodipine, dosage: '10 mg daily' }] } };
    const carried = carryOver(v, next);
    expect(carried.changed).toEqual(['medications.current']);
    expect(carried.handEdited).toEqual(['medications.current']);
    expect(carried.authored).toEqual(['medications.current.1']);
    expect(carried.evidence.filter((e) => e.path.startsWith('medications.current'))).toEqual([
      { path: 'medications.current.0', segmentIds: ['s3'] },
    ]);
  });

  it('takes a removed item’s evidence away and marks a rewritten text field as the clinician’s', async () => {
    const { v } = await draft();
    const next = { ...v.report, allergies: [], chiefComplaint: 'Productive cough' };
    const carried = carryOver(v, next);
    expect(carried.changed).toEqual(['chiefComplaint', 'allergies']);
    expect(carried.authored).toEqual(['chiefComplaint']);
    expect(carried.evidence.some((e) => e.path.startsWith('allergies') || e.path === 'chiefComplaint')).toBe(false);
    expect(carryOver(v, structuredClone(v.report)).changed).toEqual([]);
  });
});

describe('merging a regenerated report', () => {
  it('keeps hand-edited fields as written and takes every other field from the new report', async () => {
    const { t, v } = await draft();
    const edited = {
      ...v.report,
      medications: { current: [{ name: 'metformin', dosage: '1 g twice daily', indication: 'diabetes' }] },
    };
    const current = { report: edited, ...carryOver(v, edited) };
    const flipped = applyCorrection(t, { op: 'role', segmentId: 's2', role: 'Other' }).transcript;
    const fresh = await writeReport(flipped);
    const merged = mergeRegenerated(current, fresh, () => [
      {
        kind: 'unsupported',
        section: 'medications',
        path: 'medications.current.0',
        text: 'metformin 1 g twice daily',
        segmentIds: [],
      },
      { kind: 'omitted', section: 'vitals', text: 'Heart rate 90', segmentIds: ['s1'] },
    ]);
    expect(merged.report.medications.current).toEqual(edited.medications.current);
    expect(merged.report.allergies).toEqual(fresh.patientReport.allergies);
    expect(merged.report.metadata).toEqual(fresh.patientReport.metadata);
    expect(merged.handEdited).toEqual(['medications.current']);
    // The clinician's own item is never called invented; omissions still show.
    expect(merged.flags.map((f) => f.kind)).toEqual(['omitted']);
  });
});

describe('transcript corrections', () => {
  it('flips a speaker, corrects English words and merges neighbours, saying what changed', () => {
    const t = transcriptFromText('Doctor: Hello.\nPatient: My knee hurts.\nPatient: Since Monday.');
    t.segments[1]!.uncertain = true;
    const role = applyCorrection(t, { op: 'role', segmentId: 's2', role: 'Doctor' });
    expect(role.change).toBe('Segment 2: Patient → Doctor');
    expect(role.transcript.segments[1]).not.toHaveProperty('uncertain');
    expect(t.segments[1]!.role).toBe('Patient');
    const text = applyCorrection(t, { op: 'text', segmentId: 's2', english: 'My left knee hurts.' });
    expect(text.transcript.segments[1]).toMatchObject({ english: 'My left knee hurts.', text: 'My left knee hurts.' });
    const merged = applyCorrection(t, { op: 'merge', segmentId: 's2', nextSegmentId: 's3' });
    expect(merged.change).toBe('Segments 2 and 3 merged');
    expect(merged.transcript.segments.map((s) => [s.id, s.english])).toEqual([
      ['s1', 'Hello.'],
      ['s2+s3', 'My knee hurts. Since Monday.'],
    ]);
    expect(() => applyCorrection(t, { op: 'merge', segmentId: 's1', nextSegmentId: 's3' })).toThrow(
      /only neighbouring segments/,
    );
    expect(() => applyCorrection(t, { op: 'role', segmentId: 's9', role: 'Doctor' })).toThrow(/no segment 's9'/);
  });
});
