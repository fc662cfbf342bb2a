import { describe, expect, it } from 'vitest';
import { hpiSentences } from '../narrative.js';
import { planMedication } from '../plan-medication.js';
import { factsFrom } from '../testing/said.js';

const current = (dialogue: string) =>
  factsFrom(dialogue).medications.map((m) => [m.value.name, m.value.dosage] as [string, string | null]);
const plan = (dialogue: string) => factsFrom(dialogue).planMedications.map((m) => planMedication(m.value));
const held = (dialogue: string) => factsFrom(dialogue).held.map((h) => [h.value.section, h.value.text]);
/** What the history tells of how the patient takes their medicines. */
const told = (dialogue: string) =>
  hpiSentences(factsFrom(dialogue))
    .map((s) => s.text)
    .filter((t) => / reports (?:not taking|taking \w+ irregularly|stopping)/.test(t));
const offered = (dialogue: string) =>
  factsFrom(dialogue)
    .held.filter((h) => h.value.section === 'medications')
    .map((h) => h.value.text);

describe('the current medication list holds only what the patient takes now', () => {
  it('writes a medicine started this visit, named just after the start, as the plan only', () => {
    const typed = [
      "Doctor: I'm going to put you on something for the pain, just for a few days.",
      'Doctor: So, naproxen 500 milligrams twice a day.',
    ].join('\n');
    // Speech recognition gave the clinician's second sentence to the patient.
    const spoken = [
      "doctor: i'm going to put you on a little pain medicine just for a few days",
      'patient: so naproxen 500 milligrams twice a day',
    ].join('\n');
    for (const d of [typed, spoken]) {
      expect(plan(d)).toEqual(['start naproxen 500 mg twice a day']);
      expect(current(d)).toEqual([]);
    }
  });

  it('writes a medicine only recommended this visit as the plan, not as taken', () => {
    const d = 'Doctor: For the aches, the only thing I want you taking is acetaminophen.';
    expect(plan(d)).toEqual(['start acetaminophen']);
    expect(current(d)).toEqual([]);
  });

  it('leaves out a medicine taken before and offers it, keeping the one taken now', () => {
    const typed = 'Patient: I take metoprolol, and I was also on amlodipine before.';
    const spoken = 'patient: i take metoprolol and i was also on amlodipine before';
    for (const d of [typed, spoken]) {
      expect(current(d)).toEqual([['metoprolol', null]]);
      expect(offered(d)).toEqual(['Previously took amlodipine.']);
    }
  });

  it('leaves out a medicine the clinician stopped', () => {
    const d = 'Doctor: Last month we stopped the losartan because of the dizziness.';
    expect(current(d)).toEqual([]);
  });

  it.each([
    ['Doctor: Are you taking the lisinopril?', 'Patient: I stopped taking it a month ago.'],
    [
      'Doctor: We have you on sertraline 50 mg a day. Are you taking that?',
      "Patient: I was, but I've weaned myself off of it.",
    ],
    ['doctor: are you still taking the metformin', 'patient: i ran out of it a few weeks ago'],
    // The clinician reading the chart, the patient saying at once they do not take it.
    ["doctor: i see you're on atenolol", "patient: actually i haven't been taking it"],
  ])(
    'leaves out a medicine the patient answers they stopped, tells it in the history, offers it as taken before: %j',
    (asked, reply) => {
      const d = [asked, reply, 'Doctor: Okay.'].join('\n');
      expect(current(d)).toEqual([]);
      expect(offered(d)).toHaveLength(1);
      expect(offered(d)[0]).toMatch(/^Previously took (lisinopril|sertraline|metformin|atenolol)\.$/);
      expect(told(d)).toHaveLength(1);
      expect(told(d)[0]).toMatch(/^The patient reports not taking (lisinopril|sertraline|metformin|atenolol)\b/);
    },
  );

  it('leaves out a medicine prescribed and never filled', () => {
    expect(current('patient: my other doctor prescribed losartan but i never filled the prescription')).toEqual([]);
  });

  it('keeps a medicine the patient says how they take after the clinician names it', () => {
    const d = "doctor: you're on metformin\npatient: i don't take it with food though";
    expect(current(d)).toEqual([['metformin', null]]);
  });

  it.each([
    ['Doctor: Are you taking the lisinopril?', 'Patient: Yes, and I stopped smoking too.'],
    ['Doctor: Are you taking your metformin?', 'Patient: Yes, but I stopped the glipizide.'],
  ])('keeps a medicine when what the reply stopped is something else: %j', (asked, reply) => {
    expect(current([asked, reply, 'Doctor: Okay.'].join('\n')).map(([name]) => name)).toContain(
      /lisinopril/.test(asked) ? 'lisinopril' : 'metformin',
    );
  });

  it.each([
    ['Patient: My mom takes metformin for her sugar.\nDoctor: Okay.', []],
    ['Patient: My husband is on lisinopril, and I take metformin.\nDoctor: Okay.', [['metformin', null]]],
    ['Patient: My son takes cetirizine every day.\nDoctor: Okay.', [['cetirizine', null]]],
  ])(
    "lists only the patient's medicines, not a relative's; a parent speaks so of the child who is the patient: %j",
    (d, meds) => {
      expect(current(d)).toEqual(meds);
    },
  );

  it.each([
    ['patient: the doctor had me on prednisone last month but i finished it'],
    ["doctor: did they give you any antibiotics\npatient: they gave me amoxicillin but i'm done with it now"],
    ['doctor: did you finish the cephalexin\npatient: yeah i finished it on sunday'],
  ])('leaves out a course of medicine the patient finished: %j', (d) => {
    expect(current(d)).toEqual([]);
  });

  it('does not list the dose the clinician restates after changing it as the dose taken now', () => {
    const d = [
      "doctor: your sugars are running high so we'll go up on the metformin to 1000 twice a day",
      'patient: alright',
      'doctor: so metformin 1000 mg twice daily',
    ].join('\n');
    expect(current(d)).toEqual([['metformin', null]]);
    expect(plan(d)).toEqual(['increase metformin to 1000 twice a day']);
    // The dose said as taken before the change is still the one taken.
    const taken =
      "doctor: you're on metformin 500 twice a day\npatient: yes\ndoctor: we'll increase the metformin to 1000";
    expect(current(taken)).toEqual([['metformin', '500 twice a day']]);
  });

  it('offers no examples the clinician asked about when the reply names the drug taken', () => {
    const d = "doctor: have you tried any tylenol or ibuprofen\npatient: i tried some advil it didn't do much";
    expect(current(d)).toEqual([]);
    expect(offered(d)).not.toContain('Takes tylenol or ibuprofen.');
  });

  it('does not list each example of a kind the patient said yes to', () => {
    const d = 'Doctor: Do you take any pain pills like naproxen or ibuprofen?\nPatient: Yeah, now and then.';
    expect(current(d)).toEqual([]);
    expect(offered(d)).toEqual(['Takes naproxen or ibuprofen.']);
    // A plain list asks about each drug, and a yes says each is taken.
    const list = 'Doctor: Do you take lisinopril, norvasc, and estradiol?\nPatient: Yes.';
    expect(current(list).map(([name]) => name)).toEqual(['lisinopril', 'norvasc', 'estradiol']);
  });

  it('offers a drug the clinician names only in passing', () => {
    const typed = 'Doctor: I wonder whether the mood swings began before we added the sertraline.';
    const spoken = 'doctor: i wonder whether the mood swings began before we added the sertraline';
    for (const d of [typed, spoken]) {
      expect(current(d)).toEqual([]);
      expect(offered(d)).toEqual(['Sertraline.']);
    }
    const asked = 'Patient: Will the prednisone be a problem with my sugar?\nDoctor: It should be fine.';
    expect(current(asked)).toEqual([]);
  });

  it('lists every drug of a list the clinician says the patient is on', () => {
    const d = 'Doctor: So you are on amiodarone, coq10, lasix, and neurontin.';
    expect(current(d).map(([name]) => name)).toEqual(['amiodarone', 'coq10', 'lasix', 'neurontin']);
  });

  it('lists every drug of a list said with no commas, the form or dose of one between it and the next', () => {
    const d = 'doctor: so you are on albuterol inhaler neurontin lasix and some others';
    expect(current(d).map(([name]) => name)).toEqual(['albuterol', 'neurontin', 'lasix']);
    expect(current('doctor: you are on lisinopril 10 mg metformin 500 mg twice a day')).toEqual([
      ['lisinopril', '10 mg'],
      ['metformin', '500 mg twice a day'],
    ]);
  });

  it('leaves out a drug the patient is told to avoid', () => {
    expect(current('Doctor: With your kidneys, please avoid naproxen.')).toEqual([]);
  });

  it('leaves out a medicine the patient had to stop', () => {
    expect(current('patient: i had to stop the montelukast because it gave me bad dreams')).toEqual([]);
  });

  it('offers a medicine told as taken in the past, by the patient or the clinician, instead of listing it', () => {
    for (const d of [
      'patient: i took a pill called doxycycline about a year ago',
      'doctor: so you took amoxicillin for that\npatient: right',
      'doctor: were you taking any metformin back then\npatient: yes i was',
    ]) {
      expect(current(d)).toEqual([]);
      expect(offered(d)).toHaveLength(1);
    }
    // Asked of the past and answered as taken again, it is taken now.
    const again = "doctor: have you ever tried fexofenadine\npatient: yes last spring and i've started it again";
    expect(current(again)).toEqual([['fexofenadine', null]]);
    // Asked of now, a yes lists it.
    expect(current('doctor: have you been taking your metformin\npatient: yes')).toEqual([['metformin', null]]);
  });

  it('offers a medicine named only as a possibility or in an explanation', () => {
    for (const d of [
      'doctor: we could use the hydroxyzine for the itching',
      'patient: i was wondering if sildenafil would help',
      'doctor: ibuprofen can cause stomach bleeding',
      'doctor: dry mouth is one of the side effects of amitriptyline',
    ]) {
      expect(current(d)).toEqual([]);
      expect(offered(d)).toHaveLength(1);
    }
    expect(current('patient: i take amitriptyline at night')).toEqual([['amitriptyline', 'at night']]);
    // A medicine the clinician would have the patient consider is an option for the plan.
    const considered = 'doctor: you might consider a nicotine patch';
    expect(current(considered)).toEqual([]);
    expect(held(considered)).toContainEqual(['plan', 'May start nicotine patch.']);
  });

  it("writes a start heard under the patient's label as offered for the plan, not as taken", () => {
    const d = 'doctor: her thyroid level is low\npatient: i would like to start her on levothyroxine';
    expect(current(d)).toEqual([]);
    expect(held(d)).toContainEqual(['plan', 'Start levothyroxine.']);
    // The patient telling what they tried is not a start.
    expect(current('patient: i take tylenol and i have had to try some ibuprofen')).toEqual([
      ['tylenol', null],
      ['ibuprofen', null],
    ]);
  });

  it('offers a drug given in the clinic by injection or drip, not as one taken', () => {
    for (const d of [
      'doctor: we gave him 25 mg of diphenhydramine intramuscularly',
      'doctor: we have started you on i v metoprolol to slow your heart',
    ]) {
      expect(current(d)).toEqual([]);
      expect(held(d).filter(([section]) => section === 'plan')).toHaveLength(1);
    }
  });

  it("writes the clinician's own prescription heard under the patient's label as offered, not taken", () => {
    const d = "patient: i've prescribed naproxen 500 milligrams twice a day with food";
    expect(current(d)).toEqual([]);
    expect(held(d)).toContainEqual(['plan', 'Start naproxen 500 mg twice a day with food.']);
  });

  it('stops the one medicine left out of those continued, which the patient still takes as the visit starts', () => {
    const d = 'patient: i take lisinopril and sertraline\ndoctor: continue your medicines except the sertraline';
    expect(current(d)).toEqual([
      ['lisinopril', null],
      ['sertraline', null],
    ]);
    expect(plan(d)).toEqual(['stop sertraline']);
  });

  it('lists a medicine the plan stops today, with its dose, beside the plan that stops it', () => {
    const d =
      "patient: i take naproxen 500 milligrams twice a day for my knee\ndoctor: let's stop the naproxen and start meloxicam 15 mg daily";
    expect(current(d)).toEqual([['naproxen', '500 mg twice a day']]);
    expect(plan(d)).toEqual(['stop naproxen', 'start meloxicam 15 mg daily']);
  });

  it("lists a chart medicine the clinician reads out and stops today ('we have you on')", () => {
    const d = [
      'doctor: we have you on amlodipine ten milligrams once a day, how is that going',
      'patient: my ankles have been swelling since i started it',
      "doctor: let's stop the amlodipine and start losartan 50 mg daily",
    ].join('\n');
    expect(current(d)).toEqual([['amlodipine', '10 mg once a day']]);
    expect(plan(d)).toEqual(['stop amlodipine', 'start losartan 50 mg daily']);
  });
});
