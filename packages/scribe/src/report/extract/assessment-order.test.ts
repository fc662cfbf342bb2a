import { describe, expect, it } from 'vitest';
import { assessmentFrom } from '../testing/said.js';

const problems = (dialogue: string) => assessmentFrom(dialogue).map(([diagnosis]) => diagnosis);

describe("the assessment's order", () => {
  it("puts today's problem before the standing conditions of the past history, each group as said", () => {
    const d = [
      'Doctor: So you have a history of hypertension and diabetes.',
      'Patient: Yes, both for years.',
      'Doctor: What brings you in today?',
      'Patient: My right knee hurts since I twisted it.',
      "Doctor: Your blood pressure is fine, so we'll continue the lisinopril for your hypertension.",
      'Doctor: For your diabetes, keep taking the metformin.',
    ].join('\n');
    expect(problems(d)).toEqual(['right knee pain', 'hypertension', 'diabetes']);
  });

  it('keeps first a standing condition the visit is for', () => {
    const d = [
      'Doctor: What brings you in today?',
      "Patient: I'm here for a follow-up of my diabetes.",
      'Doctor: So you have diabetes, and your knee exam shows a medial collateral ligament strain.',
    ].join('\n');
    expect(problems(d)[0]).toBe('diabetes');
  });
});
