import type { PatientReport } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { flagsOf } from '../testing/said.js';

const narrative = (text: string) => (r: PatientReport) => {
  r.historyOfPresentIllness.narrative = text;
};
const allergy = (substance: string) => (r: PatientReport) => {
  r.allergies = [{ substance, reaction: null }];
};
const denial = (allergen: string) =>
  expect.objectContaining({
    kind: 'contradicted',
    claim: 'allergy',
    reason: `The consultation names an allergy to ${allergen}`,
  });

describe('a report that denies allergies the patient told of', () => {
  const hives = 'Doctor: any allergies\nPatient: penicillin gives me hives';

  it('flags a denial in shorthand or in words', () => {
    expect(flagsOf(hives, narrative('NKDA.'))).toEqual([denial('penicillin')]);
    expect(flagsOf(hives, narrative('She has no known drug allergies.'))).toEqual([denial('penicillin')]);
    expect(flagsOf(hives, allergy('NKA'))).toEqual([denial('penicillin')]);
    expect(flagsOf('Doctor: koi allergy hai\nPatient: haan, sulfa se rash aata hai', allergy('None'))).toEqual([
      denial('sulfa'),
    ]);
  });

  it('reads examples the asker goes on to name, answered no, as no allergy', () => {
    const examples = [
      'doctor: are you allergic to anything',
      'patient: no i am not',
      'doctor: are you sure penicillin or sulfa',
      'patient: nope nothing',
    ].join('\n');
    expect(flagsOf(examples, allergy('No known allergies'))).toEqual([]);
    // The patient naming one is still an allergy told.
    expect(
      flagsOf('doctor: any allergies\npatient: no\npatient: well penicillin', allergy('No known allergies')),
    ).toEqual([denial('penicillin')]);
  });

  it('leaves a denial the patient made, or one the allergy told does not touch', () => {
    expect(flagsOf('Doctor: any allergies to medicines\nPatient: no none', narrative('NKDA.'))).toEqual([]);
    expect(flagsOf('Doctor: koi allergy hai\nPatient: nahi', allergy('NKA'))).toEqual([]);
    // 'NKDA' denies medicines only; neither denial speaks of hay fever.
    expect(flagsOf('Doctor: any allergies\nPatient: peanuts, my throat swells up', narrative('NKDA.'))).toEqual([]);
    expect(
      flagsOf('Doctor: any allergies\nPatient: peanuts, my throat swells up', narrative('No known allergies.')),
    ).toEqual([denial('peanuts')]);
    expect(
      flagsOf('Doctor: any allergies\nPatient: just cats, they make me sneeze', narrative('No known allergies.')),
    ).toEqual([]);
    // Someone else's allergy, and a side effect, are not the patient's allergy.
    expect(
      flagsOf('Patient: my son is allergic to penicillin.\nDoctor: and you\nPatient: none', narrative('NKDA.')),
    ).toEqual([]);
    expect(flagsOf('Patient: the metformin makes me nauseous', narrative('NKDA.'))).toEqual([]);
    // Allergies as the trouble a medicine treated: no allergy to the medicine.
    expect(
      flagsOf(
        'Patient: the allergist said it is not her allergies so we stopped the allegra',
        narrative('No allergies, so she stopped Allegra.'),
      ),
    ).toEqual([]);
  });
});

describe('an allergy the checker reads as the writer does', () => {
  it('takes a medicine said after an allergy, in a clause of its own, as no allergy, so a denial stands', () => {
    expect(flagsOf('Patient: my allergies have been fine since i started the cetirizine.', narrative('NKDA.'))).toEqual(
      [],
    );
  });

  it('still holds a denial against an allergy named by allergy words', () => {
    expect(flagsOf('Patient: i have a latex allergy and i am also allergic to ibuprofen.', narrative('NKDA.'))).toEqual(
      [denial('ibuprofen')],
    );
  });
});
