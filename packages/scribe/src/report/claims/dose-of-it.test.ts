import { describe, expect, it } from 'vitest';
import { flagsOf } from '../testing/said.js';

const asked = "Doctor: How's the lisinopril working?\nPatient: Okay.\nDoctor: Let's increase it to 40 mg.";
const bumped = "doctor: you're on metformin 500\npatient: yes\ndoctor: i want to bump that up to 1000 twice a day";

describe("a dose said of 'it', bound to the drug named just before", () => {
  it('supports the new dose of a change said a turn or two after the drug', () => {
    expect(
      flagsOf(asked, (r) => {
        r.plan.medications = [{ name: 'lisinopril', instructions: 'increase to 40 mg', action: 'change' }];
      }),
    ).toEqual([]);
    expect(
      flagsOf(bumped, (r) => {
        r.plan.medications = [{ name: 'metformin', instructions: 'increase to 1000 twice a day', action: 'change' }];
      }),
    ).toEqual([]);
  });

  it('still flags a dose or schedule the change did not say', () => {
    expect(
      flagsOf(asked, (r) => {
        r.plan.medications = [{ name: 'lisinopril', instructions: 'increase to 80 mg', action: 'change' }];
      }),
    ).toEqual([expect.objectContaining({ claim: 'dose' })]);
    expect(
      flagsOf(bumped, (r) => {
        r.plan.medications = [
          { name: 'metformin', instructions: 'increase to 1000 three times a day', action: 'change' },
        ];
      }),
    ).toEqual([expect.objectContaining({ claim: 'frequency' })]);
  });
});
