import { describe, expect, it } from 'vitest';
import { factsFrom, flagsOf, offeredFrom, presentFrom } from '../testing/said.js';

const allergies = (dialogue: string) => factsFrom(dialogue).allergies.map((a) => a.value);

describe('replies to a question about allergies', () => {
  it('record the allergen with its reaction, and the reaction is no symptom of today', () => {
    for (const d of [
      'doctor: are you allergic to any medications\npatient: penicillin gives me a rash\ndoctor: okay',
      'Doctor: Any allergies to medications?\nPatient: Yes, penicillin. I broke out in hives.',
    ]) {
      expect(allergies(d)).toHaveLength(1);
      expect(allergies(d)[0]!.substance).toBe('penicillin');
      expect(presentFrom(d)).toEqual([]);
      // Written in the allergy list, so not offered again; the checker finds the allergy in the talk.
      expect(offeredFrom(d)).toEqual([]);
      expect(flagsOf(d, (r) => (r.allergies = allergies(d)))).toEqual([]);
    }
  });

  it('reach the follow-up asking what happens, which speech leaves in no question form', () => {
    const d =
      'doctor: any drug allergies\npatient: yeah sulfa drugs\ndoctor: what happens\npatient: i get really itchy';
    expect(allergies(d).map((a) => a.substance)).toEqual(['sulfa']);
    expect(presentFrom(d)).toEqual([]);
  });

  it("do not answer a question about drug use: 'any drug allergies' 'no' denies no drug use", () => {
    const d = 'Doctor: Any known drug allergies?\nPatient: No.';
    expect(factsFrom(d).social.substances).toBeFalsy();
    expect(offeredFrom(d)).toEqual([]);
  });

  it('leave symptoms told of allergies as a trouble of today, and after a turning but', () => {
    expect(
      presentFrom(
        'Patient: My seasonal allergies are back.\nDoctor: What symptoms do you have with your allergies?\nPatient: I get a runny nose and I cannot stop sneezing.',
      ),
    ).toEqual(['runny nose', 'sneezing']);
    expect(presentFrom('doctor: any allergies\npatient: no but i have had a cough for a week')).toEqual(['cough']);
  });
});
