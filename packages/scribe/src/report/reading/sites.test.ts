import { describe, expect, it } from 'vitest';
import type { PatientReport } from '@asha/contracts';
import { flagsOf } from '../testing/said.js';
import { SITE_CUES } from './site-cues.js';
import { withSite } from './sites.js';

/** One question per site row: what was said just before, the bare question, and how it reads. */
const QUESTIONS: { rule: string; before: string; question: string; reads: string }[] = [
  {
    rule: 'blood:stool',
    before: 'when did you last open your bowels yesterday was it normal yes',
    question: 'okay any blood',
    reads: 'okay any blood in stool',
  },
  {
    rule: 'blood:urine',
    before: 'does it sting when you pee a little',
    question: 'any bleeding',
    reads: 'any blood in urine',
  },
  {
    rule: 'pain:back',
    before: 'now the exam of your lower back',
    question: 'any pain here',
    reads: 'any back pain here',
  },
  { rule: 'pain:neck', before: 'let me press along your neck', question: 'any pain', reads: 'any neck pain' },
  {
    rule: 'pain:chest',
    before: '',
    question: 'how is your chest any pains or tightness',
    reads: 'how is your chest any chest pain or tightness',
  },
  { rule: 'pain:eye', before: 'follow my light with your eyes', question: 'any pain', reads: 'any eye pain' },
];

describe('a bare follow-up takes the site just talked of', () => {
  it.each(QUESTIONS)('$rule: "$question" reads "$reads"', ({ before, question, reads }) => {
    expect(withSite(question, before)).toBe(reads);
  });

  it('every site row has a question here', () => {
    expect(new Set(SITE_CUES.map((r) => r.rule))).toEqual(new Set(QUESTIONS.map((q) => q.rule)));
  });

  it('the site named last wins, and the rest of the question counts', () => {
    expect(withSite('any blood', 'your stools are fine and now your urine')).toBe('any blood in urine');
    expect(withSite('have you noticed any blood pain and or burning during urination', '')).toContain('blood in urine');
  });

  it('a word with a site of its own, or with no site near, stays as said', () => {
    expect(withSite('any pain in your knee', 'the exam of your lower back')).toBe('any pain in your knee');
    expect(withSite('any blood', 'how have you been sleeping')).toBe('any blood');
    expect(withSite('any pain', "i'll call you back tomorrow")).toBe('any pain');
  });

  it('a body part named after the site moves the talk on: the bare word takes no site', () => {
    const before = 'i get this electric shock down my spine when i move my neck';
    expect(withSite('any pain or symptoms in your left arm or shoulder', before)).toBe(
      'any pain or symptoms in your left arm or shoulder',
    );
    expect(withSite('but do you have any pain here', 'your neck looks fine and the right shoulder sits high')).toBe(
      'but do you have any pain here',
    );
  });

  it("a site word pointing back ('when it happens', 'with that') names no site: the site talked of holds", () => {
    const before = 'she has had this twitch of her right eye for two weeks';
    expect(withSite('and do you have any pain when it happens', before)).toBe(
      'and do you have any eye pain when it happens',
    );
    expect(withSite('any pain with that', before)).toBe('any eye pain with that');
    expect(withSite('any pain when you cough', before)).toBe('any pain when you cough');
  });

  it('two places joined read as the first: "pain in or behind the eye"', () => {
    expect(withSite('any pain in or behind the eye at all', '')).toBe('any pain in the eye at all');
  });
});

const symptoms =
  (...names: string[]) =>
  (r: PatientReport) => {
    r.historyOfPresentIllness.associatedSymptoms = names;
  };

describe('the checker reads a bare follow-up with its site', () => {
  it('"any blood" after talk of bowel movements, answered no, denies blood in the stool', () => {
    const talk =
      'Doctor: when was your last bowel movement\nPatient: this morning\nDoctor: was it normal\nPatient: yes\n' +
      'Doctor: okay any blood\nPatient: no';
    expect(flagsOf(talk, symptoms('Blood in stool'))).toEqual([
      expect.objectContaining({ claim: 'negation', reason: 'Patient denied blood in stool' }),
    ]);
  });

  it('"any pain here" while examining the low back, answered no, denies back pain; a yes supports it', () => {
    const exam = 'Doctor: let me take a look exam of the low back\nDoctor: any pain here\nPatient: ';
    expect(flagsOf(`${exam}no`, symptoms('Back pain'))).toEqual([
      expect.objectContaining({ claim: 'negation', reason: 'Patient denied back pain' }),
    ]);
    expect(flagsOf(`${exam}yes right there`, symptoms('Back pain'))).toEqual([]);
  });

  it('"any pain in or behind the eye" answered no denies eye pain', () => {
    const talk = 'Doctor: any double vision\nPatient: no\nDoctor: any pain in or behind the eye at all\nPatient: no';
    expect(flagsOf(talk, symptoms('Eye pain'))).toEqual([
      expect.objectContaining({ claim: 'negation', reason: 'Patient denied eye pain' }),
    ]);
  });
});
