import { describe, expect, it } from 'vitest';
import { factsFrom, offeredFrom } from '../testing/said.js';

/** The plan's advice lines written from a dialogue. */
const plan = (said: string) => factsFrom(said).lifestyle.map((l) => l.value);

describe("the plan's gate: orders that contradict each other are offered", () => {
  it('offers a leg both kept off and walked on as tolerated when nothing says which comes first', () => {
    const said = "Doctor: i'll give you crutches, i want you to stay off that leg but start walking on it as tolerated";
    expect(plan(said)).not.toContain('Non-weight-bearing on the affected limb');
    expect(plan(said)).not.toContain('Weight-bearing as tolerated');
    expect(offeredFrom(said)).toEqual(
      expect.arrayContaining(['Non-weight-bearing on the affected limb.', 'Weight-bearing as tolerated.']),
    );
  });

  it('writes both when one follows the other in time', () => {
    const said =
      'Doctor: um i want you to stay off that foot for now then in a few days start walking on it as tolerated';
    expect(plan(said)).toEqual(
      expect.arrayContaining([
        'Non-weight-bearing on the affected limb',
        'Weight-bearing as tolerated after a few days',
      ]),
    );
  });
});
