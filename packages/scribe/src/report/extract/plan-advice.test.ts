import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

const advice = (said: string) => facts(said).lifestyle.map((l) => l.value);

describe('plan advice: devices and weight-bearing the clinician orders', () => {
  it.each([
    [
      "Doctor: I'll give you an air cast to hold the ankle still and I'll give you crutches.",
      ['Wear an air cast', 'Use crutches as needed'],
    ],
    ['Doctor: We have to put you in a long arm cast and a sling.', ['Wear an arm cast', 'Wear an arm sling']],
    ["Doctor: I'm going to give you a wrist splint to wear at night.", ['Wear a wrist splint']],
    [
      "Doctor: You're going to be in a cast and I'm going to have you use crutches.",
      ['Wear a cast', 'Use crutches as needed'],
    ],
    ['Doctor: I want you to wear an ankle brace when you play.', ['Wear an ankle brace']],
  ])('a device given or to be worn is a plan line: %j', (said, lines) => {
    expect(advice(said)).toEqual(lines);
  });

  it('writes a weight-bearing restriction with how long it lasts', () => {
    expect(advice("Doctor: You're not going to be able to put weight on that foot for six to eight weeks.")).toEqual([
      'Non-weight-bearing on the affected limb for 6-8 weeks',
    ]);
    expect(advice('Doctor: I want you to stay off that leg for about two days.')).toEqual([
      'Limit weight-bearing activity for 2 days',
    ]);
  });

  it('reads no device that is denied, had before, or given by someone else', () => {
    expect(advice("Doctor: We're not going to put you in a cast.")).toEqual([]);
    expect(advice("Doctor: You don't need the crutches anymore.")).toEqual([]);
    expect(advice('Doctor: So the urgent care gave you crutches.')).toEqual([]);
    expect(advice('Doctor: Did you put your hand out to brace yourself when you fell?')).toEqual([]);
    expect(advice('Doctor: You put your hand out to brace yourself against the wall.')).toEqual([]);
  });

  it('reads only devices after words of giving: "you\'ll be fine with some rest" advises nothing', () => {
    expect(advice("Doctor: You'll be fine with some rest.")).toEqual([]);
  });
});
