import { describe, expect, it } from 'vitest';
import { transcriptFromText } from '../../transcript-text/index.js';
import { answerPolarity } from './answers.js';
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
