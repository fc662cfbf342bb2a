import { describe, expect, it } from 'vitest';
import { holdMisshapen, notAProblem } from './assessment-shapes.js';
import type { ClinicalFacts } from './types.js';

describe('assessment: a line worded as no clinician lists a problem', () => {
  it.each([
    ['a clause from the talk', 'had this sharp pain in the left'],
    ['a clause with its verb', 'x-rays show pneumonia'],
    ['three things run together', 'heartburn and cough and fatigue'],
    ['letters said one by one', 'c b c'],
    ['an operation', 'prior hernia repair'],
    ['an operation and what it was for', 'surgery for a kidney stone'],
    ['an operation ending in -ectomy', 'prior cholecystectomy'],
  ])('is not a problem: %s', (_, line) => {
    expect(notAProblem(line)).toBe(true);
  });

  it.each([
    'hand and wrist pain',
    'history of gout',
    'partial rotator cuff tear',
    'pain after knee replacement',
    'status post reduction mammoplasty',
    'history of hernia repair',
    'type 2 diabetes',
    'nausea and vomiting',
  ])('is a problem: %s', (line) => {
    expect(notAProblem(line)).toBe(false);
  });

  it('offers the run-on line as said, not in the note, and keeps the problem', () => {
    const facts = {
      assessment: [
        { value: { diagnosis: 'asthma', certainty: 'confirmed', rationale: null }, segmentIds: ['s1'] },
        {
          value: { diagnosis: 'heartburn and cough and fatigue', certainty: null, rationale: null },
          segmentIds: ['s2'],
        },
      ],
      held: [],
    } as unknown as ClinicalFacts;
    holdMisshapen(facts);
    expect(facts.assessment.map((a) => a.value.diagnosis)).toEqual(['asthma']);
    expect(facts.held.map((h) => h.value.section)).toEqual(['assessment']);
    expect(facts.held[0]!.segmentIds).toEqual(['s2']);
  });
});
