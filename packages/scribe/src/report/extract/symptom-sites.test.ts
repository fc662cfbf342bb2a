import { describe, expect, it } from 'vitest';
import { transcriptFromText } from '../../transcript-text/index.js';
import { bothForms, hpiFrom, rosFrom } from '../testing/said.js';
import { writeReport } from '../write.js';

/**
 * Weakness, numbness or tingling of one limb points to a nerve root or the brain, of both to the spine or a
 * neuropathy: a note that writes 'weakness' bare has lost what a clinician reads it for.
 */
describe('a weakness, numbness or tingling is written with the limb it is felt in', () => {
  const CASES: [string, string, string][] = [
    [
      'the clinician summing up',
      'Patient: my back hurts since golf\nDoctor: and maybe a little weakness in your right leg\nPatient: yes',
      'right leg weakness',
    ],
    [
      'the patient saying where',
      'Doctor: any weakness\nPatient: i have some weakness in my left hand',
      'left hand weakness',
    ],
    ['the limb said first', 'Doctor: what else\nPatient: my right arm went numb last night', 'right arm numbness'],
    ['both limbs', 'Doctor: any tingling\nPatient: yes in both feet, tingling in both feet', 'bilateral foot tingling'],
    [
      'a plural names the limb, not a side',
      'Doctor: anything else\nPatient: my hands have been numb for weeks',
      'hand numbness',
    ],
    [
      'two symptoms sharing one limb',
      'Doctor: anything else\nPatient: i have numbness and tingling in my feet',
      'foot numbness',
    ],
  ];
  it.each(CASES)('%s', (_, dialogue, written) => {
    for (const form of bothForms(dialogue)) expect(rosFrom(form)).toContain(`Endorses ${written}`);
  });

  it('writes the symptom bare where the limb is one of a list asked of, or two sides were said', () => {
    const list = 'Doctor: any numbness in your arm, wrist, or hand\nPatient: yes some numbness';
    const sides = 'Patient: i have weakness in my left leg\nDoctor: ok\nPatient: and weakness in my right leg too';
    for (const form of [...bothForms(list), ...bothForms(sides)]) {
      expect(rosFrom(form)).toMatch(/Endorses (?:numbness|weakness)\b/);
    }
  });

  it('places no limb on a symptom denied there', () => {
    const dialogue =
      'Doctor: any weakness in your legs\nPatient: no\nDoctor: and numbness\nPatient: yes my fingers go numb';
    expect(rosFrom(dialogue)).toContain('Denies weakness');
    expect(rosFrom(dialogue)).not.toMatch(/leg/);
  });

  it('tells it in the history, and the checker finds the limb in what was said', async () => {
    const dialogue =
      'Doctor: what brings you in\nPatient: my back hurts\nDoctor: any weakness in your legs\nPatient: yes in my right leg, the right leg is weak';
    expect(hpiFrom(dialogue)).toContain('right leg weakness');
    const report = await writeReport(transcriptFromText(dialogue), { now: new Date('2026-01-01T00:00:00Z') });
    expect(report.patientReport.historyOfPresentIllness.associatedSymptoms).toContain('right leg weakness');
    expect(report.flags.filter((f) => f.kind === 'unsupported' || f.kind === 'contradicted')).toEqual([]);
  });
});
