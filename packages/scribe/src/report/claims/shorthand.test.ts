import { describe, expect, it } from 'vitest';
import { flagsOf as flagsWith } from '../testing/said.js';
import { claimText } from './text.js';

const flagsOf = (dialogue: string, text: string) =>
  flagsWith(dialogue, (r) => {
    r.historyOfPresentIllness.narrative = text;
  });
const kind = (claim: string) => expect.objectContaining({ claim });

describe('clinical shorthand in a written report is checked like the words it stands for', () => {
  it('reads ages, sex, spans, follow-up and temperature written short', () => {
    expect(claimText('62 y/o M with fever')).toBe('62 year old male with fever');
    expect(claimText('A 45F presenting with cough.')).toBe('a 45 year old female presenting with cough.');
    expect(claimText('Cough x 2 wks, f/u 3 mos')).toBe('cough x 2 weeks, follow up 3 months');
    expect(claimText('Vitals T 99.1, HR 80')).toBe('vitals temperature 99.1, hr 80');
  });

  it('leaves alone what only looks like shorthand', () => {
    // A distance, a heart rate, a dose: no age, no hours, no temperature.
    expect(claimText('a 10 m walk test')).toBe('a 10 m walk test');
    expect(claimText('HR 88')).toBe('hr 88');
    expect(claimText('t 12 mg')).toBe('t 12 mg');
  });

  it('flags a wrong age, sex, span, follow-up or temperature written in shorthand', () => {
    const talk = [
      'Doctor: how old are you',
      "Patient: i'm sixty two",
      'Doctor: how long have you had the cough',
      'Patient: about three days',
      'Doctor: your temperature is 101.2',
      'Doctor: come back and see me in two weeks',
    ].join('\n');
    expect(flagsOf(talk, '68 y/o with cough.')).toEqual([kind('age')]);
    expect(flagsOf(talk, '68M with cough.')).toEqual([kind('age')]);
    expect(flagsOf(talk, 'Cough for 2 wks.')).toEqual([kind('duration')]);
    expect(flagsOf(talk, 'RTC in 6 weeks.')).toEqual([kind('followUp')]);
    expect(flagsOf(talk, 'T 102.1.')).toEqual([kind('vital')]);
    expect(flagsOf(talk, '62 y/o M with cough x 3 days. T 101.2. RTC in 2 wks.')).toEqual([]);
  });

  it('flags the sex written short against the one said', () => {
    const talk = 'Doctor: she is a 45 year old woman here for headaches';
    expect(flagsOf(talk, '45M with headaches.')).toEqual([kind('sex')]);
    expect(flagsOf(talk, '45F with headaches.')).toEqual([]);
  });

  it('an age said as a birthday in words, to the patient: "your seventy second birthday"', () => {
    const talk = "Doctor: i see you've recently celebrated your seventy second birthday";
    expect(flagsOf(talk, 'This 72 y/o M developed weakness.')).toEqual([]);
    expect(flagsOf(talk, 'This 76 y/o M developed weakness.')).toEqual([kind('age')]);
  });
});
