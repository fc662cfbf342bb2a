import { describe, expect, it } from 'vitest';
import { assessmentFrom as assessment, factsFrom } from '../testing/said.js';

describe('a symptom beside the diagnosis that explains it', () => {
  const visit = [
    'doctor: what happened',
    'patient: i twisted my right ankle yesterday and it is swollen',
    'doctor: i think you have a right ankle sprain. ice it and take ibuprofen to help with the swelling',
  ].join('\n');

  it('is not written as a problem of its own, but offered under the assessment', () => {
    expect(assessment(visit).map(([dx]) => dx)).toEqual(['right ankle sprain']);
    expect(factsFrom(visit).held.map((h) => [h.value.section, h.value.text])).toContainEqual([
      'assessment',
      'Swelling',
    ]);
  });

  it('is held when the clinician named it with a hedge, as a symptom said plain', () => {
    const said = [
      "doctor: it looks like you've been having some difficulty swallowing, tell me about it",
      'patient: food gets stuck and it hurts when i swallow',
      'doctor: so for your primary problem you have esophagitis and i will prescribe omeprazole',
    ].join('\n');
    expect(assessment(said).map(([dx]) => dx)).toEqual(['esophagitis']);
  });

  it("is held beside a site's pain when a disease of that body part is stated, a chronic one too", () => {
    const said = [
      'doctor: so you are here today for some itchy scalp pain',
      'patient: yes it has been going on for months',
      'doctor: my impression is that you have scalp psoriasis and we will start a steroid solution',
    ].join('\n');
    expect(assessment(said).map(([dx]) => dx)).toEqual(['scalp psoriasis']);
    // A disease of another part explains nothing here.
    const elsewhere = said.replace('scalp psoriasis', 'knee osteoarthritis');
    expect(assessment(elsewhere).map(([dx]) => dx)).toEqual(['knee osteoarthritis', 'itchy scalp pain']);
  });

  it("is held when the problem's heading is cut from its diagnosis at a pause, in recognised speech", () => {
    const said = [
      "doctor: so let's talk about my assessment and my plan for you",
      'doctor: so my assessment for your first problem your back pain',
      'doctor: i think you have a lumbar strain',
      'doctor: i want to order an mri just to be sure',
    ].join('\n');
    expect(assessment(said).map(([dx]) => dx)).toEqual(['lumbar strain']);
    expect(factsFrom(said).held.map((h) => [h.value.section, h.value.text])).toContainEqual([
      'assessment',
      'Back pain',
    ]);
  });

  it('stays a problem when the next turn names a chronic condition of its own, not its cause', () => {
    const said = [
      'doctor: so my assessment for your first problem your chest pain',
      'doctor: we will get a stress test',
      'doctor: and for your hypertension we will continue the lisinopril',
    ].join('\n');
    expect(assessment(said).map(([dx]) => dx)).toContain('chest pain');
  });

  it('stays a problem when no diagnosis is stated', () => {
    const unexplained = 'doctor: take ibuprofen to help with the swelling and come back in a week';
    expect(assessment(unexplained).map(([dx]) => dx)).toContain('swelling');
  });
});
