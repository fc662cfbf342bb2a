import { describe, expect, it } from 'vitest';
import { planMedication } from '../plan-medication.js';
import { factsFrom } from '../testing/said.js';

const plan = (dialogue: string) => factsFrom(dialogue).planMedications.map((m) => planMedication(m.value));
const offered = (dialogue: string) =>
  factsFrom(dialogue)
    .held.filter((h) => h.value.section === 'plan')
    .map((h) => h.value.text);

describe("a change said of 'it': the drug named just before", () => {
  it('changes the drug asked about to the dose said, tidy or as recognised speech', () => {
    const tidy = "Doctor: How's the lisinopril working?\nPatient: Okay.\nDoctor: Let's increase it to 40 mg.";
    expect(plan(tidy)).toEqual(['increase lisinopril to 40 mg']);
    const speech = "doctor: how's the lisinopril working\npatient: ok\ndoctor: let's increase it to 40 mg";
    expect(plan(speech)).toEqual(['increase lisinopril to 40 mg']);
  });

  it('keeps the new dose said without its unit, with how often', () => {
    const said = "doctor: you're on metformin 500\npatient: yes\ndoctor: i want to bump that up to 1000 twice a day";
    expect(plan(said)).toEqual(['increase metformin to 1000 twice a day']);
    expect(plan("doctor: you're on lisinopril 20 mg and i'm going to increase it to 40 twice a day")).toEqual([
      'increase lisinopril to 40 twice a day',
    ]);
  });

  it('lowers a dose said as cutting it down', () => {
    const said =
      "doctor: how is the gabapentin\npatient: it makes me sleepy\ndoctor: ok let's cut it down to 100 mg at night";
    expect(plan(said)).toEqual(['decrease gabapentin to 100 mg at night']);
  });

  it('stops or keeps the drug meant by "that" or "it"', () => {
    expect(plan("doctor: so the metformin\npatient: yeah\ndoctor: let's stop that")).toEqual(['stop metformin']);
    expect(plan("doctor: how's the lisinopril\npatient: good\ndoctor: ok keep taking it")).toEqual([
      'continue lisinopril',
    ]);
  });

  it('offers a change with no new dose said: what it changes to is not known', () => {
    const said = "doctor: you're on metformin 500 mg\npatient: yeah\ndoctor: let's go up on the dose";
    expect(plan(said)).toEqual([]);
    expect(offered(said)).toEqual(['May increase metformin dose.']);
  });

  it('offers a change said under a condition or tentatively', () => {
    const later =
      "doctor: how's the lisinopril\npatient: good\ndoctor: if your pressure stays high we'll increase it to 40";
    expect(plan(later)).toEqual([]);
    expect(offered(later)).toEqual(['May increase lisinopril to 40.']);
    const tentative =
      'doctor: are you taking your amoxicillin\npatient: yes twice a day\ndoctor: okay we might refill that';
    expect(plan(tentative)).toEqual([]);
    expect(offered(tentative)).toEqual(['May continue amoxicillin.']);
  });

  it('takes no drug when two were named before: "it" could be either', () => {
    const said = "doctor: you're on lisinopril and metformin\npatient: yes\ndoctor: let's increase it to 40";
    expect(plan(said)).toEqual([]);
  });

  it('leaves a drug started today as started: a later step up is its course, not a change', () => {
    const said = "doctor: i'm going to start you on lisinopril 10 mg\ndoctor: and we'll increase it to 20 in two weeks";
    expect(plan(said)).toEqual(['start lisinopril 10 mg']);
  });

  it('reads "that" before a noun as that noun, not the drug', () => {
    expect(plan('doctor: you take aspirin\npatient: yes\ndoctor: continue that diet')).toEqual([]);
    expect(plan('doctor: continue on that high dose statin atorvastatin 80 milligrams daily')).toEqual([
      'continue atorvastatin 80 mg daily',
    ]);
  });
});

describe('a stop said without a stop verb, and how long it lasts', () => {
  it('stops a medicine the clinician says "no more" of; a limit is no stop', () => {
    expect(plan('doctor: no more ibuprofen')).toEqual(['stop ibuprofen']);
    expect(plan('doctor: so no more ibuprofen for the knee ok and take tylenol instead')).toEqual([
      'stop ibuprofen',
      'start tylenol',
    ]);
    expect(plan('doctor: no more than two tylenol a day')).toEqual([]);
  });

  it('keeps a hold until a procedure is done', () => {
    expect(plan("doctor: let's hold the metformin until after the surgery")).toEqual([
      'stop metformin until after surgery',
    ]);
  });
});
