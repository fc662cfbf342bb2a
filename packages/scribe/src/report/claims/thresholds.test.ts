import { describe, expect, it } from 'vitest';
import { flagsOf } from '../testing/said.js';

const talk = [
  'doctor: your heart failure is better, we will recheck your echo in three months',
  'doctor: weigh yourself every morning and call me if you gain three pounds in two days',
  'doctor: come back in two weeks',
].join('\n');
const flags = (line: string) =>
  flagsOf(talk, (r) => {
    r.plan.lifestyleRecommendations = [line];
  }).map((f) => `${f.kind} ${f.claim}: ${f.reason}`);

describe('a return precaution’s threshold is counted over the time said with it', () => {
  it.each([
    'Return precautions given: seek care if weight gain of 3 pounds over 2 days.',
    'Return precautions given: seek care if weight gain of 3 pounds in 2 days.',
    'Return precautions given: seek care if weight gain of 3 pounds within 48 hours.',
  ])('leaves the threshold as said alone, whatever the word before its time: %j', (line) => {
    expect(flags(line)).toEqual([]);
  });

  it.each([
    ['over 3 months', 'not over 3 months'],
    ['in 6 months', 'not over 6 months'],
    ['within 2 weeks', 'not over 2 weeks'],
  ])('flags a threshold counted over another time (%s), not as a follow-up interval', (time, end) => {
    expect(flags(`Return precautions given: seek care if weight gain of 3 pounds ${time}.`)).toEqual([
      `contradicted duration: Transcript says 3 pounds in 2 days, ${end}`,
    ]);
  });

  it('still reads when to come back in the same plan', () => {
    expect(flags('Follow up in 2 weeks.')).toEqual([]);
    expect(flags('Follow up in 4 weeks.')).toHaveLength(1);
  });
});
