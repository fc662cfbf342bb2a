import { describe, expect, it } from 'vitest';
import { buildReport } from '../build.js';
import { planMedication } from '../plan-medication.js';
import { factsFrom, flagsOf } from '../testing/said.js';

const planned = (dialogue: string) => factsFrom(dialogue).planMedications.map((m) => m.value);
const plan = (dialogue: string) => factsFrom(dialogue).planMedications.map((m) => planMedication(m.value));

describe('a topical medicine keeps its strength, form, schedule and site', () => {
  it.each([
    [
      "doctor: you have scalp psoriasis, so i'd like you to use clobetasol, that's a 0.05 percent solution, twice daily on the affected areas of your scalp",
      {
        name: 'clobetasol',
        instructions: '0.05% solution twice daily to the affected areas of the scalp',
        action: 'start',
      },
    ],
    [
      "doctor: i'm going to prescribe a hydrocortisone 1% cream, apply it twice a day to the rash on your arms",
      { name: 'hydrocortisone', instructions: '1% cream twice a day to the rash on the arms', action: 'start' },
    ],
    ['doctor: start lisinopril 10 mg daily', { name: 'lisinopril', instructions: '10 mg daily', action: 'start' }],
  ])('%j', (said, line) => {
    expect(planned(said)).toEqual([line]);
  });

  it.each([
    // The 'point' lost: a lone zero first can only be a decimal.
    ['doctor: start triamcinolone 0 1 percent ointment twice a day', '0.1% ointment twice a day'],
    ['doctor: start hydrocortisone two point five percent twice a day', '2.5% twice a day'],
    // '2 5 percent' may be 2.5% or 25%: no strength is written.
    ['doctor: start hydrocortisone 2 5 percent cream twice a day', 'twice a day'],
  ])('keeps a strength speech recognition split only where its reading is certain: %j', (said, instructions) => {
    expect(planned(said).map((m) => m.instructions)).toEqual([instructions]);
  });

  it.each([
    [
      "doctor: i'm going to prescribe clindamycin gel for the acne, twice a day",
      'start clindamycin gel topically twice a day',
    ],
    ['doctor: start mupirocin ointment three times a day', 'start mupirocin ointment topically 3 times a day'],
    ['doctor: we will start timolol eye drops at night', 'start timolol eye drops at night'],
    ['doctor: i want you to use fluticasone nasal spray once a day', 'start fluticasone nasal spray once a day'],
    ['doctor: start clindamycin gel 1% twice a day', 'start clindamycin 1% gel topically twice a day'],
    [
      "doctor: i'm gon na give you some lidocaine swish and swallow so that will help with the pain",
      'start lidocaine swish and swallow',
    ],
    ["doctor: i'll prescribe nystatin swish and spit four times a day", 'start nystatin swish and spit 4 times a day'],
  ])('keeps the form said after a new medicine, with its route: %j', (said, line) => {
    expect(plan(said)).toEqual([line]);
  });

  it('keeps the one form said of a medicine earlier in the consultation, and none when two were said', () => {
    const once = [
      'doctor: have you tried clindamycin topical before?',
      'doctor: the cheaper way is tretinoin cream and clindamycin gel as two products',
      "doctor: so we'll try tretinoin with clindamycin, twice a day",
    ].join('\n');
    expect(plan(once)).toContain('start clindamycin gel topically twice a day');
    const twice = [
      'doctor: you have used clindamycin gel before',
      'patient: and the clindamycin lotion last year',
      "doctor: so we'll try clindamycin twice a day",
    ].join('\n');
    expect(plan(twice)).toEqual(['start clindamycin twice a day']);
  });

  it('adds no route to a medicine whose form is not said', () => {
    expect(planned('doctor: start clindamycin 300 mg three times a day')).toEqual([
      { name: 'clindamycin', instructions: '300 mg 3 times a day', action: 'start' },
    ]);
  });

  it('is a plan line the checker leaves unflagged', () => {
    const said =
      "doctor: i'm going to prescribe a hydrocortisone 1% cream, apply it twice a day to the rash on your arms";
    const r = buildReport(factsFrom(said)).report;
    expect(flagsOf(said, (e) => (e.plan.medications = r.plan.medications))).toEqual([]);
  });
});
