import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

const resultsOf = (dialogue: string) => facts(dialogue).results.map((r) => r.value);
const heldOf = (dialogue: string) =>
  facts(dialogue)
    .held.filter((h) => h.value.section === 'results')
    .map((h) => h.value.text);

describe("a test's earlier value and its latest, said together", () => {
  it.each([
    [
      "doctor: your a1c was seven point four and now it's six point nine",
      'Hemoglobin A1c: 6.9.',
      'Hemoglobin A1c: 7.4.',
    ],
    ["doctor: so your creatinine was one point six it's down to one point two", 'Creatinine: 1.2.', 'Creatinine: 1.6.'],
    [
      'doctor: um the potassium was five point nine and today it is four point eight',
      'Potassium: 4.8.',
      'Potassium: 5.9.',
    ],
  ])('%j writes the latest value and offers the earlier one', (dialogue, written, offered) => {
    expect(resultsOf(dialogue)).toEqual([written]);
    expect(heldOf(dialogue)).toEqual([offered]);
  });

  it('writes one value said with today, and a value said before the one it rose from', () => {
    expect(resultsOf('doctor: your a1c today is seven point two')).toEqual(['Hemoglobin A1c: 7.2.']);
    expect(resultsOf('doctor: your a1c came back at seven point two which is up from six point eight')).toEqual([
      'Hemoglobin A1c: 7.2.',
    ]);
  });

  it('reads no dose said after now as a value', () => {
    expect(resultsOf("doctor: your a1c was eight point one and now we're at five hundred mg of metformin")).toEqual([
      'Hemoglobin A1c: 8.1.',
    ]);
  });
});

describe('how far out of range a result is, written as said', () => {
  it.each([
    ['doctor: your hemoglobin was a little low at eleven', 'Hemoglobin: slightly low at 11.'],
    ['doctor: the potassium was slightly high at five point two', 'Potassium: slightly elevated at 5.2.'],
    ['doctor: um your liver enzymes were mildly elevated', 'Liver enzymes: mildly elevated.'],
    ['doctor: your tsh came back borderline high', 'TSH: borderline high.'],
    ['doctor: so your sodium was a bit low', 'Sodium: slightly low.'],
    ['doctor: your psa is high at nine', 'PSA: elevated at 9.'],
    [
      'doctor: the echo shows the pumping function of your heart is a little low',
      'Echocardiogram: slightly low ejection fraction.',
    ],
  ])('%j', (dialogue, written) => expect(resultsOf(dialogue)).toEqual([written]));
});

describe('a result said with an earlier visit a few words after it', () => {
  it('writes it with that time, and not a time it is compared with', () => {
    expect(resultsOf('doctor: your tsh was normal last time')).toEqual(['TSH: normal, last time.']);
    expect(resultsOf('doctor: your tsh is normal which is better than last time')).toEqual(['TSH: normal.']);
  });
});

describe('a result said of a whole organ, not of one test', () => {
  it('writes kidney function as said, never as a creatinine', () => {
    expect(resultsOf('doctor: um your kidney function is normal')).toEqual(['Kidney function: normal.']);
  });
});
