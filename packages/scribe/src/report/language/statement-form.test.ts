import { describe, expect, it } from 'vitest';
import { STATEMENT_FORM_CUES } from './statement-form-cues.js';
import { cleanStatement, saysNothing, spokenForm } from './statement-form.js';

describe('statement form: why a statement reads as spoken', () => {
  it.each(STATEMENT_FORM_CUES.map((c) => [c.reason, c.example] as const))('%s: "%s"', (reason, example) => {
    expect(spokenForm(example)).toContain(reason);
  });

  it.each([
    'Tenderness on the right',
    'Lives with her husband',
    'Type I diabetes',
    'Clear to auscultation bilaterally',
    'A kind of rash on both arms',
    'Smokes about 3 cigarettes a day or so',
    'Lungs: clear; no wheezing',
  ])('reads "%s" as written', (text) => {
    expect(spokenForm(text, true)).toEqual([]);
  });

  it('reads a bare short answer as a fragment in prose, not in a list', () => {
    expect(spokenForm('Hardly ever', true)).toEqual(['fragment']);
    expect(spokenForm('Never', true)).toEqual([]);
    expect(spokenForm('Lipid panel')).toEqual([]);
  });
});

describe('statement form: a statement cleaned for offering', () => {
  it.each([
    ['Occupation: um, uh, teacher', 'Occupation: teacher'],
    ['Oh, it has been about 35 years now', 'It has been about 35 years now'],
    ['Throat has been hurting for like 4 days now and.', 'Throat has been hurting for 4 days now'],
    ['The hemoglobin a1c is is 8', 'The hemoglobin a1c is 8'],
    ['Go ahead and use ice as well', 'Use ice as well'],
  ])('"%s" is offered as "%s"', (spoken, clean) => {
    expect(cleanStatement(spoken)).toBe(clean);
  });

  it('keeps pronouns: only the clinician knows whom they meant', () => {
    expect(cleanStatement('Your heart is at a regular rate and rhythm, okay')).toBe(
      'Your heart is at a regular rate and rhythm',
    );
  });

  it('says nothing when only an answer is left', () => {
    expect(saysNothing(cleanStatement('Yes, does'))).toBe(true);
    expect(saysNothing('Tobacco: yes')).toBe(false);
  });
});
