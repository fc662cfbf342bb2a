import { describe, expect, it } from 'vitest';
import { factsFrom } from '../testing/said.js';

const conditions = (dialogue: string) => factsFrom(dialogue).conditions.map((c) => c.value);
const family = (dialogue: string) =>
  factsFrom(dialogue).familyHistory.map((f) => `${f.value.relation}: ${f.value.condition}`);

describe('past medical history holds only what the patient already had', () => {
  it('leaves out a condition the clinician warns may come', () => {
    const typed =
      'Doctor: If we do not fix the fracture, you also have a high likelihood of developing arthritis in that foot.';
    const spoken =
      'doctor: poor bone healing can lead to losing the arch of your foot and also developing arthritis so i do recommend surgery';
    for (const d of [typed, spoken]) expect(conditions(d)).toEqual([]);
  });

  it('leaves out a sign the examination finds today, and keeps one the patient has a history of, as said', () => {
    expect(conditions('doctor: on your neck exam you have an enlarged thyroid')).toEqual([]);
    expect(conditions('doctor: on rectal examination you do have an enlarged prostate')).toEqual([]);
    expect(
      conditions(
        'patient: i have a history of an enlarged prostate\ndoctor: on rectal exam you have an enlarged prostate',
      ),
    ).toEqual(['enlarged prostate']);
  });

  it("leaves out the clinician's diagnosis of today", () => {
    expect(conditions('doctor: looking at your scalp i think that you have a scalp psoriasis')).toEqual([]);
  });

  it('keeps a condition the clinician names as history, and one the patient says they have', () => {
    expect(conditions('doctor: i think you have a history of asthma right')).toEqual(['asthma']);
    expect(conditions('patient: i have asthma and it can lead to a cough at night')).toEqual(['asthma']);
  });
});

describe("the family's conditions are family history", () => {
  it('reads the reply to a family question as the family, whatever the reply says or who the labels say asked', () => {
    const d = [
      'doctor: what conditions would you say run in your family',
      'patient: i have high blood pressure diabetes and depression',
    ].join('\n');
    expect(conditions(d)).toEqual([]);
    expect(family(d)).toEqual(['family: hypertension', 'family: diabetes', 'family: depression']);
    const swapped = d.replace('doctor:', 'x:').replace('patient:', 'doctor:').replace('x:', 'patient:');
    expect(conditions(swapped)).toEqual([]);
  });

  it('reads a condition that runs in the family as theirs', () => {
    const d = 'patient: i wanted to be careful because skin cancer does run in my family';
    expect(conditions(d)).toEqual([]);
    expect(family(d)).toEqual(['family: skin cancer']);
  });
});
