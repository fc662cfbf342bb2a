import { describe, expect, it } from 'vitest';
import { NO_KNOWN_ALLERGIES } from '@asha/contracts';
import { buildReport } from '../build.js';
import { factsFrom, flagsOf } from '../testing/said.js';

const allergens = (dialogue: string) => factsFrom(dialogue).allergies.map((a) => a.value.substance);

describe('allergies', () => {
  it('reads what the patient is allergic to, from a statement or from the answer to the allergy question', () => {
    expect(allergens('Patient: I am allergic to penicillin, I get hives.')).toEqual(['penicillin']);
    expect(allergens('Doctor: Any allergies to medicines?\nPatient: Sulfa, it gives me a rash.')).toEqual(['sulfa']);
  });

  it('never makes a remedy for allergies an allergen: allergies as the trouble a medicine treats', () => {
    expect(allergens('Doctor: What are you taking for your allergies?\nPatient: Claritin, most days.')).toEqual([]);
    expect(allergens('Patient: I take allegra for seasonal allergies.')).toEqual([]);
    expect(
      allergens("Doctor: so you're not taking anything for your allergies but you are taking atenolol\nPatient: yes"),
    ).toEqual([]);
    expect(allergens('patient: the singulair helps when my allergies are acting up')).toEqual([]);
    // Allergy talk beside it still names a real allergen.
    expect(allergens('Patient: I take claritin for seasonal allergies. And I am allergic to codeine.')).toEqual([
      'codeine',
    ]);
  });

  it('does not take an allergen explained as the cause of a disease for an allergy of the patient', () => {
    const explained =
      'Doctor: this could be caused by mold in the hay when you breathe it in it leads to an allergic reaction in your lungs';
    expect(allergens(explained)).toEqual([]);
    expect(allergens(`${explained}. And you told me you are allergic to penicillin.`)).toEqual(['penicillin']);
  });

  it('takes an allergen only where allergy words name it, never a medicine or food said beside them', () => {
    expect(allergens('patient: the allergist said it was not her allergies so we stopped the allegra')).toEqual([]);
    expect(allergens('doctor: and you are allergic to codeine, vicodin and sulfa')).toEqual([
      'codeine',
      'vicodin',
      'sulfa',
    ]);
    expect(allergens('patient: I have a penicillin allergy.')).toEqual(['penicillin']);
    expect(allergens('patient: I had a bad allergic reaction to contrast once.')).toEqual(['contrast']);
    expect(allergens('doctor: any other allergies besides penicillin')).toEqual(['penicillin']);
    expect(allergens('doctor: they think the allergic reaction was due to the bactrim')).toEqual(['bactrim']);
  });

  it('never makes an allergy of a doubt, a denial or a definition of one', () => {
    const defined =
      'patient: that syndrome, the one where a tick bites you and you get an allergic reaction to meat. i am terrified of it';
    expect(allergens(defined)).toEqual([]);
    expect(allergens("doctor: i don't think you're allergic to shellfish")).toEqual([]);
    expect(allergens('doctor: if you are allergic to penicillin we will use something else')).toEqual([]);
  });

  it.each([
    'Doctor: Any known allergies?\nPatient: No.',
    "Doctor: do you have any allergies to medicines\nPatient: no i do n't have no allergies",
    "Doctor: How about allergies?\nPatient: I don't know of any.",
    'Doctor: Any known allergies?\nPatient: Nothing that I have known.',
    'Patient: I have no known drug allergies.',
  ])('records allergies asked about and denied as no known allergies, unflagged: %j', (dialogue) => {
    const r = buildReport(factsFrom(dialogue)).report;
    expect(r.allergies).toEqual([{ substance: NO_KNOWN_ALLERGIES, reaction: null }]);
    expect(flagsOf(dialogue, (e) => (e.allergies = r.allergies))).toEqual([]);
  });

  it('records no allergy status where none was asked or an allergy was named', () => {
    expect(buildReport(factsFrom('Doctor: any chest pain?\nPatient: No.')).report.allergies).toEqual([]);
    const named = 'Doctor: Any allergies?\nPatient: No drug allergies, but I am allergic to peanuts.';
    expect(buildReport(factsFrom(named)).report.allergies.map((a) => a.substance)).toEqual(['peanuts']);
  });
});
