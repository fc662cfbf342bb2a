import { describe, expect, it } from 'vitest';
import { transcriptFromText } from '../../transcript-text/index.js';
import { answerPolarity, deniesNamedOnly } from './answers.js';
import { extractFacts } from '../extract/index.js';

describe('how a reply answers a yes/no question', () => {
  it.each([
    ['Absolutely not.', false],
    ['yeah no i have not', false],
    ['Right, never.', false],
    ['haan nahi', false],
    ['Not anymore.', false],
    ['not lately', false],
    ["Don't think so.", false],
    ['Yes, no fever though.', true],
    ['Absolutely, every day.', true],
    ['A little, not as bad as before.', true],
    ["Don't remember.", null],
  ])('%j → %s', (reply, polarity) => {
    expect(answerPolarity(reply.toLowerCase())).toBe(polarity);
  });

  it('keeps a symptom asked about denied when the reply acknowledges and then denies', () => {
    const f = extractFacts(
      transcriptFromText('Doctor: Any chest pain?\nPatient: Absolutely not.\ndoctor: and any fevers\npatient: yeah no'),
    );
    expect(f.symptoms).toEqual([]);
    expect(f.negatedSymptoms.map((s) => s.value).sort()).toEqual(['chest pain', 'fever']);
  });
});

describe('how far a no to a list question reaches', () => {
  it('reaches only the items a reply denying in its own statement names', () => {
    expect(deniesNamedOnly("i haven't thrown up", [false])).toBe(true);
    expect(deniesNamedOnly("i haven't thrown up but i felt a little nauseated", [false, true])).toBe(true);
  });

  it('reaches the whole list from a bare no, with an exception or not, from just…, or from a reply naming none of its items', () => {
    expect(deniesNamedOnly('no, no fever', [false])).toBe(false);
    expect(deniesNamedOnly('no i did have a slight headache last night', [true])).toBe(false);
    expect(deniesNamedOnly("i don't, just a rash", [true])).toBe(false);
    expect(deniesNamedOnly("i don't", [])).toBe(false);
  });
});
