import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

const valuesOf = (dialogue: string) =>
  Object.fromEntries(Object.entries(facts(dialogue).exam).map(([k, v]) => [k, v.value]));
const offeredOf = (dialogue: string) =>
  facts(dialogue)
    .held.filter((h) => h.value.section === 'physicalExam')
    .map((h) => h.value.text);

describe('examination: a normal finding is not written beside one that makes it untrue', () => {
  it('writes the crackles heard where the clinician limits clear lungs to the rest of them', () => {
    expect(valuesOf('Doctor: On exam your lungs are clear except for some crackles at the right base.')).toEqual({
      respiratory: 'Lungs: crackles at the right base.',
    });
  });

  it('offers, and writes neither, clear lungs and a wheeze said of them both', () => {
    const said = 'doctor: on exam your lungs sound clear i do hear some wheezing on the left';
    expect(valuesOf(said)).toEqual({});
    expect(offeredOf(said)).toEqual([
      "Lungs: said both 'wheezing on the left' and 'clear to auscultation bilaterally'",
    ]);
  });

  it('offers, and writes neither, full and decreased range of motion of the same shoulder', () => {
    const said =
      'Doctor: On exam full range of motion of your right shoulder but decreased range of motion with abduction.';
    expect(valuesOf(said)).toEqual({});
    expect(offeredOf(said)).toEqual([
      "Right shoulder: said both 'decreased range of motion' and 'full range of motion'",
    ]);
  });

  it('still writes clear lungs beside a denied sound', () => {
    expect(valuesOf('Doctor: On exam your lungs are clear, no wheezing.')).toEqual({
      respiratory: 'Lungs: clear to auscultation bilaterally; no wheezing.',
    });
  });
});
