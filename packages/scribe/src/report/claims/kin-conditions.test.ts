import { describe, expect, it } from 'vitest';
import { flagsOf } from '../testing/said.js';

const reasons = (dialogue: string, edit: Parameters<typeof flagsOf>[1]) => flagsOf(dialogue, edit).map((f) => f.reason);

describe("a relative's condition written as the patient's", () => {
  it('is flagged in the past history and the assessment, naming whose it is', () => {
    const mom = 'doctor: any family history\npatient: um my mom had breast cancer in her fifties';
    expect(reasons(mom, (r) => r.pastMedicalHistory.conditions.push('Breast cancer'))).toEqual([
      "Breast cancer was said of the patient's mother, not the patient",
    ]);
    const brother = 'patient: and uh my brother just got diagnosed with colon cancer so i was kind of worried';
    expect(
      reasons(brother, (r) =>
        r.assessment.push({ diagnosis: 'Colon cancer', certainty: 'confirmed', rationale: null }),
      ),
    ).toEqual(["Colon cancer was said of the patient's brother, not the patient"]);
    const side = "patient: yeah there's heart disease on my mother's side";
    expect(reasons(side, (r) => r.pastMedicalHistory.conditions.push('Heart disease'))).toEqual([
      "Heart disease was said of the patient's maternal relatives, not the patient",
    ]);
  });

  it('is not flagged in the family history, nor when the patient has it too', () => {
    const mom = 'patient: um my mom had breast cancer in her fifties';
    expect(reasons(mom, (r) => (r.familyHistory.mother = ['breast cancer']))).toEqual([]);
    const both = 'patient: i have diabetes and my mom did too';
    expect(reasons(both, (r) => r.pastMedicalHistory.conditions.push('Diabetes'))).toEqual([]);
  });

  it('is not flagged when the turn also tells the relative what the patient has: the relative may be the patient', () => {
    const d = ['doctor: and how is your depression', 'patient: my father has a history of depression and anxiety'].join(
      '\n',
    );
    expect(reasons(d, (r) => r.pastMedicalHistory.conditions.push('Depression', 'Anxiety'))).toEqual([]);
  });
});
