import { describe, expect, it } from 'vitest';
import { inSentence, writeAbbreviations, writtenCase } from './written-case.js';

describe('abbreviations as a note writes them', () => {
  it.each([
    ['Shortness of breath with chf and copd', 'Shortness of breath with CHF and COPD'],
    ['Establishing care for dcis', 'Establishing care for DCIS'],
    ['Stage 0 er/pr positive carcinoma', 'Stage 0 ER/PR positive carcinoma'],
    ['Order an mri of the right knee and a ct scan', 'Order an MRI of the right knee and a CT scan'],
    ['Hemoglobin a1c 7.2', 'Hemoglobin A1c 7.2'],
    ['Avoid nsaids', 'Avoid NSAIDs'],
  ])('%s', (said, written) => expect(writtenCase(said)).toBe(written));

  it('leaves words that hold the letters, and letters that also spell a word, as said', () => {
    expect(writtenCase('Went to the er with a factual account; the pt is centred')).toBe(
      'Went to the er with a factual account; the pt is centred',
    );
  });

  it('writes every statement of a report, in lists and nested fields alike', () => {
    expect(
      writeAbbreviations({ conditions: ['gerd', 'asthma'], exam: { note: 'no dvt' }, age: 40, none: null }),
    ).toEqual({
      conditions: ['GERD', 'asthma'],
      exam: { note: 'no DVT' },
      age: 40,
      none: null,
    });
  });
});

describe('a name or plan line put inside a sentence', () => {
  it.each([
    ['Ultrasound of the right groin', 'ultrasound of the right groin'],
    ['Excision recommended', 'excision recommended'],
    ['Hemoglobin A1c', 'hemoglobin A1c'],
    ['MRI of the left shoulder', 'MRI of the left shoulder'],
    ['CT scan of the abdomen', 'CT scan of the abdomen'],
    ['A1c in 3 months', 'A1c in 3 months'],
    ['X-ray of the wrist', 'X-ray of the wrist'],
  ])('%s', (line, inside) => expect(inSentence(line)).toBe(inside));
});
