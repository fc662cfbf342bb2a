import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

// The writer pairs a question with its answer as the checker does (reading/replies.ts): recognised speech
// cuts the question at its pauses and guesses who spoke, and the answer still lands where it belongs.

const denied = (text: string) =>
  facts(text)
    .negatedSymptoms.map((s) => s.value)
    .sort();

describe('the writer reads the answer where recognised speech put it', () => {
  it('past a question back of what the question means and what the clinician says to it', () => {
    const talk = [
      'doctor: any chest pain',
      'patient: you mean like pressure',
      'doctor: yes any pressure or tightness',
      'patient: no nothing like that',
    ].join('\n');
    expect(denied(talk)).toContain('chest pain');
    expect(facts(talk).symptoms).toEqual([]);
  });

  it("does not write the clinician's 'yes' to a question back as the patient smoking", () => {
    const talk = [
      'doctor: do you smoke',
      'doctor: what like cigarettes',
      "patient: yes ma'am do you",
      'patient: oh no i never have',
    ].join('\n');
    expect(facts(talk).social.tobacco?.value).toBe('Never smoker');
  });

  it("past a list the clinician closes with 'anything like that', labelled the patient's", () => {
    const talk = ['doctor: any fever', 'patient: weight loss anything like that', 'patient: no nothing'].join('\n');
    expect(denied(talk)).toEqual(['fever', 'weight loss']);
  });

  it("past the clinician's 'and how much' cut off at a pause", () => {
    const talk = ['doctor: do you drink alcohol', 'doctor: and how much', "patient: no i don't drink"].join('\n');
    expect(facts(talk).social.alcohol?.value).toBe('Denies alcohol use');
  });

  it('a statement of the clinician after the question leaves it unanswered', () => {
    const talk = ['doctor: any cough', "doctor: okay let's listen to your lungs", 'patient: okay'].join('\n');
    expect([denied(talk), facts(talk).symptoms]).toEqual([[], []]);
  });
});
