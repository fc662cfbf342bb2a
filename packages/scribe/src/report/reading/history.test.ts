import { describe, expect, it } from 'vitest';
import {
  doneBefore,
  firstEpisodeSaid,
  foundLongAgo,
  foundNow,
  oneRelative,
  preventionTarget,
  repairOf,
} from './history.js';

/** The place of `words` in `text`, as the condition reader gives it. */
const at = (text: string, words: string) => ({ index: text.indexOf(words), end: text.indexOf(words) + words.length });

describe('the reading of history had before', () => {
  it('a finding placed a year or more back is history; one of last week may be the episode of today', () => {
    expect(foundLongAgo('they found i had a-fib last year')).toBe(true);
    expect(foundLongAgo('um they found it like three years ago')).toBe(true);
    expect(foundLongAgo('they found a clot back in 2019')).toBe(true);
    expect(foundLongAgo('when you were in the hospital last week they found a clot')).toBe(false);
  });

  it('a condition named only as what a vaccine or a screening is for is no condition had', () => {
    const vaccine = 'did you get the shingles vaccine last fall';
    expect(preventionTarget(vaccine, at(vaccine, 'shingles'))).toBe(true);
    const screened = 'we screened you for diabetes last year';
    expect(preventionTarget(screened, at(screened, 'diabetes'))).toBe(true);
    const had = 'she had shingles last spring';
    expect(preventionTarget(had, at(had, 'shingles'))).toBe(false);
  });

  it('a condition the consultation finds now is a finding of today', () => {
    expect(foundNow('the biopsy showed a ')).toBe(true);
    expect(foundNow('on the x-ray what i am noticing is a little ')).toBe(true);
    expect(foundNow('she has had ')).toBe(false);
  });

  it("a patient's first episode is no past history", () => {
    expect(firstEpisodeSaid("no, i've never had this before")).toBe(true);
    expect(firstEpisodeSaid('i get these every winter')).toBe(false);
  });

  it('a repair is read from the words around the condition, and placed before today only when said so', () => {
    const fixed = 'her hernia was fixed back in 2015';
    expect(repairOf(fixed, at(fixed, 'hernia'))).toBe('repair');
    expect(doneBefore(fixed)).toBe(true);
    const planned = 'the removal of the polyp is next month';
    expect(repairOf(planned, at(planned, 'polyp'))).toBe('removal');
    expect(doneBefore(planned)).toBe(false);
  });

  it('one relative out of several named is that one, in the singular', () => {
    expect(oneRelative('parents', 'both have high blood pressure and one of them had')).toBe('parent');
    expect(oneRelative('parents', 'both have')).toBe('parents');
  });
});
