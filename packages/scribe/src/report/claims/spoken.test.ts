import type { PatientReport } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { flagsOf } from '../testing/said.js';
import { turnsOf } from './read-talk.js';
import { frequenciesOf } from './frequencies.js';
import { claimText } from './text.js';

const narrative = (text: string) => (r: PatientReport) => {
  r.historyOfPresentIllness.narrative = text;
};
const plan = (text: string) => (r: PatientReport) => {
  r.plan.followUp.notes = text;
};
const allergy = (substance: string) => (r: PatientReport) => {
  r.allergies = [{ substance, reaction: null }];
};

describe('numbers and schedules as speech says them', () => {
  it('a spoken decimal with no whole number is under one: "point six mg" is 0.6 mg', () => {
    expect(claimText('she takes point six m g of colchicine')).toBe('she takes 0.6 mg of colchicine');
    expect(claimText('He is only supposed to take point one twenty five M G of Xanax.')).toContain('0.125 mg of xanax');
    expect(claimText('two point five milligrams')).toBe('2.5 milligrams');
    // 'At this point' is no number.
    expect(claimText('at this point 5 mg is enough')).toBe('at this point 5 mg is enough');
    const talk = 'Doctor: what did they put you on\nPatient: colchicine a point six m g tablet every day';
    expect(flagsOf(talk, narrative('She was started on colchicine 0.6 mg daily.'))).toEqual([]);
    expect(flagsOf(talk, narrative('She was started on colchicine 6 mg daily.'))).toEqual([
      expect.objectContaining({ claim: 'dose' }),
    ]);
  });

  it("a medication item's dose must be a number said even when its name is no medicine's", () => {
    const talk = 'Doctor: what strength is it\nPatient: i take the little white one, point ten milligrams of it';
    const current = (dosage: string) => (r: PatientReport) => {
      r.medications.current = [{ name: 'The little white one', dosage, indication: null }];
    };
    expect(flagsOf(talk, current('0.10 mg'))).toEqual([]);
    expect(flagsOf(talk, current('0.35 mg'))).toEqual([expect.objectContaining({ claim: 'dose' })]);
    expect(flagsOf(talk, narrative('The patient takes point 10 mg.'))).toEqual([]);
    expect(flagsOf(talk, narrative('The patient takes point 35 mg.'))).toEqual([
      expect.objectContaining({ claim: 'dose' }),
    ]);
    // A diet measured in mg is no medicine's dose.
    const diet = (r: PatientReport) => {
      r.plan.medications = [{ name: 'Limit salt intake to 2300 mg daily', instructions: null, action: null }];
    };
    expect(flagsOf(talk, diet)).toEqual([]);
  });

  it('a number said twice over before its unit is said once: "five hundred five hundred milligrams"', () => {
    expect(claimText('naprosyn five hundred five hundred milligrams twice a day')).toBe(
      'naprosyn 500 milligrams twice a day',
    );
    expect(claimText('take 40 40 mg')).toBe('take 40 mg');
    const talk = "Doctor: i'm gonna start you on some naprosyn five hundred five hundred milligrams twice a day";
    expect(flagsOf(talk, narrative('Start Naprosyn 500 mg twice a day.'))).toEqual([]);
    expect(flagsOf(talk, narrative('Start Naprosyn 250 mg twice a day.'))).toEqual([
      expect.objectContaining({ claim: 'dose' }),
    ]);
  });

  it('a hesitation inside a schedule carries nothing: "every uh, six hours"; "uh-huh" and "um hum" stay', () => {
    expect(claimText('take one every uh , six hours as needed')).toBe('take 1 every 6 hours as needed');
    expect(claimText('um hum. uh-huh. huh-uh')).toBe('um hum. uh-huh. huh-uh');
    const talk =
      "Doctor: i'll give you lortab 5 milligrams\nDoctor: you can take one to two tablets every uh , six hours as needed for pain";
    expect(flagsOf(talk, plan('Lortab 5 mg every 6 hours as needed for pain.'))).toEqual([]);
    expect(flagsOf(talk, plan('Lortab 5 mg every 4 hours as needed for pain.'))).toEqual([
      expect.objectContaining({ claim: 'frequency' }),
    ]);
  });

  it('a dose "per week" with words between is weekly; "twice a week" is not once', () => {
    expect(frequenciesOf('about 20 or 25 mg of it per week')).toEqual([1 / 7]);
    expect(frequenciesOf('25 mg by mouth per week')).toEqual([1 / 7]);
    expect(frequenciesOf('10 mg twice a week')).toEqual([2 / 7]);
    const talk =
      'Doctor: how much methotrexate are you taking\nPatient: i have been taking about twenty or twenty five m g of per week';
    expect(flagsOf(talk, narrative('Her methotrexate dosage has varied between 20 and 25 mg per week.'))).toEqual([]);
  });
});

describe('who said a dose, across turns', () => {
  it("a speaker's run of turns is one reply, and the other speaker's turn before it the question", () => {
    const turns = turnsOf([
      { role: 'doctor', text: 'a' },
      { role: 'patient', text: 'b' },
      { role: 'patient', text: 'c' },
      { role: 'doctor', text: 'd' },
    ]);
    expect(turns).toEqual([
      { at: 0, question: '' },
      { at: 1, question: 'a' },
      { at: 1, question: 'a' },
      { at: 2, question: 'c' },
    ]);
  });

  it('a dose said in the second turn of a reply is the medicine asked about', () => {
    const talk =
      'Doctor: Are you taking citalopram for depression?\nPatient: Yes, I take it once a day.\nPatient: It is ten M G tablet.';
    expect(flagsOf(talk, narrative('Citalopram 10 mg once daily for depression.'))).toEqual([]);
    expect(flagsOf(talk, narrative('Citalopram 20 mg once daily for depression.'))).toEqual([
      expect.objectContaining({ claim: 'dose' }),
    ]);
  });

  it('a dose said in reply to "do you remember the dosage?" is the medicine talked about a few turns back', () => {
    const talk =
      'Doctor: how did they treat you\nPatient: they gave me methadone for a while\nDoctor: did that help\nPatient: not really\nDoctor: do you remember the dosage\nPatient: um it was ten m g';
    expect(flagsOf(talk, narrative('He was on 10 mg of methadone.'))).toEqual([]);
    expect(flagsOf(talk, narrative('He was on 30 mg of methadone.'))).toEqual([
      expect.objectContaining({ claim: 'dose' }),
    ]);
    const hinglish =
      'Doctor: aap kaunsi dawai lete ho\nPatient: metformin\nDoctor: theek hai\nPatient: haan\nDoctor: dose kitna hai\nPatient: haan wahi, 500 mg roz';
    expect(flagsOf(hinglish, narrative('She takes metformin 500 mg daily.'))).toEqual([]);
  });
});

describe('allergies and injections told in other words', () => {
  it('a reaction told of a substance is an allergy to it: "what happens when you take sulfa drugs?" "i get a rash"', () => {
    const talk =
      "Doctor: What happens when you take sulfa drugs?\nPatient: oh man i get a really ugly looking rash\nDoctor: i'll make a note of that";
    expect(flagsOf(talk, allergy('Sulfa'))).toEqual([]);
    expect(flagsOf('Doctor: do you take sulfa drugs\nPatient: no never', allergy('Sulfa'))).toEqual([
      expect.objectContaining({ claim: 'allergy' }),
    ]);
  });

  it('a medicine taken for allergies is their remedy, never an allergen: "anything for your allergies?" "allegra"', () => {
    const flagged = [expect.objectContaining({ claim: 'allergy' })];
    const remedy = 'Doctor: do you take anything for your allergies\nPatient: not really i sometimes take allegra';
    expect(flagsOf(remedy, allergy('Allegra'))).toEqual(flagged);
    expect(
      flagsOf(
        'Doctor: any history of anaphylaxis\nPatient: yes\nDoctor: just epipen for anaphylaxis when you need it',
        allergy('EpiPen'),
      ),
    ).toEqual(flagged);
    const condition =
      'Patient: my husband hauls corn and it is making my allergies much worse\nDoctor: ok\nPatient: i use my albuterol inhaler';
    expect(flagsOf(condition, allergy('Albuterol'))).toEqual(flagged);
    expect(
      flagsOf(
        'Doctor: it looks like you might be having a little bit of allergies\nPatient: ok\nDoctor: keep using the albuterol inhaler',
        allergy('Albuterol'),
      ),
    ).toEqual(flagged);
    // A medicine written as taken for allergies claims no allergy to it.
    expect(
      flagsOf('Doctor: what are you taking for allergies\nPatient: claritin', (r) => {
        r.medications.current = [{ name: 'Claritin for allergic rhinitis', dosage: null, indication: null }];
      }),
    ).toEqual([]);
    // Allergy talk that is no remedy still tells the allergy.
    expect(flagsOf('Doctor: any allergies\nPatient: allegra', allergy('Allegra'))).toEqual([]);
    expect(flagsOf('Doctor: any allergies to medicines\nPatient: the epipen gave me hives', allergy('EpiPen'))).toEqual(
      [],
    );
  });

  it('a cortisone injection offered is the shot the clinician talks of; a flu shot is not one', () => {
    const talk = "Doctor: if you're not seeing improvement we may have to talk about doing a shot";
    expect(flagsOf(talk, plan('If his pain does not improve, I will recommend a cortisone injection.'))).toEqual([]);
    expect(
      flagsOf('Doctor: did you get your flu shot this year', plan('I will recommend a cortisone injection.')),
    ).toEqual([expect.objectContaining({ claim: 'medication' })]);
    expect(flagsOf(talk, plan('I will start cortisone tablets.'))).toEqual([
      expect.objectContaining({ claim: 'medication' }),
    ]);
  });
});

describe('an age coming', () => {
  it('"i am going to be seventy seven" is 76 now or 77 soon', () => {
    const talk = 'Doctor: it looks like you have a birthday coming up\nPatient: yes i am going to be seventy seven';
    const age = (n: string) => (r: PatientReport) => {
      r.patientInfo.age = n;
    };
    expect(flagsOf(talk, age('76'))).toEqual([]);
    expect(flagsOf(talk, age('77'))).toEqual([]);
    expect(flagsOf(talk, age('70'))).toEqual([expect.objectContaining({ claim: 'age' })]);
  });
});
