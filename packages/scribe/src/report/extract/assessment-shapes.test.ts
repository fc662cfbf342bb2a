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
    ['a part of the body alone', 'prostate'],
    ['a measure alone', 'blood sugar'],
    ['a state of mind alone', 'mood'],
    ['habits alone', 'drinking and smoking'],
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
    'elevated blood pressure',
    'short term memory loss',
    'tobacco use',
    'hallux rigidus',
    'calf pain',
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

  const lineOf = (diagnosis: string) =>
    ({
      assessment: [{ value: { diagnosis, certainty: 'confirmed' }, segmentIds: ['s1'] }],
      held: [],
    }) as unknown as ClinicalFacts;

  it('writes the condition a test showed, with the test as its rationale', () => {
    const facts = lineOf('the chest x-ray shows pneumonia');
    holdMisshapen(facts);
    expect(facts.assessment.map((a) => a.value)).toEqual([
      { diagnosis: 'pneumonia', certainty: 'confirmed', rationale: 'The chest x-ray shows pneumonia' },
    ]);
    expect(facts.held).toEqual([]);
  });

  it('holds a test reading that names no problem', () => {
    const facts = lineOf('the x-ray showed your knee');
    holdMisshapen(facts);
    expect(facts.assessment).toEqual([]);
    expect(facts.held.map((h) => h.value.text)).toEqual(['The x-ray showed your knee']);
  });

  it('writes the problem a visit is for, not the visit', () => {
    const facts = lineOf('follow-up of moderate osteoarthritis of the knees');
    holdMisshapen(facts);
    expect(facts.assessment.map((a) => a.value.diagnosis)).toEqual(['moderate osteoarthritis of the knees']);
  });

  it('holds a visit that names no problem', () => {
    const facts = lineOf('establishing care for his prostate');
    holdMisshapen(facts);
    expect(facts.assessment).toEqual([]);
    expect(facts.held).toHaveLength(1);
  });
});
