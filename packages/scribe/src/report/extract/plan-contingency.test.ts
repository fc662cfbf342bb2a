import { describe, expect, it } from 'vitest';
import { factsFrom, flagsOf } from '../testing/said.js';

const plan = (dialogue: string) => factsFrom(dialogue).lifestyle.map((l) => l.value);

describe('plans kept for later keep their trigger', () => {
  it.each([
    [
      "doctor: come back in two days, and if it doesn't get better we may have to increase the dose or send you to the hospital",
      'Increase the dose or hospital admission if no improvement',
    ],
    [
      "doctor: i'm sending a urine culture and depending on the culture we'll decide on antibiotics",
      'Antibiotics depending on the culture',
    ],
    [
      "doctor: and if you're still having symptoms in two weeks we can discuss lithotripsy",
      'Discuss lithotripsy if symptoms persist in 2 weeks',
    ],
    [
      "doctor: hopefully it passes by then, but if not we can talk about lithotripsy if it hasn't passed in three weeks",
      'Discuss lithotripsy if not passed in 3 weeks',
    ],
    [
      'doctor: she is doing well, but if the rash gets worse then we can consider some treatment',
      'Consider treatment if worsening',
    ],
  ])('%j', (said, line) => {
    expect(plan(said)).toContain(line);
  });

  it('reads no plan the clinician does not make: a warning about a medicine, one denied, one with no condition', () => {
    expect(plan("doctor: if you're not feeling better after the antibiotics, give us a call")).not.toContain(
      'Antibiotics if no improvement',
    );
    expect(plan("doctor: if it gets worse we won't need antibiotics, this is a virus")).toEqual([]);
    expect(plan("doctor: we'll increase the dose today")).toEqual([]);
  });

  it('is a plan line the checker leaves unflagged', () => {
    const said = "doctor: if it doesn't get better we may have to increase the dose or send you to the hospital";
    expect(
      flagsOf(
        said,
        (r) => (r.plan.lifestyleRecommendations = ['Increase the dose or hospital admission if no improvement']),
      ),
    ).toEqual([]);
  });
});
