import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

describe('examination findings: each clause in the field its subject names', () => {
  it('puts the lungs under respiratory and the legs under extremities, never one sentence in both', () => {
    const f = facts(
      'Doctor: On exam your heart has a regular rate and rhythm, your lungs are clear, and there is no edema in your legs.',
    );
    expect(f.exam.cardiovascular?.value).toBe('On exam your heart has a regular rate and rhythm');
    expect(f.exam.respiratory?.value).toBe('Your lungs are clear');
    expect(f.exam.extremities?.value).toBe('There is no edema in your legs');
    expect(f.exam.generalAppearance).toBeUndefined();
  });

  it('reads an unpunctuated exam narration, ignoring what the clinician is about to do', () => {
    const f = facts(
      "doctor: i'm gonna listen to your heart now on your heart exam i hear a 2 out of 6 systolic murmur and your lungs sound clear",
    );
    expect(f.exam.cardiovascular?.value).toBe('On your heart exam I hear a 2 out of 6 systolic murmur');
    expect(f.exam.respiratory?.value).toBe('Your lungs sound clear');
  });

  it('takes nothing from a history sentence that names the heart', () => {
    expect(
      facts('Doctor: She has a history of congestive heart failure and presents for her annual exam.').exam,
    ).toEqual({});
  });
});

describe('social history: one line per subject', () => {
  it('answers each subject from the reply to its question, in the third person', () => {
    const f = facts(
      'Doctor: Do you smoke?\nPatient: No, never.\nDoctor: How about alcohol?\nPatient: I drink a couple of beers on the weekend.\n' +
        'Doctor: What do you do for work?\nPatient: I work as a landscaper.',
    );
    expect(f.social.tobacco).toEqual({ value: 'Denies tobacco use', segmentIds: ['s1', 's2'] });
    expect(f.social.alcohol?.value).toBe('Drinks a couple of beers on the weekend');
    expect(f.social.occupation?.value).toBe('Works as a landscaper');
  });

  it('binds a statement to the subject it names: smoking to tobacco, drinking to alcohol', () => {
    const f = facts('Patient: I quit smoking ten years ago, but I still drink wine with dinner.');
    expect(f.social.tobacco?.value).toBe('Quit smoking 10 years ago');
    expect(f.social.alcohol?.value).toBe('Still drinks wine with dinner');
  });
});

describe('patient, reason for the visit and timing', () => {
  it('reads age and sex from the dictation and the reason for the visit as a short phrase', () => {
    const f = facts(
      'Doctor: Mrs. Reyes is a 56-year-old woman who presents today with right knee pain.\nPatient: It started about 3 weeks ago.',
    );
    expect([f.age?.value, f.sex?.value, f.reason?.value]).toEqual(['56', 'female', 'right knee pain']);
    expect(f.onset?.value).toBe('3 weeks ago');
  });

  it('takes the onset said with the complaint, not the date of an old operation', () => {
    const f = facts(
      'Patient: I had surgery on my back about 10 years ago.\nPatient: This back pain started 4 days ago when I was golfing.',
    );
    expect(f.onset).toEqual({ value: '4 days ago', segmentIds: ['s2'] });
  });
});
