import { describe, expect, it } from 'vitest';
import { adherenceOf } from './adherence.js';

describe('how the patient says they take a medicine', () => {
  it.each([
    ["i haven't been taking the metformin for about 2 weeks", 'not taking', 'for 2 weeks'],
    ['i ran out of my blood pressure pills 3 weeks ago', 'not taking', 'for 3 weeks'],
    ["i'm not taking the lisinopril anymore", 'not taking', null],
    // Not sure how long: no time is written.
    ['i ran out of the klonopin one or two days ago', 'not taking', null],
    ['i stopped the statin on my own because of the muscle aches', 'stopped on own', null],
    ['i quit the atorvastatin by myself a month ago', 'stopped on own', 'for 1 month'],
    ['i only take my amlodipine when i remember', 'taking irregularly', null],
    ['i forget to take my metformin a lot', 'taking irregularly', null],
    ["i don't take my lisinopril every day", 'taking irregularly', null],
    ['i take the inhaler off and on', 'taking irregularly', null],
    ['i keep forgetting my lisinopril', 'taking irregularly', null],
    // A course taken to its end is not taken now.
    ['they had me on prednisone but i finished it', 'not taking', null],
    ["i was on the gabapentin but i'm done with it", 'not taking', null],
    ['they gave me a z pack and i completed the course last week', 'not taking', null],
  ])('%j', (words, taking, since) => {
    expect(adherenceOf(words)).toEqual({ taking, since });
  });

  it.each([
    ['i take metformin 500 mg twice a day'],
    // The words of another complaint, not of how the medicine is taken.
    ['the metformin gives me diarrhea off and on'],
    ['i take lisinopril but i forgot the name of the other one'],
    // Done with something else: the medicine is still taken.
    ["i take my tylenol when i'm done with work"],
  ])('reads nothing where none is said: %j', (words) => {
    expect(adherenceOf(words)).toBeNull();
  });

  it('reads a reply about the medicine asked of only where said of it', () => {
    expect(adherenceOf('honestly i only take it when i remember', true)?.taking).toBe('taking irregularly');
    expect(adherenceOf('no i stopped taking it last month', true)?.taking).toBe('not taking');
    expect(adherenceOf("i've been throwing up off and on", true)).toBeNull();
    expect(adherenceOf('yes and i stopped smoking too', true)).toBeNull();
    expect(adherenceOf('yeah i finished them a few days ago', true)?.taking).toBe('not taking');
  });
});
