import type { PatientReport } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { flagsOf } from '../testing/said.js';

const narrative = (text: string) => (r: PatientReport) => {
  r.historyOfPresentIllness.narrative = text;
};
const wrong = [expect.objectContaining({ claim: 'age' })];

describe('an age at some event', () => {
  it('must be said as an age, not only as some other number', () => {
    const talk =
      'Doctor: when did she start feeding herself\nGuest_family: she was two\nDoctor: and her birth weight\nGuest_family: seven pounds ten ounces';
    expect(flagsOf(talk, narrative('She fed herself with her hands at age 2 years.'))).toEqual([]);
    expect(flagsOf(talk, narrative('She fed herself with her hands at age 7 years.'))).toEqual(wrong);
  });

  it('said as an age in other words: years old, a range, when i was', () => {
    const talk =
      'Patient: mera operation hua tha when i was about fifteen\nGuest_family: he spoke his first words at around one or two\nPatient: my dad passed away, he was 62 years old';
    expect(flagsOf(talk, narrative('He had surgery at the age of 15.'))).toEqual([]);
    expect(flagsOf(talk, narrative('First words at age 2.'))).toEqual([]);
    expect(flagsOf(talk, narrative('His father died at age 62.'))).toEqual([]);
    expect(flagsOf(talk, narrative('His father died at age 65.'))).toEqual(wrong);
  });

  it("said as 'at the age of', 'maybe around', or as a bare reply to how old", () => {
    const talk =
      'Patient: my uncle passed away at the age of seventy one\n' +
      'Patient: i had my appendix out as a kid, maybe around nine\n' +
      'Patient: my sister had a stroke quite young\n' +
      'Doctor: how old was she\n' +
      'Patient: forty four\n' +
      'Patient: i was in hospital about 6 days';
    expect(flagsOf(talk, narrative('Paternal uncle died at age 71.'))).toEqual([]);
    expect(flagsOf(talk, narrative('Appendectomy at the age of 9.'))).toEqual([]);
    expect(flagsOf(talk, narrative('Sister had a stroke at age 44.'))).toEqual([]);
    expect(flagsOf(talk, narrative('Sister had a stroke at age 6.'))).toEqual(wrong);
  });

  it('an age in months is said with its unit', () => {
    const talk = 'Guest_family: he rolled over at four months and sat up at about seven months';
    expect(flagsOf(talk, narrative('Rolled over at age 4 months, sat at age 7 months.'))).toEqual([]);
    expect(flagsOf(talk, narrative('Rolled over at age 9 months.'))).toEqual(wrong);
  });
});
