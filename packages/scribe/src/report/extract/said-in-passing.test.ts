import { describe, expect, it } from 'vitest';
import { answerPolarity } from '../reading/answers.js';
import { factsFrom as facts } from '../testing/said.js';

/**
 * Words that look like a finding, a time, a habit or a condition of the patient's but are said of something
 * else: one part's examination, the last of some other event, another habit in the same breath, or a reply
 * that takes its opening back.
 */
describe('one part examined normal is not the whole examination normal', () => {
  const exam = (dialogue: string) =>
    Object.fromEntries(Object.entries(facts(dialogue).exam).map(([k, v]) => [k, v.value]));

  it('writes no "otherwise normal" for one side or one system said to be normal', () => {
    for (const dialogue of [
      'doctor: on your exam there is swelling of the right wrist your left wrist exam is normal',
      'doctor: on exam there is tenderness of your lower back otherwise your neurological exam is normal',
    ]) {
      expect(JSON.stringify(exam(dialogue))).not.toMatch(/otherwise normal/i);
    }
  });

  it('still writes it when the whole examination is said to be normal', () => {
    expect(
      exam('Doctor: On exam there is swelling of the right wrist. The rest of your exam is normal.'),
    ).toMatchObject({
      generalAppearance: 'Examination otherwise normal.',
    });
  });
});

describe('the time of another event is not when the complaint began', () => {
  it('does not date the complaint by the answer to "when was your last …"', () => {
    const said = facts(
      [
        'doctor: what brings you in today',
        'patient: i have had a cough and some fever',
        'doctor: when was the last time you checked your temperature',
        'patient: about two hours ago',
        'doctor: and when was your last menstrual period',
        'patient: maybe ten years ago',
      ].join('\n'),
    );
    expect(said.onset).toBeNull();
  });

  it('still dates it by the answer to "when did it start"', () => {
    const said = facts(
      [
        'doctor: what brings you in today',
        'patient: a cough',
        'doctor: when did it start',
        'patient: about three days ago',
      ].join('\n'),
    );
    expect(said.onset?.value).toBe('3 days ago');
  });
});

describe('a reply run together by recognised speech answers each habit apart', () => {
  it('reads "no drugs i do drink socially" as no drugs and social drinking', () => {
    const social = facts(
      'doctor: any smoking alcohol or drug use\npatient: no drugs i do drink socially but never more than that',
    ).social;
    expect(social.alcohol?.value).toBe('Social alcohol use');
    expect(social.substances?.value).toBe('Denies recreational drug use');
  });
});

describe('a reply that opens as if to affirm and then takes it back', () => {
  it('is no answer either way', () => {
    expect(answerPolarity('i have always been a worrier. nothing like that, though.')).toBeNull();
    expect(answerPolarity('i have always been healthy none of that')).toBeNull();
    expect(answerPolarity('i have, yes.')).toBe(true);
  });

  it('writes no history of the conditions asked about, even when the reply is cut at a pause', () => {
    for (const dialogue of [
      'Doctor: Any asthma or emphysema?\nPatient: I have always been a runner. Nothing like that in my chest.',
      'doctor: any asthma or emphysema\npatient: i have always been a runner\npatient: nothing like that in my chest',
    ]) {
      expect(facts(dialogue).conditions).toEqual([]);
    }
  });
});

describe('readings over days are not the blood pressure of today', () => {
  it('writes no blood pressure from "your blood pressures look good" said of a home log', () => {
    const said = facts(
      [
        'doctor: have you been checking your blood pressure at home',
        'patient: yes the top number is usually in the one thirties',
        'doctor: okay your blood pressures look good so we will keep the same dose',
      ].join('\n'),
    );
    expect(said.vitals.bloodPressure).toBeUndefined();
  });

  it('still writes the level the clinician says of today', () => {
    expect(facts('Doctor: Your blood pressure is a little high today.').vitals.bloodPressure?.value).toBe(
      'slightly elevated',
    );
  });
});
