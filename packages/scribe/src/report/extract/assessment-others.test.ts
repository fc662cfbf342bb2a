import { describe, expect, it } from 'vitest';
import { assessmentFrom as assessment, factsFrom } from '../testing/said.js';

describe("a relative's diagnosis told to the patient", () => {
  it("is not the patient's problem; the family history holds it", () => {
    const d = 'Doctor: So your brother has been diagnosed with ADHD.\nPatient: Yes, last month.';
    for (const said of [d, d.toLowerCase().replace(/[.,]/g, '')]) {
      expect(assessment(said)).toEqual([]);
      expect(factsFrom(said).familyHistory.map((f) => f.value)).toEqual([{ relation: 'brother', condition: 'adhd' }]);
    }
  });

  it("leaves out the relative's symptom too, and keeps the patient's own problem", () => {
    const d = [
      'doctor: i think your sister has lupus, that would explain her joint pain',
      'patient: maybe, and my knee still hurts',
      'doctor: i think you have a sprain of your left knee',
    ];
    expect(assessment(d.join('\n'))).toEqual([['sprain of left knee', 'probable']]);
  });

  it('is offered as said, since the relative may be the one a family member brought in', () => {
    const d = ['doctor: your husband has a sprain of his right wrist', 'patient: okay, thank you'];
    const facts = factsFrom(d.join('\n'));
    expect(facts.assessment).toEqual([]);
    expect(facts.held.filter((h) => h.value.section === 'assessment').map((h) => h.value.text)).toEqual([
      'Sprain of his right wrist',
    ]);
  });

  it('is the patient when a parent brought their child', () => {
    const d = 'doctor: your son has a sprain of his right wrist\npatient: okay, thank you';
    expect(assessment(d).map(([name]) => name)).toEqual(['sprain of his right wrist']);
  });
});
