import { describe, expect, it } from 'vitest';
import { planMedication } from '../plan-medication.js';
import { factsFrom, offeredFrom } from '../testing/said.js';

const current = (dialogue: string) => factsFrom(dialogue).medications.map((m) => m.value.name);
const plan = (dialogue: string) => factsFrom(dialogue).planMedications.map((m) => planMedication(m.value));

describe('a medicine is written only when its name is sure; a lone drug-like word is offered', () => {
  it('offers a drug named once, in passing, with no word of medicines near it', () => {
    const d = ['doctor: so how does it compare', 'patient: um i mean it is like better than claritin i guess'].join(
      '\n',
    );
    expect(current(d)).toEqual([]);
    expect(offeredFrom(d)).toContain('Claritin.');
  });

  it('writes a drug said with a word of taking, a dose or how often', () => {
    expect(current("patient: yeah so um i'm still on the claritin")).toEqual(['claritin']);
    expect(current('patient: claritin ten milligrams')).toEqual(['claritin']);
    expect(current("patient: uh i've done some claritin for it")).toEqual(['claritin']);
  });

  it('writes a drug named in reply to a question about medicines', () => {
    const d = ['doctor: okay and what medicines are you on right now', 'patient: uh pepcid'].join('\n');
    expect(current(d)).toEqual(['pepcid']);
  });

  it('writes a drug named in two turns', () => {
    const d = [
      'patient: the claritin is the one thing that helps',
      'doctor: okay',
      'patient: yeah the claritin really does',
    ].join('\n');
    expect(current(d)).toEqual(['claritin']);
  });
});

describe('each drug has one status today: the list and the plan cannot disagree', () => {
  it('offers the plan lines of a drug both started and stopped today, writing neither', () => {
    const d = [
      "doctor: i'm gonna start you on lisinopril ten milligrams daily",
      'doctor: and uh stop the lisinopril',
    ].join('\n');
    expect(plan(d)).toEqual([]);
    expect(current(d)).toEqual([]);
    expect(offeredFrom(d)).toEqual(expect.arrayContaining(['Start lisinopril 10 mg daily.', 'Stop lisinopril.']));
  });

  it('writes neither the stop nor the continue of a drug said both ways', () => {
    const d = ['doctor: um continue the aspirin', 'patient: okay', "doctor: and uh we'll stop the aspirin"].join('\n');
    expect(plan(d)).toEqual([]);
    expect(current(d)).toEqual([]);
    expect(offeredFrom(d)).toEqual(expect.arrayContaining(['Continue aspirin.', 'Stop aspirin.']));
  });

  it('keeps a drug the patient takes on the list when the plan for it is offered', () => {
    const d = [
      'patient: i take an aspirin every day',
      'doctor: okay um continue the aspirin',
      "doctor: and uh we'll stop the aspirin",
    ].join('\n');
    expect(plan(d)).toEqual([]);
    expect(current(d)).toEqual(['aspirin']);
  });

  it('continues a drug continued and then ordered by dictation, at the dose the order says', () => {
    const d = [
      'doctor: i want to continue you on the aspirin',
      'doctor: hey dragon order aspirin 81 milligrams daily',
    ].join('\n');
    expect(plan(d)).toEqual(['continue aspirin 81 mg daily']);
  });

  it('keeps the plan of a drug stopped beside another started', () => {
    const d = "doctor: stop the ibuprofen and uh i'll prescribe meloxicam fifteen milligrams once a day";
    expect(plan(d)).toEqual(['stop ibuprofen', 'start meloxicam 15 mg once a day']);
  });

  it('lists a drug the patient takes that the plan changes, at the dose taken, not the new one', () => {
    const d = [
      "patient: i'm taking lisinopril ten milligrams a day",
      "doctor: okay let's increase the lisinopril to twenty milligrams a day",
    ].join('\n');
    expect(factsFrom(d).medications.map((m) => m.value)).toEqual([
      { name: 'lisinopril', dosage: '10 mg daily', indication: null },
    ]);
    expect(plan(d)).toEqual(['increase lisinopril from 10 mg to 20 mg daily']);
  });
});
