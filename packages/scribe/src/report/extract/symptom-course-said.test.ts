import { describe, expect, it } from 'vitest';
import { bothForms, factsFrom as facts, hpiFrom as hpi, rosFrom as ros } from '../testing/said.js';

/*
 * The course of a symptom as the patient tells it: one over is never written as one of today, one still there is
 * not missed when the reply says so with a pronoun or leaves the symptom out ('and the headache?' 'still there').
 * Each dialogue is tried tidy and as recognised speech gives it (lower case, no punctuation).
 */

const present = (said: string) => facts(said).symptoms.map((s) => s.value);

describe('a symptom said to be still there, without naming it again, is the patient’s today', () => {
  it.each([
    ['headache', 'Doctor: And the headache?\nPatient: Still there.'],
    ['headache', 'Doctor: Good. And the headache?\nPatient: Still there.'],
    ['abdominal pain', 'Doctor: How is the belly pain?\nPatient: It is still pretty bad.'],
    ['cough', "Doctor: How's the cough?\nPatient: I still have it."],
    ['rash', "Doctor: Is the rash any better?\nPatient: No, it's the same."],
    ['cough', "Doctor: Has the cough gone away?\nPatient: It's still there."],
  ])('%s: %j', (name, tidy) => {
    for (const said of bothForms(tidy)) {
      expect(present(said)).toContain(name);
      expect(ros(said)).toContain(name);
    }
  });

  it("a yes to whether it has gone tells it as over; 'still, a single' answers nothing of a symptom", () => {
    for (const said of bothForms('Doctor: Has the cough gone away?\nPatient: Yes.')) {
      expect(hpi(said)).toContain('cough, now resolved');
      expect(ros(said)).not.toContain('cough');
    }
    for (const said of bothForms('Doctor: Are you married?\nPatient: Still, a single.')) {
      expect(facts(said).social.livingSituation).toBeUndefined();
    }
  });
});

describe('a symptom said to be over is not written as one of today', () => {
  it("ends the symptom told last, not the complaint told before it: 'stomach pain. i had diarrhea last week but it's fine now'", () => {
    for (const said of bothForms(
      "Doctor: What brings you in?\nPatient: Stomach pain. I had diarrhea last week but it's fine now.",
    )) {
      expect(hpi(said)).toContain('diarrhea, now resolved');
      expect(hpi(said)).not.toContain('abdominal pain, now resolved');
      expect(ros(said)).toContain('abdominal pain');
      expect(ros(said)).not.toContain('diarrhea');
    }
  });

  it("an episode told over ends what it told as had, not the complaint told as now: 'i had diarrhea on friday and felt fine since'", () => {
    for (const said of bothForms(
      'Doctor: What brings you in?\nPatient: Stomach pain. I had diarrhea on Friday and I felt fine since.',
    )) {
      expect(hpi(said)).toContain('diarrhea, now resolved');
      expect(hpi(said)).not.toContain('abdominal pain, now resolved');
    }
  });

  it("in unpunctuated speech 'the fever went away' ends the fever, not the sore throat said just before", () => {
    const said = 'doctor: what brings you in\npatient: i have a sore throat the fever went away two days ago';
    expect(present(said)).toContain('sore throat');
    expect(ros(said)).not.toMatch(/Denies[^.]*sore throat/);
    expect(ros(said)).not.toContain('fever');
    expect(hpi(said)).toContain('fever, now resolved');
  });

  it.each([
    ['cough', "Doctor: How's the cough?\nPatient: Oh it's gone."],
    ['rash', 'Doctor: Any rash?\nPatient: I had a rash. That cleared up.'],
    ['vomiting', 'Doctor: Any vomiting?\nPatient: Not anymore.'],
  ])('%s is told as resolved, never endorsed: %j', (name, tidy) => {
    for (const said of bothForms(tidy)) {
      expect(hpi(said)).not.toMatch(new RegExp(`reports ${name}(?!, now resolved)`));
      expect(ros(said)).not.toContain(name);
    }
  });

  it("'any vomiting?' 'not anymore' tells the vomiting as had and over, not as denied", () => {
    for (const said of bothForms('Doctor: Any vomiting?\nPatient: Not anymore.'))
      expect(hpi(said)).toContain('vomiting, now resolved');
  });
});
