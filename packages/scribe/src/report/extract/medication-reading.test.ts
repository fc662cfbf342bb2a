import { describe, expect, it } from 'vitest';
import { planMedication } from '../plan-medication.js';
import { factsFrom, flagsOf } from '../testing/said.js';

const plan = (dialogue: string) => factsFrom(dialogue).planMedications.map((m) => planMedication(m.value));
const current = (dialogue: string) =>
  factsFrom(dialogue).medications.map((m) => [m.value.name, m.value.dosage] as [string, string | null]);
const held = (dialogue: string) => factsFrom(dialogue).held.map((h) => [h.value.section, h.value.text]);

describe('a dose the clinician orders is not the dose taken', () => {
  it('writes the raised dose as the plan, and the drug as taken without it', () => {
    const typed = [
      'Patient: I keep forgetting my lisinopril some days.',
      'Doctor: Your pressure is high today. I want to increase your lisinopril to 40 mg a day.',
    ].join('\n');
    // Speech recognition gave the clinician's order to the patient.
    const spoken = [
      'patient: i keep forgetting my lisinopril some days',
      'doctor: your pressure is high today',
      'patient: but i do wan na increase your lisinopril to 40 milligrams a day',
    ].join('\n');
    for (const d of [typed, spoken]) {
      expect(plan(d)).toEqual(['increase lisinopril to 40 mg daily']);
      expect(current(d)).toEqual([['lisinopril', null]]);
    }
  });

  it("writes the new dose of a change 'from' one dose 'to' another", () => {
    const typed =
      "Doctor: We talked about raising your sertraline, so we'll increase it from 50 milligrams to 100 milligrams.";
    const spoken =
      "doctor: we talked about increasing your sertraline so we'll increase it from 50 milligrams to 100 milligrams";
    for (const d of [typed, spoken]) expect(plan(d)).toEqual(['increase sertraline from 50 mg to 100 mg']);
  });

  it('offers a change heard in an unsure voice for the plan, and keeps its dose out of the medications', () => {
    const d = 'doctor: how are the pills\npatient: they said they will increase the lisinopril to 40 mg';
    expect(current(d)).toEqual([['lisinopril', null]]);
    expect(held(d)).toContainEqual(['plan', 'Increase lisinopril to 40 mg.']);
  });
});

describe('a plan for later is offered, not written as done', () => {
  it('writes a medicine the clinician would give only on a positive test with that condition, never as started', () => {
    const typed =
      "Doctor: We'll swab you for strep, and if that's positive I'll prescribe penicillin 500 mg twice a day. Keep taking the cetirizine.";
    const spoken =
      "doctor: we'll swab you for strep and if that's positive i'll prescribe penicillin 500 milligrams twice a day\ndoctor: keep taking the cetirizine";
    for (const d of [typed, spoken]) {
      expect(plan(d)).toEqual(['continue cetirizine']);
      expect(factsFrom(d).lifestyle.map((l) => l.value)).toEqual([
        'Start penicillin 500 mg twice a day if the strep test is positive',
      ]);
    }
  });

  it('holds a change the clinician may make when the patient comes back', () => {
    const d = 'doctor: when you come back we can then adjust your glipizide depending on the numbers';
    expect(plan(d)).toEqual([]);
    expect(held(d)).toContainEqual(['plan', 'May adjust glipizide.']);
  });
});

describe('a drug switched from is not taken', () => {
  it('lists only the drug switched to, and offers the switch for the history', () => {
    const typed = 'Doctor: In the spring we switched her from furosemide to torsemide 20 mg daily, and she is better.';
    const spoken = 'patient: we switched her from a furosemide to torsemide and she is doing a lot better';
    for (const d of [typed, spoken]) {
      expect(current(d).map(([name]) => name)).toEqual(['torsemide']);
      expect(plan(d)).toEqual([]);
      expect(held(d)).toContainEqual(['historyOfPresentIllness', 'Switched from furosemide to torsemide.']);
    }
  });
});

describe('words that are not a medicine taken or stopped', () => {
  it('reads a supplement named with its level as a result, and holding steady as no stop', () => {
    const typed = "Doctor: Your potassium is 3.9, so it's holding steady on the torsemide.";
    const spoken = "doctor: your potassium is 3 9 so it's holding steady on the torsemide";
    for (const d of [typed, spoken]) {
      expect(current(d).map(([name]) => name)).toEqual(['torsemide']);
      expect(plan(d)).toEqual([]);
    }
  });

  it('reads a hormone the clinician checked as a test, not a medicine taken', () => {
    expect(current('doctor: your levels are fine and we checked your estradiol and it was not elevated')).toEqual([]);
  });

  it('still stops a drug the clinician holds, until what it is held for', () => {
    expect(plan("doctor: we'll hold your metformin until the scan is done")).toEqual(['stop metformin pending scan']);
  });

  it("reads 'hold off on' a drug the patient does not take as nothing started, stopped or taken", () => {
    const d =
      "Patient: My back still aches at night.\nDoctor: Let's hold off on the pregabalin for now and see how physical therapy goes.";
    expect([current(d), plan(d)]).toEqual([[], []]);
    expect(held(d)).toContainEqual(['plan', 'Hold off on pregabalin.']);
    // Of a drug the patient takes, it stops it: the plan says so, and the list holds what was taken.
    const taken = "Patient: I take pregabalin 75 mg at night.\nDoctor: Let's hold off on the pregabalin for now.";
    expect([current(taken).map(([name]) => name), plan(taken)]).toEqual([['pregabalin'], ['stop pregabalin']]);
  });

  it('reads a drug named in a condition as no medicine', () => {
    const d = "doctor: for your nicotine dependence i'm going to start you with a 21 mg nicotine patch";
    expect(current(d)).toEqual([]);
    expect(plan(d)).toEqual(['start nicotine patch 21 mg']);
  });
});

describe('how a medicine is taken', () => {
  it("keeps 'as needed' with the schedule", () => {
    const typed = "Doctor: I'm prescribing ibuprofen 800 mg. You can take that twice a day as needed for the knee.";
    const spoken =
      "doctor: i'm gonna prescribe ibuprofen 800 milligrams you can take that twice a day as needed for the knee";
    // Said in the next sentence of the dose, the schedule is still the drug's.
    expect(plan(typed)).toEqual(['start ibuprofen 800 mg twice a day as needed']);
    expect(plan(spoken)).toEqual(['start ibuprofen 800 mg twice a day as needed']);
    // The schedule said after 'as needed' is kept too, written first.
    expect(
      plan("doctor: i'm also going to order you some tramadol 50 milligrams as needed every six hours for pain"),
    ).toEqual(['start tramadol 50 mg every 6 hours as needed']);
  });

  it("reads a dose in clinicians' shorthand with its point left out ('twelve five milligrams' is 12.5 mg)", () => {
    expect(plan("doctor: i'd like to add spironolactone twelve five milligrams daily")).toEqual([
      'start spironolactone 12.5 mg daily',
    ]);
    expect(plan('doctor: start carvedilol three one twenty five milligrams twice a day')).toEqual([
      'start carvedilol 3.125 mg twice a day',
    ]);
  });

  it('reads a round thousand recognised speech writes with a space, and two tablets as two, not one dose', () => {
    expect(plan("doctor: i'd like to increase your metformin to 1 000 milligrams twice daily")).toEqual([
      'increase metformin to 1000 mg twice daily',
    ]);
    expect(plan("doctor: i'm going to prescribe naproxen take 2 500 mg tablets twice a day")).toEqual([
      'start naproxen 2 x 500 mg twice a day',
    ]);
  });

  it('takes the schedule said next about the medicine just started', () => {
    const spoken = [
      "doctor: so i'd recommend putting you on a magnesium supplement",
      "patient: it's supposed to be twice a day so that's a bit annoying",
      'patient: okay',
    ].join('\n');
    expect(plan(spoken)).toEqual(['start magnesium twice a day']);
    expect(factsFrom(spoken).planMedications[0]!.segmentIds).toEqual(['s1', 's2']);
  });

  it('adds how often, said next, to a dose written without it', () => {
    expect(
      plan(
        "doctor: i'm going to prescribe oxycodone 5 milligrams\ndoctor: um you can take one to two tablets every uh six hours as needed",
      ),
    ).toEqual(['start oxycodone 5 mg, 1 to 2 tablets every 6 hours as needed']);
    expect(
      plan(
        'doctor: we will raise your sertraline from 50 milligrams to 100 milligrams\ndoctor: it is one tablet once a day',
      ),
    ).toEqual(['increase sertraline from 50 mg to 100 mg once a day']);
  });

  it('keeps the tablets taken at once, said next, with the strength, which the checker reads as said', () => {
    const talk =
      "doctor: i'll start you on tramadol 50 milligrams\ndoctor: you can take two tablets every eight hours as needed";
    expect(plan(talk)).toEqual(['start tramadol 50 mg, 2 tablets every 8 hours as needed']);
    const flags = flagsOf(talk, (r) => {
      r.plan.medications = [
        { name: 'tramadol', instructions: '50 mg, 2 tablets every 8 hours as needed', action: 'start' },
      ];
    });
    expect(flags).toEqual([]);
    expect(plan("doctor: i'll start you on tramadol 50 milligrams\ndoctor: take one tablet every eight hours")).toEqual(
      ['start tramadol 50 mg every 8 hours'],
    );
  });

  it('writes the time of day said of taking it, in the same sentence or the next', () => {
    expect(
      plan(
        "doctor: i'm going to prescribe pantoprazole it's 40 milligrams you take that once a day and you should take it first thing in the morning",
      ),
    ).toEqual(['start pantoprazole 40 mg once a day in the morning']);
    expect(
      plan(
        "doctor: i'm going to start you on cyclobenzaprine 10 mg once a day\ndoctor: take it at night because it can make you dizzy",
      ),
    ).toEqual(['start cyclobenzaprine 10 mg once a day at night']);
    // Not a time said of something else.
    expect(plan("doctor: let's start lisinopril 10 mg daily and come back in the morning for labs")).toEqual([
      'start lisinopril 10 mg daily',
    ]);
  });

  it('reads a dose the clinician says after a pause, on the next line, as the drug just started', () => {
    expect(plan("doctor: let's start you on amlodipine\ndoctor: 5 milligrams once a day and we'll recheck")).toEqual([
      'start amlodipine 5 mg once a day',
    ]);
    // Cut inside the dose ('twelve' | 'five milligrams'): not guessed.
    expect(plan('doctor: i do want to add spironolactone twelve\ndoctor: five milligrams daily')).toEqual([
      'start spironolactone',
    ]);
    expect(plan("doctor: let's start you on amlodipine\npatient: 5 milligrams is what my sister takes")).toEqual([
      'start amlodipine',
    ]);
  });

  it('keeps how often already said, and takes none said of something else or of a change without its dose', () => {
    expect(
      plan("doctor: i'll start you on meloxicam 15 mg once a day\ndoctor: take it twice a day if you need"),
    ).toEqual(['start meloxicam 15 mg once a day']);
    expect(
      plan(
        "doctor: let's start you on lasix 20 milligrams\ndoctor: we'll see how it goes and you should check your blood pressure daily at home",
      ),
    ).toEqual(['start lasix 20 mg']);
    expect(plan('doctor: i want to increase your lisinopril\ndoctor: take it twice a day')).toEqual([
      'increase lisinopril',
    ]);
  });
});

describe('tests said not to be needed', () => {
  it('orders no test the clinician says is not needed today', () => {
    const f = factsFrom(
      "doctor: your a1c was 5 1 on the last check so no need for another a1c today\ndoctor: we don't need to do an x-ray but let's get an mri",
    );
    expect(f.investigations.map((t) => t.value)).toEqual(['MRI']);
  });
});

describe('a medicine taken before, not now', () => {
  const current = (d: string) => factsFrom(d).medications.map((m) => m.value.name);

  it('is not a current medication, and is offered for the history', () => {
    const d = 'doctor: any medications\npatient: i take lisinopril 10 mg daily and i used to be on amlodipine';
    expect(current(d)).toEqual(['lisinopril']);
    expect(factsFrom(d).held.map((h) => h.value.text)).toContain('Previously took amlodipine.');
    expect(current('patient: i was on lisinopril a few years ago')).toEqual([]);
  });

  it('stays current when the past words belong to another drug', () => {
    const d = 'doctor: any medications\npatient: i used to be on amlodipine but now i take lisinopril 10 mg daily';
    expect(current(d)).toEqual(['lisinopril']);
  });
});
