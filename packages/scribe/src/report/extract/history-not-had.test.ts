import { describe, expect, it } from 'vitest';
import { factsFrom } from '../testing/said.js';

const conditions = (dialogue: string) => factsFrom(dialogue).conditions.map((c) => c.value);
const offered = (dialogue: string) =>
  factsFrom(dialogue)
    .held.filter((h) => h.value.section === 'pastMedicalHistory')
    .map((h) => h.value.text);

describe('what the clinician takes back is no past history', () => {
  it('leaves out a condition the patient names of themself when the clinician answers no, no', () => {
    const d = [
      'doctor: there is some tenderness over the right flank',
      'patient: i have a heart attack',
      "doctor: no, no, that's not what it means, your kidney is a bit sore",
    ].join('\n');
    expect(conditions(d)).toEqual([]);
    expect(offered(d)).toEqual([]);
  });

  it("leaves it out when the clinician says the patient did not have it ('no, you didn't')", () => {
    expect(conditions("patient: i had a stroke last year\ndoctor: no, you didn't, that was a migraine")).toEqual([]);
  });

  it("keeps a condition the clinician's reply only moves on from", () => {
    expect(conditions('patient: i have asthma\ndoctor: no problem, and how often do you use the inhaler')).toEqual([
      'asthma',
    ]);
  });
});
