import { describe, expect, it } from 'vitest';
import { planMedication } from '../plan-medication.js';
import { factsFrom } from '../testing/said.js';

const current = (dialogue: string) => factsFrom(dialogue).medications.map((m) => m.value.name);
const plan = (dialogue: string) => factsFrom(dialogue).planMedications.map((m) => planMedication(m.value));
const offered = (dialogue: string, section: string) =>
  factsFrom(dialogue)
    .held.filter((h) => h.value.section === section)
    .map((h) => h.value.text);

describe('a medicine started, given or reacted to today is not a current medication', () => {
  it('writes the drug the clinician puts right, not the one taken back, as started', () => {
    const d = [
      "doctor: for the sinus infection we'll treat you with cephalexin or i'm sorry doxycycline 100 milligrams twice a day",
      'doctor: order doxycycline 100 milligrams twice a day for 10 days',
    ].join('\n');
    expect(plan(d)).toEqual(['start doxycycline 100 mg twice a day for 10 days']);
    expect(current(d)).toEqual([]);
  });

  it('reads a dictated order under the patient’s label as the clinician’s start, not a medicine taken', () => {
    const d = [
      "doctor: i'm also going to prescribe an inhaler called albuterol for when you get winded",
      'patient: order albuterol two puffs as needed',
    ].join('\n');
    expect(plan(d)).toEqual(['start albuterol 2 puffs as needed']);
    expect(current(d)).toEqual([]);
  });

  it('writes the clinician telling the patient to take a medicine as started, and what someone takes as taken', () => {
    const d = 'patient: i twisted my ankle\ndoctor: okay so take naproxen 500 mg twice a day with food for the pain';
    expect(plan(d)).toEqual(['start naproxen 500 mg twice a day with food']);
    expect(current(d)).toEqual([]);
    expect(current('doctor: do you take anything for it?\npatient: i take naproxen 500 mg twice a day')).toEqual([
      'naproxen',
    ]);
    expect(plan('doctor: when you take naproxen does it help?\npatient: yes it does')).toEqual([]);
  });

  it('writes a drug named just after starting an anti-inflammatory as started', () => {
    const d = [
      "doctor: so what we'll do is i'm going to start you on um an anti-inflammatory",
      "patient: it's going to be naproxen 500 milligrams twice a day",
    ].join('\n');
    expect(plan(d)).toEqual(['start naproxen 500 mg twice a day']);
    expect(current(d)).toEqual([]);
  });

  it.each([
    ["i'm going to call in some flexeril for you 10 milligrams at night", 'start flexeril 10 mg at night'],
    ["i'll write you a script for meloxicam 15 milligrams daily", 'start meloxicam 15 mg daily'],
    ["we'll send you home with some naproxen", 'start naproxen'],
    ["we'll place you on lasix 20 milligrams daily", 'start lasix 20 mg daily'],
    ["let's initiate atorvastatin 40 milligrams", 'start atorvastatin 40 mg'],
    ["for the acne we'll try clindamycin gel", 'start clindamycin gel topically'],
    ["i'll try azithromycin 250 milligrams daily", 'start azithromycin 250 mg daily'],
    ["i'll have you begin lisinopril 10 milligrams daily", 'start lisinopril 10 mg daily'],
  ])('writes a drug prescribed in the words of the clinic as started, not taken: %j', (said, started) => {
    const d = `patient: i'm not taking anything for it\ndoctor: ${said}`;
    expect(plan(d)).toEqual([started]);
    expect(current(d)).toEqual([]);
  });

  it('writes a drug the patient never tried and the clinician tries today as started only, with whatever it is given with', () => {
    const d = [
      'doctor: have you ever tried clindamycin for your acne?',
      "patient: no i've never tried anything for it",
      "doctor: okay so we'll try a wash with clindamycin",
    ].join('\n');
    expect(plan(d)).toEqual(['start clindamycin']);
    expect(current(d)).toEqual([]);
  });

  it.each([
    'doctor: we had placed you on omeprazole for your reflux, how is that going\npatient: good',
    "doctor: so let's begin with your blood pressure you're on omeprazole 20 milligrams\npatient: yes",
    'doctor: call in if the reflux gets worse on the omeprazole\npatient: okay',
  ])('keeps a drug the patient already takes as a current medication, not started: %j', (d) => {
    expect(current(d)).toEqual(['omeprazole']);
    expect(plan(d)).not.toContain('start omeprazole');
  });

  it('offers a drug the patient reacted to for the allergy list instead of listing it as taken', () => {
    const d = [
      'doctor: and it looks like you get hives with the amoxicillin',
      'patient: yes and the codeine i had once made me itch all over',
    ].join('\n');
    expect(current(d)).toEqual([]);
    expect(offered(d, 'allergies')).toEqual(['Reaction to amoxicillin.', 'Reaction to codeine.']);
  });

  it('keeps a drug injected in the visit out of the medication list', () => {
    const d = 'doctor: we injected one cc of kenalog with half a cc of lidocaine into the joint';
    expect(current(d)).toEqual([]);
    expect(offered(d, 'plan')).toContain('Lidocaine given in the visit.');
  });

  it('writes a medicine recommended for tonight as the plan, not as taken', () => {
    const d = 'doctor: i recommended icing it this evening and taking ibuprofen';
    expect(plan(d)).toEqual(['start ibuprofen']);
    expect(current(d)).toEqual([]);
  });
});

describe('one drug is listed once', () => {
  it('lists a drug said under two names once, under its generic name, offering doses that disagree', () => {
    const d = [
      'patient: i take lasix 20 mg in the morning',
      "doctor: okay and you're on furosemide 40 mg daily right",
      'patient: yes',
    ].join('\n');
    expect(factsFrom(d).medications.map((m) => [m.value.name, m.value.dosage])).toEqual([['furosemide', null]]);
    expect(offered(d, 'medications')).toEqual(['Lasix 20 mg in the morning.', 'Furosemide 40 mg daily.']);
  });

  it('keeps the one dose said under either name', () => {
    const d = "patient: i take lasix 20 mg in the morning\ndoctor: okay and you're on furosemide right\npatient: yes";
    expect(factsFrom(d).medications.map((m) => [m.value.name, m.value.dosage])).toEqual([
      ['furosemide', '20 mg in the morning'],
    ]);
  });
});

describe('a medicine the patient turns down is not written as started', () => {
  it.each([
    "Doctor: I'd recommend starting sertraline 25 mg a day.\nPatient: I'd rather not.\nDoctor: Okay, we'll hold off.",
    "doctor: i think we should start lisinopril 10 mg a day\npatient: i don't want to take any more pills\ndoctor: i understand",
  ])('offers it as declined instead: %j', (d) => {
    expect(plan(d)).toEqual([]);
    expect(current(d)).toEqual([]);
    expect(offered(d, 'plan')).toHaveLength(1);
    expect(offered(d, 'plan')[0]).toMatch(/^Patient declined to start (sertraline|lisinopril) /);
  });

  it.each([
    "Doctor: I'm going to start you on lisinopril 10 mg a day.\nPatient: Okay, sounds good.",
    "Doctor: I'm going to start you on lisinopril 10 mg a day. Any questions?\nPatient: No, thank you.",
  ])('writes it when the reply accepts it or answers something else: %j', (d) => {
    expect(plan(d)).toEqual(['start lisinopril 10 mg daily']);
  });
});

describe('a medicine said as what the patient will take is started, not one taken now', () => {
  it.each([
    [
      "Doctor: You're going to take naproxen 500 mg twice a day with food.",
      'start naproxen 500 mg twice a day with food',
    ],
    [
      "doctor: i'm going to have you on cephalexin 500 mg twice a day for 7 days",
      'start cephalexin 500 mg twice a day for 7 days',
    ],
  ])('%j', (d, line) => {
    expect(plan(d)).toEqual([line]);
    expect(current(d)).toEqual([]);
  });

  it('keeps what the patient is on now as taken', () => {
    expect(current('Doctor: We have you on lisinopril 20 mg daily.')).toEqual(['lisinopril']);
    expect(plan('Doctor: We have you on lisinopril 20 mg daily.')).toEqual([]);
  });
});

describe('a medicine decided against, or left for later, is not written as started', () => {
  it.each([
    "Doctor: I wouldn't start gabapentin at this point.",
    "Doctor: We won't add lisinopril for now.",
    "Doctor: Let's hold off on starting sertraline until we talk again.",
  ])('decided against: %j', (d) => {
    expect(plan(d)).toEqual([]);
    expect(current(d)).toEqual([]);
  });

  it.each([
    "Doctor: We'll see how you do and possibly start you on gabapentin.",
    "Doctor: Once the labs come back we'll start you on levothyroxine.",
  ])('left for later, offered as what may be done: %j', (d) => {
    expect(plan(d)).toEqual([]);
    expect(offered(d, 'plan')).toHaveLength(1);
    expect(offered(d, 'plan')[0]).toMatch(/^May start (gabapentin|levothyroxine)\.$/);
  });

  it.each([
    "Doctor: This is possibly gout, so I'm going to start you on colchicine 0.6 mg daily.",
    "Doctor: Since the patient is taking metformin, I'm going to start you on glipizide 5 mg daily.",
  ])('a hedge elsewhere in the sentence leaves the start standing: %j', (d) => {
    expect(plan(d)).toHaveLength(1);
    expect(plan(d)[0]).toMatch(/^start (colchicine|glipizide)/);
  });
});
