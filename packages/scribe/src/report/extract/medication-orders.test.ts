import { describe, expect, it } from 'vitest';
import { planMedication } from '../plan-medication.js';
import { factsFrom, flagsOf } from '../testing/said.js';

const current = (dialogue: string) => factsFrom(dialogue).medications.map((m) => m.value.name);
const plan = (dialogue: string) => factsFrom(dialogue).planMedications.map((m) => planMedication(m.value));
const offered = (dialogue: string, section: string) =>
  factsFrom(dialogue)
    .held.filter((h) => h.value.section === section)
    .map((h) => h.value.text);

const planLines = (dialogue: string) => factsFrom(dialogue).lifestyle.map((l) => l.value);

describe('a medicine that waits on a result is written with its condition, not as started', () => {
  it.each([
    [
      "Doctor: I'll give you a prescription for amoxicillin in case the strep test comes back positive.",
      'Start amoxicillin if the strep test is positive',
    ],
    [
      "doctor: i'll send in amoxicillin 500 mg three times a day if the culture is positive",
      'Start amoxicillin 500 mg 3 times a day if the culture is positive',
    ],
    [
      "doctor: i'll have them swab you for a rapid strep test and if that's positive i wan na go ahead and prescribe amoxicillin five hundred milligrams three times a day for ten days",
      'Start amoxicillin 500 mg 3 times a day for 10 days if the rapid strep test is positive',
    ],
  ])('%j', (d, line) => {
    expect(plan(d)).toEqual([]);
    expect(planLines(d)).toEqual([line]);
    expect(offered(d, 'plan')).toEqual([]);
  });

  it('stays offered when no test is named for the result it waits on', () => {
    const d = "doctor: if that's positive i'll prescribe amoxicillin";
    expect(plan(d)).toEqual([]);
    expect(planLines(d)).toEqual([]);
    expect(offered(d, 'plan')).toEqual(['May start amoxicillin.']);
  });

  it.each([
    'Doctor: You can take acetaminophen if you get a headache.',
    "Doctor: Let's start you on meloxicam, and if the x-ray shows a fracture we'll put you in a cast.",
    'Doctor: When the labs came back your thyroid was underactive, so I will start levothyroxine 50 mcg daily.',
  ])('a condition on a symptom, in the next clause, or a result had, leaves the start standing: %j', (d) => {
    expect(plan(d)).toHaveLength(1);
  });
});

describe('a medicine given once in the visit is not a prescription started', () => {
  it("offers 'a shot of ceftriaxone today' as an injection, and starts the course prescribed with it", () => {
    const d =
      "Doctor: I'm going to give you a shot of ceftriaxone today and start you on doxycycline 100 mg twice a day.";
    expect(plan(d)).toEqual(['start doxycycline 100 mg twice a day']);
    expect(offered(d, 'plan')).toEqual(['Ceftriaxone injection.']);
    expect(current(d)).toEqual([]);
  });

  it('keeps the shots the patient has as their own', () => {
    expect(current('Patient: I get my shots of testosterone every two weeks.')).toEqual(['testosterone']);
  });
});

describe('a strength said without its unit is kept as said', () => {
  it('writes the new dose of a change, not a change of how often', () => {
    const d =
      "patient: i take metformin 500 twice a day\ndoctor: okay let's increase the metformin to 1000 twice a day";
    expect(plan(d)).toEqual(['increase metformin to 1000 twice a day']);
  });

  it('reads a new strength of a medicine taken as a change, not as continuing it', () => {
    const d =
      "patient: i take metformin 500 twice a day\ndoctor: okay you'll take metformin 1000 twice a day from now on";
    expect(plan(d)).toEqual(['adjust metformin to 1000 twice a day']);
  });

  it('reads no strength from a number that is not followed by how often', () => {
    expect(factsFrom("patient: i've been on lisinopril 10 years now").medications[0]?.value.dosage).toBeNull();
  });
});

describe("an action said of the medicine after it ('… increase it')", () => {
  it.each([
    ["Doctor: You're on lisinopril 20 mg, and I'm going to increase it to 40 mg.", 'increase lisinopril to 40 mg'],
    ["doctor: the metformin is upsetting your stomach so let's stop it", 'stop metformin'],
  ])('is written for that medicine: %j', (d, line) => {
    expect(plan(d)).toEqual([line]);
  });

  it.each([
    "Doctor: You're on lisinopril, and if your pressure stays high we'll increase it.",
    "Doctor: You're on lisinopril, and I don't want to increase it yet.",
  ])('is not written when a condition or a decision against comes first, and the medicine stays taken: %j', (d) => {
    expect(plan(d)).toEqual([]);
    expect(current(d)).toEqual(['lisinopril']);
  });
});

describe('a kind of medicine ordered without the drug named', () => {
  it.each([
    ["Doctor: I'll put you on an oral steroid to calm the swelling down.", 'start oral steroid'],
    ["doctor: i'm going to call in some antibiotics for that sinus infection", 'start antibiotics'],
    ["Doctor: Let's do a short course of steroids for your rash.", 'start steroid course'],
    // Allergy as a disease's mechanism names no allergy to a drug: the order in the same words is read.
    [
      "doctor: the dust sets off an allergic reaction in your lungs so i'm going to prescribe a course of an oral steroid",
      'start oral steroid course',
    ],
  ])('is started as said: %j', (d, line) => {
    expect(plan(d)).toEqual([line]);
    expect(current(d)).toEqual([]);
  });

  it.each([
    "Doctor: Some people take antibiotics for this, but I don't think you need them.",
    'Doctor: If the cough gets worse we can start antibiotics.',
    "Doctor: We won't start steroids today.",
    "Doctor: I'll call in antibiotics in case the culture comes back positive.",
    'Patient: Should I be on steroids?',
  ])('is not started when only discussed: %j', (d) => {
    expect(plan(d)).toEqual([]);
  });

  it('gives way to the drug named next', () => {
    const d =
      "Doctor: I'm going to call in an antibiotic.\nPatient: Okay.\nDoctor: Amoxicillin 500 mg three times a day.";
    expect(plan(d)).toEqual(['start amoxicillin 500 mg 3 times a day']);
  });
});

describe('a stepping-down course started today', () => {
  it('is written with its course, not as the bare drug', () => {
    expect(plan('doctor: so i will order a prednisone taper pack for the wheezing')).toEqual([
      'start prednisone taper pack',
    ]);
    expect(plan("doctor: i'm going to prescribe a medrol dose pack")).toEqual(['start medrol dose pack']);
    expect(plan('doctor: order prednisone uh taper pack')).toEqual(['start prednisone taper pack']);
  });

  it('which the checker reads as said', () => {
    const d = 'doctor: so i will order a prednisone taper pack for the wheezing';
    const flags = flagsOf(d, (r) => {
      r.plan.medications = [{ name: 'prednisone', instructions: 'taper pack', action: 'start' }];
    });
    expect(flags).toEqual([]);
  });
});

describe('a medicine the clinician tells the patient to take, joined to other advice, is planned, not listed as taken', () => {
  it.each([
    ['doctor: elevate your leg and take tylenol as needed', 'start tylenol as needed'],
    ['doctor: drink lots of fluids and take tylenol for the fever', 'start tylenol'],
    ['doctor: rest ice and take ibuprofen for the pain', 'start ibuprofen'],
  ])('%j', (d, planned) => {
    expect(current(d)).toEqual([]);
    expect(plan(d)).toEqual([planned]);
  });

  it('keeps a drug joined to the list of what is taken as taken, not started', () => {
    const d = 'doctor: you take the metformin and take lisinopril 10 every morning\npatient: yes';
    expect(current(d)).toEqual(['metformin', 'lisinopril']);
    expect(plan(d)).toEqual([]);
    expect(current('patient: i ice it and take advil when it hurts')).toEqual(['advil']);
  });
});

describe("an order's schedule said after the patient's bare agreement", () => {
  it('completes the medicine started with the schedule said next, past an "okay"', () => {
    expect(plan("doctor: i'll start you on metformin\npatient: okay\ndoctor: 500 mg twice a day with meals")).toEqual([
      'start metformin 500 mg twice a day',
    ]);
    expect(
      plan(
        "doctor: i'm going to put you on lisinopril\npatient: okay\ndoctor: you'll take it once a day in the morning",
      ),
    ).toEqual(['start lisinopril once a day']);
  });

  it('does not reach past a reply that says more than agreement', () => {
    expect(
      plan("doctor: i'm going to put you on lisinopril\npatient: yes but my knee hurts\ndoctor: take it once a day"),
    ).toEqual(['start lisinopril']);
  });
});
