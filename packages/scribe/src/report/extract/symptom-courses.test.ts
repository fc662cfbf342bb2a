import { describe, expect, it } from 'vitest';
import { factsFrom as facts, hpiFrom as hpi, rosFrom as ros } from '../testing/said.js';

const courses = (said: string) => facts(said).symptomCourses.map((c) => `${c.value.symptom}: ${c.value.state}`);

describe('a symptom written with the course the patient tells of it', () => {
  const easing = [
    'doctor: she is a 70-year-old woman here after her stay in hospital for heart failure',
    'doctor: how are you feeling',
    "patient: i don't have quite as much shortness of breath since i came home and i still cough at night",
  ].join('\n');

  it('reads the course of the symptom named nearest its words, and none for the other', () => {
    expect(courses(easing)).toEqual(['shortness of breath: improving']);
  });

  it('writes it in the history and the review of systems, not as a plain report', () => {
    expect(hpi(easing)).toContain('Her shortness of breath is improving.');
    expect(hpi(easing)).not.toMatch(/reports[^.]*shortness of breath/);
    expect(ros(easing)).toContain('Respiratory: Endorses cough. Endorses shortness of breath, improving.');
  });

  it('writes a symptom getting worse or coming and going with its course', () => {
    expect(courses('patient: my headaches have been getting worse over the last month')).toEqual([
      'headache: worsening',
    ]);
    expect(courses('patient: the dizziness comes and goes')).toEqual(['dizziness: intermittent']);
  });

  it('writes a swelling that has gone down as improving, not as over', () => {
    const ankle =
      'patient: i twisted my right ankle on monday the swelling has gone down but it still hurts when i walk';
    expect(courses(ankle)).toEqual(['swelling: improving']);
    expect(hpi(ankle)).not.toContain('resolved');
    expect(courses('patient: the pain went down my left leg')).toEqual([]);
  });

  it('writes a symptom named in the plural with a plural verb', () => {
    expect(hpi('patient: i get these muscle aches on and off')).toContain('muscle aches are intermittent.');
  });

  it('reads no course that is denied or only put as an if', () => {
    expect(courses("patient: i still have the cough but it's not getting worse")).toEqual([]);
    expect(courses('patient: i have a cough and i will call you if it gets worse')).toEqual([]);
  });
});
