import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

describe('social history: one line per subject', () => {
  it('answers each subject from the reply to its question, as a note writes it', () => {
    const f = facts(
      'Doctor: Do you smoke?\nPatient: No, never.\nDoctor: How about alcohol?\nPatient: I drink a couple of beers on the weekend.\n' +
        'Doctor: What do you do for work?\nPatient: I work as a landscaper.',
    );
    expect(f.social.tobacco).toEqual({ value: 'Never smoker', segmentIds: ['s1', 's2'] });
    expect(f.social.alcohol?.value).toBe('A couple of beers on weekends');
    expect(f.social.occupation?.value).toBe('Works as a landscaper');
  });

  it('binds a statement to the subject it names: smoking to tobacco, drinking to alcohol', () => {
    const f = facts('Patient: I quit smoking ten years ago, but I still drink wine with dinner.');
    expect(f.social.tobacco?.value).toBe('Former smoker, quit 10 years ago');
    expect(f.social.alcohol?.value).toBe('Wine with dinner');
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

  it('takes no onset from when a habit was given up', () => {
    const f = facts(
      'Patient: I have had this sore on my foot for 6 weeks.\nDoctor: When did you stop smoking?\nPatient: Maybe four or so years ago.',
    );
    expect(f.onset).toBeNull();
    expect(f.duration?.value).toBe('6 weeks');
  });
});
