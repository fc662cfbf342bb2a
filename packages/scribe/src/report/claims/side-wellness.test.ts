import { describe, expect, it } from 'vitest';
import { flagsOf as flagsWith } from '../testing/said.js';

const flagsOf = (dialogue: string, text: string) =>
  flagsWith(dialogue, (r) => {
    r.historyOfPresentIllness.narrative = text;
  });
const laterality = expect.objectContaining({ claim: 'laterality' });

/** The talk names only the right side, in words that once read it as well; a complaint on the left is then the wrong side. */
function onlyRight(talk: string, wrong: string, right: string) {
  expect(flagsOf(talk, wrong)).toEqual([laterality]);
  expect(flagsOf(talk, right)).toEqual([]);
}

describe('a side said with a word that does not call it well', () => {
  it('"okay" or "good" after a side is a filler in talk, not the side\'s state', () => {
    onlyRight(
      'Doctor: let me take a look at your right knee okay\nPatient: it swells up after i run',
      'Swelling of the left knee after running.',
      'Swelling of the right knee after running.',
    );
    onlyRight(
      'Doctor: Let me bend your right knee, okay? Good.\nPatient: Ouch, that hurts.',
      'Pain on bending the left knee.',
      'Pain on bending the right knee.',
    );
  });

  it('"okay" said as the side\'s state still calls it well', () => {
    const talk =
      'Patient: my left knee is swollen and sore\nDoctor: and the right knee\nPatient: the right knee is okay';
    expect(flagsOf(talk, 'The right knee is swollen and sore.')).toEqual([laterality]);
    expect(flagsOf(talk, 'The left knee is swollen and sore.')).toEqual([]);
  });

  it('a complaint said with the side before a well word ("swelling with intact sensation") is that side\'s', () => {
    onlyRight(
      'Doctor: on exam right ankle swelling with intact sensation and normal pulses',
      'Left ankle swelling.',
      'Right ankle swelling.',
    );
    onlyRight(
      'Doctor: so you have right knee pain okay and how long has that been going on\nPatient: about 2 weeks',
      'Left knee pain for 2 weeks.',
      'Right knee pain for 2 weeks.',
    );
  });

  it('a finding denied but another said after "but" ("no bruising but it is tender"): the side has it', () => {
    onlyRight(
      'Doctor: there is no bruising on the right ankle but it is quite tender',
      'Tenderness of the left ankle.',
      'Tenderness of the right ankle.',
    );
    onlyRight(
      'Doctor: No redness over the right wrist, but it is swollen.',
      'Swelling of the left wrist.',
      'Swelling of the right wrist.',
    );
  });

  it('"doesn\'t hurt unless …" keeps the pain, under that condition', () => {
    onlyRight(
      "Patient: my right knee doesn't hurt unless i go down the stairs",
      'Left knee pain going down stairs.',
      'Right knee pain going down stairs.',
    );
  });

  it('a "no" that answers ("no the pain is in my right knee") or a turn of phrase ("no way") denies nothing', () => {
    onlyRight('Patient: no the pain is really in my right knee', 'Left knee pain.', 'Right knee pain.');
    onlyRight(
      "Patient: there's no way i can put weight on my right foot",
      'Unable to bear weight on the left foot.',
      'Unable to bear weight on the right foot.',
    );
  });

  it('"i don\'t have any pain in my left knee" calls the left knee free of pain', () => {
    const talk = "Patient: my right knee aches all the time\nPatient: i don't have any pain in my left knee";
    expect(flagsOf(talk, 'Left knee pain.')).toEqual([laterality]);
    expect(flagsOf(talk, 'Right knee pain.')).toEqual([]);
  });
});
