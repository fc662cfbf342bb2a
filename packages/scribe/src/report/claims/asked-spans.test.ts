import { describe, expect, it } from 'vitest';
import { flagsOf as flagsWith } from '../testing/said.js';

const flagsOf = (dialogue: string, text: string) =>
  flagsWith(dialogue, (r) => {
    r.historyOfPresentIllness.narrative = text;
  });
const wrong = [expect.objectContaining({ claim: 'duration' })];

describe('a span said in reply to a question of how long', () => {
  it('is of the symptom talked of just before a question that names none', () => {
    const talk = [
      'Doctor: any weakness in your legs',
      'Patient: yes for the last week or so',
      'Doctor: have you felt dizzy at all',
      'Patient: yeah when i get up from the chair',
      'Doctor: how long have you had that feeling',
      "Patient: i've had it for about two days now",
    ].join('\n');
    expect(flagsOf(talk, 'He has been dizzy on standing for 2 days.')).toEqual([]);
    expect(flagsOf(talk, 'He has been dizzy on standing for 7 days.')).toEqual(wrong);
    expect(flagsOf(talk, 'Weakness of the legs for 1 week.')).toEqual([]);
  });

  it('a written sentence may name the symptom further before its span', () => {
    const talk =
      'Doctor: have you felt dizzy at all\nPatient: yeah when i stand up\nDoctor: how long\nPatient: about two days\nPatient: my knee has been bad for a week';
    expect(flagsOf(talk, 'He has also been lightheaded upon standing more readily than usual for 2 days.')).toEqual([]);
    expect(flagsOf(talk, 'He has also been lightheaded upon standing more readily than usual for 7 days.')).toEqual(
      wrong,
    );
  });

  it('binds a reply that comes a turn after the question', () => {
    const talk = [
      'Doctor: how long has this cough been going on',
      'Patient: umm let me think',
      'Patient: hmm about three weeks',
      'Doctor: okay and you were away for a week in goa',
    ].join('\n');
    expect(flagsOf(talk, 'Cough for the past 3 weeks.')).toEqual([]);
    expect(flagsOf(talk, 'Cough for the past 1 week.')).toEqual(wrong);
  });

  it('in code-mixed speech too', () => {
    const talk = [
      'Doctor: khansi kab se hai',
      'Patient: haan doctor khansi hai raat ko zyada',
      'Doctor: how long has it been',
      'Patient: 5 din se',
      'Patient: aur 2 weeks pehle bhi thoda bukhar tha',
    ].join('\n');
    expect(flagsOf(talk, 'Cough for 5 days, worse at night.')).toEqual([]);
    expect(flagsOf(talk, 'Cough for 2 weeks, worse at night.')).toEqual(wrong);
  });
});

describe('a question of how long about something else', () => {
  it('does not bind its reply to a symptom talked of before', () => {
    const talk = [
      'Doctor: any headaches',
      'Patient: haan doctor, mostly in the evenings after the shift',
      'Doctor: how long have you worked there',
      'Patient: about ten years',
    ].join('\n');
    expect(
      flagsOf(`${talk}\nPatient: and the headaches, those started two weeks back`, 'Headaches for 2 weeks.'),
    ).toEqual([]);
  });
});

describe('a whole day said in reply to a question of how long', () => {
  it('is a span of a day; said otherwise it is no span', () => {
    const talk =
      'Doctor: how long has he been this drowsy\nGuest_family: all day\nGuest_family: he sits in his chair all week';
    expect(flagsOf(talk, 'He has been drowsy for the last one day.')).toEqual([]);
    expect(flagsOf(talk, 'He has been drowsy for the last three days.')).toEqual(wrong);
    expect(flagsOf('Patient: i sit at my desk all day and my back hurts', 'Back pain for one day.')).toEqual(wrong);
  });
});
