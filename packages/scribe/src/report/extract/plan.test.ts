import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

const denied = (text: string) => facts(text).negatedSymptoms.map((s) => s.value);

describe('plan medicines: started, stopped, changed and continued', () => {
  it('reads each action with dose and frequency, the change in the plan’s words', () => {
    const f = facts(
      'Patient: I take metformin 500 mg twice a day, lisinopril 20 mg and ibuprofen when my knee hurts.\n' +
        "Doctor: Let's increase your metformin to 1000 mg twice daily, stop the ibuprofen, continue the lisinopril, " +
        "and I'm going to start you on meloxicam 15 mg once a day for 10 days.",
    );
    expect(f.planMedications.map((m) => m.value)).toEqual([
      { name: 'metformin', instructions: 'increase from 500 mg to 1000 mg twice daily', action: 'change' },
      { name: 'ibuprofen', instructions: null, action: 'stop' },
      { name: 'lisinopril', instructions: null, action: 'continue' },
      { name: 'meloxicam', instructions: '15 mg once a day for 10 days', action: 'start' },
    ]);
    // Current medicines are what the patient takes as the visit starts: the stopped one too, not the new one.
    expect(f.medications.map((m) => m.value.name)).toEqual(['metformin', 'lisinopril', 'ibuprofen']);
    expect(f.planMedications[3]!.segmentIds).toEqual(['s2']);
  });

  it("splits a switch: 'switch you from amlodipine to losartan' stops one and starts the other", () => {
    const f = facts("Doctor: I'm going to switch you from amlodipine to losartan 50 mg daily.");
    expect(f.planMedications.map((m) => [m.value.name, m.value.action])).toEqual([
      ['amlodipine', 'stop'],
      ['losartan', 'start'],
    ]);
  });

  it.each([
    [
      'Doctor: and we will get you started on the singulair, you should see a difference within a month',
      'singulair',
      null,
    ],
    ['doctor: maybe we can try some singulair', 'singulair', null],
    ["Doctor: Let's try ibuprofen 400 mg twice a day.", 'ibuprofen', '400 mg twice a day'],
  ])('reads trying a drug as starting it: %j', (said, name, instructions) => {
    expect(facts(said).planMedications.map((m) => m.value)).toEqual([{ name, instructions, action: 'start' }]);
  });

  it('does not read a drug the patient is on, or tried, as started', () => {
    expect(facts('Doctor: I know we have you on the prozac 20 mg a day. Are you taking that?').planMedications).toEqual(
      [],
    );
    expect(facts("Doctor: you tried the ibuprofen and it didn't help").planMedications).toEqual([]);
  });

  it('gives drugs listed together the same action, and a dose said after the next drug to that drug', () => {
    const f = facts(
      'doctor: i want to continue you on your current medications your lisinopril and your lasix and start aspirin 81 mg daily',
    );
    expect(f.planMedications.map((m) => [m.value.name, m.value.action, m.value.instructions])).toEqual([
      ['lisinopril', 'continue', null],
      ['lasix', 'continue', null],
      ['aspirin', 'start', '81 mg daily'],
    ]);
  });

  it('counts a drug the clinician asks about as taken unless the patient says no', () => {
    expect(facts('Doctor: Are you taking any ibuprofen?\nPatient: No.').medications).toEqual([]);
    expect(
      facts('Doctor: And you are still on your metformin?\nPatient: Yes.').medications.map((m) => [
        m.value.name,
        m.segmentIds,
      ]),
    ).toEqual([['metformin', ['s1', 's2']]]);
  });
});

describe('tests, referrals, follow-up and advice', () => {
  it('orders tests said with an order word, not results reviewed', () => {
    const f = facts(
      'doctor: your x-ray showed no fracture and your last a1c was 8 so i am going to order a repeat hemoglobin a1c and a lipid panel ' +
        'and i want you to get an mri of the knee',
    );
    expect(f.investigations.map((t) => t.value)).toEqual(['MRI of the knee', 'Repeat hemoglobin A1c', 'Lipid panel']);
  });

  it('orders the tests of a hepatitis C workup by name', () => {
    const f = facts(
      "doctor: to confirm it we'll check your hcv rna and hcv genotype and i'm going to order an elastography of the liver",
    );
    expect(f.investigations.map((t) => t.value)).toEqual(['Hepatitis C RNA', 'Hepatitis C genotype', 'Elastography']);
  });

  it('writes the part a scan is of', () => {
    const f = facts('doctor: i will also be ordering a cat scan of your lungs to confirm the diagnosis');
    expect(f.investigations.map((t) => t.value)).toEqual(['CT scan of the lungs']);
  });

  it('does not order a test done and read at this visit', () => {
    const d = [
      "doctor: i'm feeling a bony bump at the joint so let me get an x-ray",
      'patient: okay',
      'doctor: so taking a look at your x-ray you have a large spur at the top of the joint',
    ].join('\n');
    expect(facts(d).investigations).toEqual([]);
    const later = 'doctor: let me get an x-ray of your toe\npatient: okay\ndoctor: the x-ray shows a large spur';
    expect(facts(later).investigations).toEqual([]);
    const ordered =
      "doctor: i'm going to order an mri of your knee\npatient: okay\ndoctor: when we get the mri results we'll talk";
    expect(facts(ordered).investigations.map((t) => t.value)).toEqual(['MRI of the knee']);
  });

  it('orders the test that confirms a positive screening titer', () => {
    const f = facts('doctor: your lyme titer came back positive so we should go ahead and order a western blot');
    expect(f.investigations.map((t) => t.value)).toEqual(['Western blot']);
  });

  it('does not order a test the clinician will not be checking', () => {
    const f = facts("doctor: your b12 was fine so i won't be checking your b12 level for a while");
    expect(f.investigations).toEqual([]);
  });

  it('reads referrals to specialties and services', () => {
    const f = facts("Doctor: I'd like to refer you to physical therapy, and I want you to see a cardiologist.");
    expect(f.referrals.map((r) => r.value)).toEqual(['physical therapy', 'cardiology']);
  });

  it('reads a referral to nutrition as one', () => {
    expect(
      facts('Doctor: I also want to give you a referral to nutrition to help with meal planning.').referrals.map(
        (r) => r.value,
      ),
    ).toEqual(['nutrition']);
  });

  it.each([
    ['Let us follow up in two weeks.', 'in 2 weeks'],
    ['I want to see you back in a couple of weeks.', 'in 2 weeks'],
    ["We're gonna check you in 3 months.", 'in 3 months'],
    ['I will see you again next week.', 'in 1 week'],
    ["I'd like to see you back in about a week to two weeks.", 'in 1-2 weeks'],
    ['We will see you back in a week or two.', 'in 1-2 weeks'],
    ['Come back in a month or 2 so we can recheck it.', 'in 1-2 months'],
    ["And then finally, three weeks, I'd like you to return with your readings.", 'in 3 weeks'],
    ["You've had this for two weeks, I'd like you to come back in a month.", 'in 1 month'],
    // A check soon after a procedure, then the next visit: both are the plan.
    [
      "I want to see you in 24 hours post procedure, but then I'll see you again in two weeks.",
      'in 24 hours, then in 2 weeks',
    ],
    ['Follow up in 2 weeks, and then we will see you back in 3 months.', 'in 2 weeks, then in 3 months'],
  ])('follow-up %j → %s', (said, interval) => {
    expect(facts(`Doctor: ${said}`).followUp?.value).toBe(interval);
  });

  it('writes advice as a plan line from the advice words, not the sentence said', () => {
    const f = facts(
      'Doctor: Your blood pressure is 150 over 90, so I want you to cut down on salt and walk every day, and we will recheck it.',
    );
    expect(f.lifestyle.map((l) => l.value)).toEqual(['Follow a low-sodium diet']);
  });
});

describe('plan tests and follow-up said as what the patient should have', () => {
  it('reads a test the patient should have or will need as ordered, not one they should have had', () => {
    expect(facts('Doctor: you should have another mammogram in april.').investigations.map((i) => i.value)).toEqual([
      'Mammogram',
    ]);
    expect(facts('doctor: you will need an x-ray of that knee').investigations.map((i) => i.value)).toEqual([
      'X-ray of the knee',
    ]);
    expect(facts('Doctor: you should have had a mammogram last year.').investigations).toEqual([]);
  });

  it('reads a screening test the patient is due for as one to arrange, not one that was due before', () => {
    expect(
      facts("Doctor: and for your physical, you're due for a colonoscopy, so we'll set that up.").investigations.map(
        (i) => i.value,
      ),
    ).toEqual(['Colonoscopy']);
    expect(facts('Doctor: you were due for a colonoscopy last year but you had one in may.').investigations).toEqual(
      [],
    );
  });

  it("reads 'and have you come back in two weeks' in unpunctuated speech as the plan, not a question", () => {
    const f = facts(
      "doctor: i'm gonna put you in a finger splint and have you come back in two weeks to get a follow-up x-ray",
    );
    expect([f.investigations.map((i) => i.value), f.followUp?.value]).toEqual([
      ['Repeat X-ray in 2 weeks'],
      'in 2 weeks',
    ]);
    expect(denied('doctor: okay and have you had any fever\npatient: no')).toEqual(['fever']);
  });

  it('reads an interval answering when to come back as the follow-up, with the question as evidence', () => {
    const f = facts(
      'Patient: and when do i come back in to see you?\nDoctor: in a year, but get your mammogram before that.',
    );
    expect(f.followUp).toEqual({ value: 'in 1 year', segmentIds: ['s1', 's2'] });
    expect(facts('Patient: how long will it hurt?\nDoctor: in a few days it should settle.').followUp).toBeNull();
  });
});

describe('one imaging order said twice in different words', () => {
  const tests = (d: string) => facts(d).investigations.map((i) => [i.value, i.segmentIds]);

  it('is one line, named with its kind, when said once with the kind and once without', () => {
    expect(
      tests(
        "Doctor: I want to order a liver ultrasound to look at that.\nPatient: Okay.\nDoctor: So we'll get the ultrasound done this week.",
      ),
    ).toEqual([['Liver ultrasound', ['s1', 's3']]]);
  });

  it('stays apart from a test of another kind, and beside two named ones of its kind adds no third line', () => {
    expect(tests("Doctor: I'll order a ct scan of the abdomen.\nDoctor: and I'll also order an ultrasound.")).toEqual([
      ['CT scan of the abdomen', ['s1']],
      ['Ultrasound', ['s2']],
    ]);
    // Beside two named tests of its kind, the bare one is one of them: no third line, its evidence on both.
    expect(
      tests(
        "Doctor: I'll order an x-ray of the left wrist and an x-ray of the right ankle.\nPatient: Okay.\nDoctor: So we'll get the x-ray done this week.",
      ),
    ).toEqual([
      ['X-ray of the left wrist', ['s1', 's3']],
      ['X-ray of the right ankle', ['s1', 's3']],
    ]);
  });
});

describe('a test ordered only if something happens', () => {
  const tests = (d: string) => facts(d).investigations.map((i) => i.value);

  it('is written with what it waits on, the condition said before or after it', () => {
    expect(tests("doctor: if it's not better in a week we'll get an mri of your knee")).toEqual([
      'MRI of the knee if no improvement',
    ]);
    expect(tests("Doctor: We will get an MRI if the pain doesn't improve.")).toEqual(['MRI if no improvement']);
    expect(tests('doctor: we can get an x-ray of the knee if the pain gets worse')).toEqual([
      'X-ray of the knee if symptoms worsen',
    ]);
  });

  it("is written 'if needed' when the condition names no change to wait for", () => {
    expect(tests('doctor: if your insurance changes we could get an mri')).toEqual(['MRI if needed']);
    expect(tests("doctor: we'll get an ultrasound if we need to")).toEqual(['Ultrasound if needed']);
  });

  it('is never written as ordered today when the clinician decided against it now', () => {
    const said =
      "doctor: i don't think you need an x-ray at this stage so let's start with therapy and if it doesn't get better then we can get an x-ray";
    expect(tests(said)).toEqual(['X-ray if no improvement']);
  });

  it('leaves a test ordered today as ordered, when the condition opens the next clause', () => {
    expect(tests('doctor: i want to get an x-ray today and if that is normal we may order an mri later')).toEqual([
      'X-ray',
      'MRI if needed',
    ]);
  });
});
