import { describe, expect, it } from 'vitest';
import { factsFrom } from '../testing/said.js';

const results = (said: string) => factsFrom(said).results.map((r) => r.value);

describe('a test whose result is still to come is written as pending, never as a finding', () => {
  it('writes the test named with a pending cue as pending', () => {
    expect(results("Doctor: we took a biopsy of that mole last week and the pathology isn't back yet")).toEqual([
      'Biopsy: pending.',
    ]);
    expect(results("Doctor: we're still waiting on the urine culture, i'll call you when it's in")).toEqual([
      'Urine culture: pending.',
    ]);
  });

  it('keeps a result that is back beside one still to come', () => {
    const said = "Doctor: your x-ray showed no fracture. the blood cultures haven't come back yet";
    expect(results(said)).toEqual(['X-ray: no fracture.', 'Blood cultures: pending.']);
  });

  it('reads a result promised as pending only of a test done, not of one ordered today', () => {
    expect(results("Doctor: i sent the blood work this morning, i'll call you with the results")).toEqual([
      'Labs: pending.',
    ]);
    expect(results("Doctor: we'll order an mri of your knee and i'll call you with the results")).toEqual([]);
  });

  it('writes no finding of a test whose result is still to come', () => {
    const said = "Doctor: we're still waiting on the pathology, the biopsy showed abnormal cells on the quick look";
    expect(results(said)).toEqual(['Biopsy: pending.']);
  });

  it('writes nothing pending when no test is named', () => {
    expect(results("Patient: i'm still waiting on those results")).toEqual([]);
  });
});
