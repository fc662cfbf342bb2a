import { describe, expect, it } from 'vitest';
import { assessmentFrom as assessment } from '../testing/said.js';

describe('the assessment: problems the clinician advises on or refers for', () => {
  it('takes a condition or habit the patient is told to stop, cut down on or work on', () => {
    expect(assessment('Doctor: Please try to stop your substance abuse.')).toEqual([['substance abuse', null]]);
    expect(assessment('doctor: you need to cut down on your drinking okay')).toEqual([['alcohol use', null]]);
    expect(assessment('Doctor: We need to get your weight down.')).toEqual([['overweight', null]]);
  });

  it('takes the problem a referral clinic treats', () => {
    expect(assessment("Doctor: I'm referring you to a substance abuse clinic.")).toEqual([['substance abuse', null]]);
    expect(assessment("doctor: i'm referring you to a sleep clinic for your apnea")).toEqual([['apnea', null]]);
    expect(assessment("Doctor: I'm referring you to a sleep clinic.")).toEqual([]);
  });

  it('reads code-mixed advice', () => {
    expect(assessment('doctor: aapko smoking band karni hai')).toEqual([['tobacco use', null]]);
    expect(assessment('doctor: agar aap smoking band karna chahte hain to batana')).toEqual([]);
  });

  it('takes nothing only asked about, put as a condition, denied, generic or told as history', () => {
    expect(assessment('Doctor: Do you drink? When did you stop smoking? Can you cut down on your drinking?')).toEqual(
      [],
    );
    expect(assessment('Doctor: If you want to quit smoking, I can help.')).toEqual([]);
    expect(assessment("Doctor: You don't need to stop drinking.")).toEqual([]);
    expect(assessment('Doctor: Try to cut down on any alcohol intake.')).toEqual([]);
    expect(assessment("doctor: i've actually been trying to lose weight")).toEqual([]);
    expect(assessment('Doctor: You need to get some rest.')).toEqual([]);
  });

  it('joins a habit to the line that already names it', () => {
    expect(
      assessment('Doctor: For your nicotine dependence, we will start a patch. I can help you stop smoking.'),
    ).toEqual([['nicotine dependence', null]]);
  });
});
