import { describe, expect, it } from 'vitest';
import { flagsOf as flagsWith } from '../testing/said.js';

const flagsOf = (dialogue: string, ...results: string[]) =>
  flagsWith(dialogue, (r) => {
    r.results = results;
  });

describe('the results of tests are checked like other statements', () => {
  it('flags a value never said, and leaves the value said unflagged', () => {
    const talk = 'Doctor: your hemoglobin came back at 8.2 and your echo shows an ejection fraction of 55 percent';
    expect(flagsOf(talk, 'Hemoglobin 8.2', 'Echocardiogram: ejection fraction 55%')).toEqual([]);
    expect(flagsOf(talk, 'Hemoglobin 9.2')).toEqual([
      expect.objectContaining({
        section: 'results',
        path: 'results.0',
        claim: 'result',
        reason: 'No value of 9.2 was said',
      }),
    ]);
  });

  it('reads a value said in words, and no value in the name of a test', () => {
    expect(flagsOf('Doctor: your a1c is seven point two', 'Hemoglobin A1c: elevated at 7.2')).toEqual([]);
    expect(flagsOf('Doctor: your vitamin b12 level is low', 'Vitamin B12: low')).toEqual([]);
    expect(flagsOf('Doctor: your covid test came back negative', 'COVID-19 test: negative')).toEqual([]);
  });
});
