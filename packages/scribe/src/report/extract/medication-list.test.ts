import { describe, expect, it } from 'vitest';
import { planMedication } from '../plan-medication.js';
import { factsFrom } from '../testing/said.js';

const current = (dialogue: string) => factsFrom(dialogue).medications.map((m) => m.value);
const plan = (dialogue: string) => factsFrom(dialogue).planMedications.map((m) => planMedication(m.value));

describe('each drug of a plan sentence is started, continued or changed as said, at the dose said', () => {
  it('starts every drug of a list the clinician puts the patient on, the doses said in words', () => {
    expect(plan("doctor: i'm gonna put you on some naproxen and some baclofen for the spasms")).toEqual([
      'start naproxen',
      'start baclofen',
    ]);
    const d =
      "doctor: i'll prescribe celecoxib two hundred milligrams once a day along with some ultram fifty milligrams every six hours as needed";
    expect(plan(d)).toEqual(['start celecoxib 200 mg once a day', 'start ultram 50 mg every 6 hours as needed']);
    expect(current(d)).toEqual([]);
  });

  it('reads a number said twice once, never as a smaller dose', () => {
    expect(plan('doctor: we will start motrin six hundred six hundred milligrams three times a day')).toEqual([
      'start motrin 600 mg 3 times a day',
    ]);
  });

  it('reads drugs by any common generic or one-word brand name', () => {
    expect(plan('doctor: for your blood pressure continue the diovan eighty milligrams daily')).toEqual([
      'continue diovan 80 mg daily',
    ]);
    expect(plan('doctor: i want you to use clobetasol ointment twice a day on the patches')).toEqual([
      'start clobetasol ointment topically twice a day',
    ]);
  });

  it('writes no medicine from a form or a time word said before a dose, as the checker reads none', () => {
    expect(current("patient: i'm taking tablets 500 mg in the morning")).toEqual([]);
    expect(current("patient: i'm taking finerenone 10 mg")).toEqual([
      { name: 'finerenone', dosage: '10 mg', indication: null },
    ]);
  });

  it('does not write a dose the patient asks to change to as the dose taken', () => {
    const d =
      'patient: what about increasing my testosterone to two hundred milligrams\ndoctor: well your levels are already high';
    expect(current(d)).toEqual([{ name: 'testosterone', dosage: null, indication: null }]);
  });

  it('takes a hormone named as a level for a result, not a medicine', () => {
    expect(current('doctor: a high testosterone or a high dhea could cause the acne')).toEqual([]);
  });
});

describe('a word broken off in speech and said again whole', () => {
  it('is read as the whole word, once', () => {
    expect(current('patient: i take tylenol for occasion- occasional pain')).toEqual([
      { name: 'tylenol', dosage: null, indication: 'occasional pain' },
    ]);
  });
});
