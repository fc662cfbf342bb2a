import { describe, expect, it } from 'vitest';
import { flagsOf as flagsWith } from '../testing/said.js';

const flagsOf = (dialogue: string, text: string) =>
  flagsWith(dialogue, (r) => {
    r.historyOfPresentIllness.narrative = text;
  });
const condition = expect.objectContaining({ claim: 'condition' });

describe('a history stated in a sentence names its conditions as a list does', () => {
  const talk = 'Patient: i have diabetes and high blood pressure and now this cough for a week';

  it('flags a condition the consultation never talks of', () => {
    expect(flagsOf(talk, 'She has a history of COPD.')).toEqual([
      expect.objectContaining({ reason: 'Copd was not mentioned in the consultation' }),
    ]);
    expect(flagsOf(talk, 'PMH significant for diabetes, hypertension and chronic kidney disease.')).toEqual([
      condition,
    ]);
    expect(flagsOf(talk, 'Known case of epilepsy.')).toEqual([condition]);
    // 'Multiple' said of anything else ('multiple times') does not name multiple sclerosis.
    expect(
      flagsOf(`${talk}\nPatient: i coughed multiple times at night`, 'She has a history of multiple sclerosis.'),
    ).toEqual([condition]);
  });

  it('leaves the conditions said, in their names or in lay words', () => {
    expect(flagsOf(talk, 'She has a history of diabetes and hypertension.')).toEqual([]);
    expect(flagsOf('Doctor: so you have a bone disease from before', 'Past medical history of osteoporosis.')).toEqual(
      [],
    );
    expect(flagsOf('Patient: mujhe sugar aur bp hai', 'Known case of diabetes and hypertension.')).toEqual([]);
    expect(
      flagsOf('Patient: i had blood clots in my left leg last year', 'Medical history significant for DVT.'),
    ).toEqual([]);
    expect(
      flagsOf(
        'Doctor: you have a heart rhythm disorder for a long time',
        'Past medical history of atrial fibrillation.',
      ),
    ).toEqual([]);
  });

  it("leaves a condition named outside a stated history, and a relative's", () => {
    // Named as a thing to watch for, not as the patient's history.
    expect(flagsOf(talk, 'We discussed that smoking can lead to COPD.')).toEqual([]);
    expect(flagsOf(talk, 'Her grandmother had a history of SVT.')).toEqual([]);
  });
});
