import { describe, expect, it } from 'vitest';
import { factsFrom } from '../testing/said.js';

const meds = (lines: string[]) => {
  const f = factsFrom(lines.join('\n'));
  return {
    taken: f.medications.map((m) => m.value.name),
    plan: f.planMedications.map((p) => `${p.value.action} ${p.value.name} ${p.value.instructions ?? ''}`.trim()),
  };
};

describe('a drug the patient names after the clinician ordered it', () => {
  it('is the order repeated, not a medicine already taken: the plan starts it', () => {
    expect(
      meds([
        'doctor: i want you to take ibuprofen six hundred milligrams three times a day',
        'patient: so i take the ibuprofen six hundred three times a day',
        'doctor: yes',
      ]),
    ).toEqual({ taken: [], plan: ['start ibuprofen 600 mg 3 times a day'] });
    expect(
      meds([
        'doctor: you will take the tramadol fifty milligrams every six hours as needed for pain',
        'patient: okay tramadol',
      ]),
    ).toEqual({ taken: [], plan: ['start tramadol 50 mg every 6 hours as needed for pain'] });
  });

  it('is taken already when the patient says so', () => {
    const said = meds([
      'doctor: i am gonna start you on metformin five hundred milligrams twice a day',
      "patient: oh i'm already on metformin five hundred twice a day",
    ]);
    expect(said.taken).toEqual(['metformin']);
    expect(said.plan).toHaveLength(1);
    expect(said.plan[0]).not.toMatch(/^start/);
  });

  it('counts what the patient said before the order as taken', () => {
    const said = meds([
      'doctor: what are you taking for the pain',
      'patient: i take ibuprofen',
      'doctor: okay take ibuprofen six hundred milligrams three times a day',
    ]);
    expect(said.taken).toEqual(['ibuprofen']);
    expect(said.plan).toEqual(['change ibuprofen adjust to 600 mg 3 times a day']);
  });
});
