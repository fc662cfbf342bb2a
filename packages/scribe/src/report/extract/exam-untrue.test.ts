import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

const valuesOf = (dialogue: string) =>
  Object.fromEntries(Object.entries(facts(dialogue).exam).map(([k, v]) => [k, v.value]));

describe('examination: a normal finding is not written beside one that makes it untrue', () => {
  it('writes the crackles heard, not lungs clear bilaterally beside them', () => {
    expect(valuesOf('Doctor: On exam your lungs are clear except for some crackles at the right base.')).toEqual({
      respiratory: 'Lungs: crackles at the right base.',
    });
    expect(valuesOf('doctor: on exam your lungs sound clear i do hear some wheezing on the left')).toEqual({
      respiratory: 'Lungs: wheezing on the left.',
    });
  });

  it('writes the decreased range of motion found, not full range of motion beside it', () => {
    expect(
      valuesOf(
        'Doctor: On exam full range of motion of your right shoulder but decreased range of motion with abduction.',
      ),
    ).toEqual({ extremities: 'Right shoulder: decreased range of motion.' });
  });

  it('still writes clear lungs beside a denied sound', () => {
    expect(valuesOf('Doctor: On exam your lungs are clear, no wheezing.')).toEqual({
      respiratory: 'Lungs: clear to auscultation bilaterally; no wheezing.',
    });
  });
});
