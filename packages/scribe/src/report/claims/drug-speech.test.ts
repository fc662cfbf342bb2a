import type { PatientReport } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { flagsOf } from '../testing/said.js';
import { doseTime } from './dose-times.js';
import { drugMentionsIn, soundAlikeIn } from './drugs.js';

const narrative = (text: string) => (r: PatientReport) => {
  r.historyOfPresentIllness.narrative = text;
};
const allergy = (substance: string) => (r: PatientReport) => {
  r.allergies = [{ substance, reaction: null }];
};
const current =
  (name: string, dosage: string | null = null) =>
  (r: PatientReport) => {
    r.medications.current = [{ name, dosage, indication: null }];
  };

describe('medicine names as speech recognition mishears them', () => {
  it('matches a long name by its first letters and consonants, never a short name or another medicine', () => {
    expect(soundAlikeIn('she cannot take codeine or regalin', 'reglan')).toBe('regalin');
    expect(soundAlikeIn('mujhe asprin se problem hoti hai', 'aspirin')).toBe('asprin');
    expect(soundAlikeIn('we talked about her sense of humour', 'humira')).toBeNull();
    expect(soundAlikeIn('he said a little prayer', 'proair')).toBeNull();
    expect(soundAlikeIn('started on lasik surgery', 'lasix')).toBeNull();
    expect(soundAlikeIn('he takes reglan', 'reglan')).toBeNull();
  });

  it('an allergy told with the name misheard supports the written name', () => {
    const talk = 'Doctor: any drug allergies\nPatient: yes i am allergic to penicillin and regalin they give me hives';
    expect(flagsOf(talk, allergy('Reglan'))).toEqual([]);
    expect(flagsOf(talk, allergy('Penicillin'))).toEqual([]);
    expect(flagsOf(talk, allergy('Sulfa'))).toEqual([expect.objectContaining({ claim: 'allergy' })]);
  });

  it('an allergy told with the name misspelt by one letter supports the written name', () => {
    const talk = 'Doctor: any allergies to medicines\nPatient: haan, amoxicilin se rash aata hai';
    expect(flagsOf(talk, allergy('Amoxicillin'))).toEqual([]);
    expect(flagsOf(talk, allergy('Ampicillin'))).toEqual([expect.objectContaining({ claim: 'allergy' })]);
  });

  it('a misheard name said in a later turn of the allergy talk, then named by the doctor, is the allergy', () => {
    const talk = [
      'Doctor: Are you allergic to any medicines?',
      'Patient: Yes, I am allergic to sulfa drugs.',
      'Doctor: Sulfa. Anything else?',
      'Patient: Also asprin, the coated kind, what is it called?',
      'Doctor: You mean enteric coated aspirin?',
      'Patient: Yes, that one.',
    ].join('\n');
    expect(flagsOf(talk, allergy('Enteric coated aspirin'))).toEqual([]);
  });

  it('a medicine named by a misheard word is mentioned', () => {
    const talk = 'Patient: for the nausea they gave me regalin before meals';
    expect(flagsOf(talk, current('Reglan'))).toEqual([]);
    expect(flagsOf(talk, current('Zofran'))).toEqual([expect.objectContaining({ claim: 'medication' })]);
    const dosed = 'Patient: for the nausea they gave me regalin 10 milligrams before meals';
    expect(flagsOf(dosed, current('Reglan', '10 mg before meals'))).toEqual([]);
    expect(flagsOf(dosed, current('Reglan', '50 mg before meals'))).toEqual([
      expect.objectContaining({ claim: 'dose' }),
    ]);
  });
});

describe('allergy talk and remedy talk', () => {
  it('a reply to what is taken for allergies names remedies, not allergens', () => {
    const talk =
      'Patient: I have bad allergies every spring.\nDoctor: What have you taken for your allergies so far?\nPatient: Zyrtec and Claritin.';
    expect(flagsOf(talk, allergy('Zyrtec'))).toEqual([
      expect.objectContaining({ kind: 'contradicted', claim: 'allergy' }),
    ]);
    expect(flagsOf(talk, narrative('She has tried Zyrtec and Claritin for her seasonal allergies.'))).toEqual([]);
  });

  it('a reply to a question about allergies still names allergens', () => {
    const talk = 'Doctor: Do you have any allergies to medicines?\nPatient: Zyrtec, it makes me itch.';
    expect(flagsOf(talk, allergy('Zyrtec'))).toEqual([]);
  });
});

describe('a class word the patient uses for a medicine', () => {
  it('"thyroid meds" names levothyroxine, but a dose written with it must be said', () => {
    const talk = 'Doctor: any medicines\nPatient: just my thyroid meds and lipitor';
    expect(flagsOf(talk, current('Synthroid'))).toEqual([]);
    expect(flagsOf(talk, current('Levothyroxine'))).toEqual([]);
    expect(flagsOf(talk, current('Levothyroxine', '20 mg daily'))).toEqual([
      expect.objectContaining({ claim: 'dose' }),
    ]);
    expect(flagsOf('Patient: I take one thyroid pill every morning.', narrative('She takes Synthroid daily.'))).toEqual(
      [],
    );
  });
});

describe('a vitamin measured in a list of tests is no medicine taken', () => {
  const talk = 'Guest_family: Her neurologist did some blood tests and a scan, and he said everything was fine.';
  it('reads folate in a list of labs as a test', () => {
    expect(flagsOf(talk, narrative('Serum TSH, B12, folate, CBC and MRI of the brain were all normal.'))).toEqual([]);
    expect(flagsOf(talk, narrative('Her folate level was normal.'))).toEqual([]);
  });
  it('still checks folate taken', () => {
    expect(flagsOf(talk, narrative('She takes folate, iron and aspirin daily.'))).toEqual([
      expect.objectContaining({ claim: 'medication' }),
    ]);
    expect(flagsOf(talk, narrative('Plan: continue iron 325 mg daily, CBC, TSH.'))).toEqual([
      expect.objectContaining({ claim: 'medication' }),
    ]);
  });
});

describe('a word before a dose that is no medicine', () => {
  it('reads no medicine in a hedge or a form said before a dose, as the writer does not', () => {
    expect(drugMentionsIn('she is currently 20 mg a day and usually 40 mg')).toEqual([]);
    expect(drugMentionsIn('two tablets 500 mg and roughly 10 mg more')).toEqual([]);
    expect(drugMentionsIn('finerenone 10 mg').map((m) => m.name)).toEqual(['finerenone']);
  });
});

describe('a dose bound to its time of day', () => {
  it('reads the time said right after a dose', () => {
    expect(doseTime('4 mg in the morning', 0)).toBe('morning');
    expect(doseTime('6 mg at h.s.', 0)).toBe('night');
    expect(doseTime('1 mg qhs', 0)).toBe('night');
    expect(doseTime('10 mg once in the evening', 0)).toBe('night');
    expect(doseTime('5 mg twice a day', 0)).toBeNull();
    expect(doseTime('in the morning 4 mg', 15)).toBe('morning');
    expect(doseTime('her bedtime dose of 6 mg', 19)).toBe('night');
    expect(doseTime('4 mg in the morning, 6 mg', 21)).toBeNull();
    expect(drugMentionsIn('take it in the morning 20 mg and raat ko 10 mg')).toEqual([]);
  });

  const talk =
    'Doctor: How are you taking the Klonopin?\nPatient: half a milligram, 0.5 mg in the morning and 1 mg at night.';
  it('flags the morning dose written as the night dose', () => {
    expect(flagsOf(talk, narrative('She takes Klonopin 0.5 mg in the morning and 1 mg at bedtime.'))).toEqual([]);
    expect(flagsOf(talk, narrative('She takes Klonopin 1 mg in the morning and 1 mg at bedtime.'))).toEqual([
      expect.objectContaining({ kind: 'contradicted', claim: 'dose' }),
    ]);
    expect(flagsOf(talk, narrative('She takes Klonopin 0.5 mg in the morning and 0.5 mg at night.'))).toEqual([
      expect.objectContaining({ kind: 'contradicted', claim: 'dose' }),
    ]);
    const hindi = 'Doctor: klonopin kaise le rahe ho\nPatient: subah 0.5 mg aur raat ko 1 mg';
    expect(flagsOf(hindi, narrative('He takes Klonopin 0.5 mg in the morning and 1 mg at night.'))).toEqual([]);
    expect(flagsOf(hindi, narrative('He takes Klonopin 1 mg in the morning.'))).toEqual([
      expect.objectContaining({ kind: 'contradicted', claim: 'dose' }),
    ]);
  });

  it('a dose written with no time, or a time nobody gave a dose for, is checked as before', () => {
    expect(flagsOf(talk, narrative('She takes Klonopin 1 mg.'))).toEqual([]);
    const plain = 'Patient: i take metformin 500 mg in the morning';
    // No dose flag: the part of the day is what the statement gets wrong.
    expect(flagsOf(plain, narrative('He takes metformin 500 mg at night.'))).toEqual([
      expect.objectContaining({ claim: 'frequency' }),
    ]);
    expect(
      flagsOf(
        'Patient: dawai subah 20 mg lisinopril aur raat ko 10 mg lisinopril',
        narrative('Lisinopril 20 mg in the morning and 10 mg at night.'),
      ),
    ).toEqual([]);
  });
});

describe('a dose said in a reply to a bare "how much?"', () => {
  it('binds the dose to the medicine named two turns before', () => {
    const talk =
      'Doctor: what do you take when the headache comes\nPatient: aspirin\nDoctor: how much?\nPatient: two tablets of 325 milligrams';
    expect(flagsOf(talk, narrative('She takes aspirin 325 mg as needed for headaches.'))).toEqual([]);
    expect(flagsOf(talk, narrative('She takes aspirin 500 mg as needed for headaches.'))).toEqual([
      expect.objectContaining({ claim: 'dose' }),
    ]);
  });
});
