import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

const resultsOf = (dialogue: string) => facts(dialogue).results.map((r) => r.value);

describe('results reviewed on screen, written as a note writes them', () => {
  it('writes what a shown test showed, whoever the labels say said it, and not a denied word', () => {
    expect(
      resultsOf(
        [
          'doctor: hey computer show me the left ankle x-ray',
          'patient: so this shows the bones are lined up',
          'doctor: and there is no fracture',
          'doctor: now show me the labs',
          'doctor: your white count is not elevated and the labs look fine',
        ].join('\n'),
      ),
    ).toEqual(['X-ray: good bony alignment, no fracture.', 'Labs: normal.']);
  });

  it('writes a low pumping function with its percentage, and a value said with a high result', () => {
    expect(
      resultsOf(
        [
          'doctor: hey computer show me the echo',
          'doctor: it shows a low pumping function of your heart at about 40 %',
          'doctor: show me the a1c',
          'doctor: it has been high at 9',
        ].join('\n'),
      ),
    ).toEqual(['Echocardiogram: low ejection fraction, 40%.', 'Hemoglobin A1c: elevated at 9.']);
  });

  it('reads nothing said of another measure after the test shown, nor what is said of the vital signs shown next', () => {
    expect(
      resultsOf(
        [
          'doctor: show me the rapid strep',
          'doctor: you are positive for strep',
          'doctor: that is a reason why your blood sugar is high',
          'doctor: show me the vital signs',
          'doctor: they look good',
        ].join('\n'),
      ),
    ).toEqual(['Rapid strep test: positive.']);
  });
});
