import { describe, expect, it } from 'vitest';
import { transcriptFromText } from '../../transcript-text/index.js';
import { bothForms, factsFrom } from '../testing/said.js';
import { writeReport } from '../write.js';

const listed = (dialogue: string) => factsFrom(dialogue).medications.map((m) => m.value.name);

/**
 * A transplant patient's anti-rejection medicines and an anticoagulated patient's blood thinner change what
 * any other clinician may give them: the list names the kind when the consultation named no drug of it.
 */
describe('a kind of medicine taken, with no drug of it named, is listed by its kind', () => {
  it.each([
    [
      "Doctor: and you're taking your immunosuppressive medications?\nPatient: yes, every day.",
      'immunosuppressive medications (names not stated)',
    ],
    ["Doctor: any medicines?\nPatient: i'm on a blood thinner and tylenol.", 'blood thinner (name not stated)'],
    ['Doctor: are you on any blood thinners?\nPatient: yes i am.', 'blood thinner (name not stated)'],
  ])('%s', (dialogue, written) => {
    for (const form of bothForms(dialogue)) expect(listed(form)).toContain(written);
  });

  it('lists nothing for a kind the patient is not on, is asked of only, or takes by name', () => {
    const dialogues = [
      'Doctor: are you on any blood thinners?\nPatient: no.',
      "Doctor: you can't take anti-inflammatory medications because of your transplant.\nPatient: okay.",
      'Doctor: are you on any blood thinners?\nPatient: yes, eliquis 5 mg twice a day.',
      'Doctor: do you take anything?\nPatient: my wife is on a blood thinner.',
    ];
    for (const dialogue of dialogues.flatMap(bothForms)) {
      expect(listed(dialogue).filter((n) => n.includes('not stated'))).toEqual([]);
    }
  });

  it('is a line the checker finds in what was said', async () => {
    const t = transcriptFromText(
      "Doctor: you had a kidney transplant. and you're taking your immunosuppressive medications?\nPatient: yes.",
    );
    const report = await writeReport(t, { now: new Date('2026-01-01T00:00:00Z') });
    expect(report.patientReport.medications.current.map((m) => m.name)).toContain(
      'immunosuppressive medications (names not stated)',
    );
    expect(report.flags.filter((f) => f.section === 'medications')).toEqual([]);
  });
});
