import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

const results = (dialogue: string) => facts(dialogue).results.map((r) => r.value);
const offered = (dialogue: string) =>
  facts(dialogue)
    .held.filter((h) => h.value.section === 'results')
    .map((h) => h.value.text);

describe('a result is written only as one finding the clinician said, one line per test', () => {
  it("writes a clinician's result as said", () => {
    expect(results('doctor: um your chest x-ray looks normal')).toEqual(['Chest X-ray: normal.']);
    expect(results('doctor: the echo shows uh mild mitral regurgitation')).toEqual([
      'Echocardiogram: mild mitral regurgitation.',
    ]);
  });

  it('offers a test given two values, never one line that holds both as one result', () => {
    const dialogue =
      'doctor: um your potassium was three point five in march\ndoctor: and uh your potassium today is four point two';
    expect(results(dialogue)).toEqual([]);
    expect(offered(dialogue)).toEqual(['Potassium: 3.5, in march, 4.2 (two values said for one test)']);
  });

  it('never writes a result in the patient’s words', () => {
    expect(results('doctor: how did the breathing tests go\npatient: um so the pft came back normal')).toEqual([]);
  });

  it('offers a test as pending only when no result of it was said', () => {
    const dialogue =
      'doctor: so the biopsy came back positive\npatient: oh no\ndoctor: and um the biopsy results are still pending';
    expect(results(dialogue)).toEqual(['Biopsy: positive.']);
    expect(offered(dialogue)).toEqual(['Biopsy: pending (a result for this test was also said)']);
  });

  it('offers both findings when the talk says opposite ones of one test', () => {
    const dialogue =
      'doctor: so uh your potassium is low at three\npatient: okay\ndoctor: and um your potassium is normal now';
    expect(results(dialogue)).toEqual([]);
    expect(offered(dialogue)).toEqual(['Potassium: low at 3, normal (opposite findings said)']);
  });

  it('offers a finding when another mention of the test says the opposite', () => {
    const dialogue =
      'doctor: so uh your chest x-ray shows a fracture of the rib\npatient: okay\ndoctor: but uh your chest x-ray is normal otherwise';
    expect(results(dialogue)).toEqual([]);
    expect(offered(dialogue)).toEqual(['Chest X-ray: fracture (also said: normal)']);
  });
});
