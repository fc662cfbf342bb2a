import { describe, expect, it, vi } from 'vitest';
import type { Evidence, PatientReport, StoredReport } from '@asha/contracts';
import { transcriptFromText, writeReport } from '@asha/scribe';
import { mergeRegenerated } from './merge.js';
import { carryOver, type VersionContent } from './reconcile.js';

const t = transcriptFromText(
  'Patient: I have had headaches for two months.\nDoctor: I will refer you to neurology for an opinion.',
);

/** A report as a language model wrote a referral letter's body: free text with the lines it cites. */
async function letter(request: string[]): Promise<StoredReport> {
  const stored = await writeReport(t, { now: new Date('2026-11-29T09:00:00Z') });
  const noteText = { history: ['Headaches for two months.'], request };
  const evidence: Evidence[] = [
    { path: 'noteText.history.0', segmentIds: ['s1'] },
    ...request.map((_, n) => ({ path: `noteText.request.${n}`, segmentIds: ['s2'] })),
  ];
  return {
    ...stored,
    patientReport: { ...stored.patientReport, noteText },
    evidence: [...stored.evidence, ...evidence],
  };
}

const content = (s: StoredReport): VersionContent => ({
  report: s.patientReport,
  evidence: s.evidence,
  flags: s.flags,
  authored: [],
  handEdited: [],
});
const noteTextEvidence = (e: Evidence[]) => e.filter((x) => x.path.startsWith('noteText.'));

describe('free text edited by hand', () => {
  it('makes the rewritten section the clinician’s, keeps the untouched section’s evidence, and survives regeneration', async () => {
    const v = content(await letter(['Please give an opinion on the headaches.']));
    const edited: PatientReport = {
      ...v.report,
      noteText: { ...v.report.noteText, request: ['Please advise whether an MRI of the brain is needed.'] },
    };
    const carried = carryOver(v, edited);
    expect(carried.changed).toEqual(['noteText']);
    expect(carried.handEdited).toEqual(['noteText']);
    expect(carried.authored).toEqual(['noteText.request']);
    expect(noteTextEvidence(carried.evidence)).toEqual([{ path: 'noteText.history.0', segmentIds: ['s1'] }]);

    // The model writes the letter again: the clinician's text stays, checked with the evidence it keeps.
    const fresh = await letter(['An opinion, please.']);
    const verify = vi.fn(() => []);
    const merged = mergeRegenerated({ report: edited, ...carried }, fresh, verify);
    expect(merged.report.noteText).toEqual(edited.noteText);
    expect(noteTextEvidence(merged.evidence)).toEqual([{ path: 'noteText.history.0', segmentIds: ['s1'] }]);
    expect(verify).toHaveBeenCalledWith(merged.report, merged.evidence);
  });
});
