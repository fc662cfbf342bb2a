import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';
import { normalise } from './text.js';

describe('numbers and time spans read one way by the writer and the checker', () => {
  it.each([
    ['she takes point six milligrams of it', 'she takes 0.6 milligrams of it'],
    ['his temperature was 98 . 2 this morning', 'his temperature was 98.2 this morning'],
    ['he is in his sixties', 'he is in his 60s'],
    ['a thousand milligrams twice a day', '1000 milligrams twice a day'],
    ['about 1.5 thousand units', 'about 1500 units'],
    ['for an hour and a half', 'for 1.5 hours'],
    ['over the last week and a half', 'over the last 1.5 weeks'],
    ['it lasts about half an hour', 'it lasts about 30 minutes'],
    // A count and a half of a thing is 1.5 of it, not the count and 12 hours.
    ["now i'm up to a pack and a half a day", "now i'm up to 1.5 packs a day"],
    ['a glass and a half of wine', '1.5 glasses of wine'],
    ['twenty plus years', '20 years'],
    ['four five six days now', '4 to 6 days now'],
    ['2 and a half months', '2.5 months'],
    ['three or four weeks', '3 to 4 weeks'],
    ['come back in a week or two', 'come back in 1 to 2 weeks'],
    ['cough x 2 wks', 'cough x 2 weeks'],
  ])('%j reads as %j', (said, read) => {
    expect(normalise(said)).toBe(read);
  });

  it('leaves a sentence ending in a year before a span, and a heart rate, as they are', () => {
    expect(normalise('i moved here in 2019. 2 years ago i started running')).toBe(
      'i moved here in 2019. 2 years ago i started running',
    );
    expect(normalise('hr 88')).toBe('hr 88');
  });

  it('gives the onset a patient says as a span and a half', () => {
    const f = facts('Patient: My elbows started hurting about a year and a half ago.');
    expect(f.onset?.value).toBe('1.5 years ago');
  });
});
