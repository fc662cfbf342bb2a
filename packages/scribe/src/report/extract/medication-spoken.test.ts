import { describe, expect, it } from 'vitest';
import { planMedication } from '../plan-medication.js';
import type { PatientReport } from '@asha/contracts';
import { buildReport } from '../build.js';
import { factsFrom, flagsOf } from '../testing/said.js';

/** The plan lines and the plan words offered, as said, not in the note, for a consultation as speech recognition gives it. */
function read(dialogue: string) {
  const f = factsFrom(dialogue);
  return {
    plan: f.planMedications.map((m) => planMedication(m.value)),
    offered: f.held.filter((h) => h.value.section === 'plan').map((h) => h.value.text),
    taking: f.medications.map((m) => m.value.name),
  };
}

describe('a medicine the clinician only considers is offered, never written as started', () => {
  it.each([
    ["doctor: we could try gabapentin if this doesn't work\npatient: okay", 'May start gabapentin.'],
    ["doctor: um we can add meloxicam if the pain doesn't get better\npatient: okay", 'May start meloxicam.'],
    [
      'doctor: so you could either try physical therapy or um we could try a muscle relaxer like flexeril\npatient: ill try the therapy first',
      'May start flexeril.',
    ],
    ['doctor: one option would be to start you on sertraline what do you think\npatient: hm', 'May start sertraline.'],
    ['doctor: um we could uh consider a trial of prednisone\npatient: hm', 'May start prednisone.'],
    ['doctor: if your sugars stay high we may need to add insulin\npatient: i hope not', 'May start insulin.'],
    [
      "doctor: i'm thinking about starting you on a statin like atorvastatin\npatient: let me think",
      'May start atorvastatin.',
    ],
    [
      "doctor: if your blood pressure is still high next time we'll start amlodipine\npatient: okay",
      'May start amlodipine.',
    ],
  ])('%j', (said, offered) => {
    expect(read(said)).toEqual({ plan: [], offered: [offered], taking: [] });
  });

  it.each([
    [
      "doctor: we could start some prednisone\npatient: no i don't want steroids they make me crazy\ndoctor: that's fine",
      'Patient declined to start prednisone.',
    ],
    [
      "doctor: i'd like to start you on metformin\npatient: i don't really want to take more pills\ndoctor: okay we'll hold off for now",
      'Patient declined to start metformin.',
    ],
  ])('a start the patient turns down is offered as declined: %j', (said, offered) => {
    expect(read(said).plan).toEqual([]);
    expect(read(said).offered).toEqual([offered]);
  });

  it('still starts a medicine with a failure condition said in the next clause', () => {
    expect(read("doctor: start meloxicam 15 mg daily and if it doesn't help call me").plan).toEqual([
      'start meloxicam 15 mg daily',
    ]);
  });

  it('writes nothing for a medicine the clinician decides against', () => {
    expect(read("doctor: i'm not gonna start you on antibiotics today because it's viral").plan).toEqual([]);
    expect(read("doctor: let's hold off on the metformin for now and see what your diet does").plan).toEqual([]);
  });
});

describe('a medicine stopped for a while keeps what it is stopped for', () => {
  it.each([
    ['doctor: hold the aspirin before surgery\npatient: okay', 'stop aspirin before surgery'],
    [
      "doctor: you'll need to stop the eliquis two days before the colonoscopy\npatient: okay",
      'stop eliquis 2 days before colonoscopy',
    ],
    [
      'doctor: i want you to hold the metformin until we get your kidney labs back\npatient: okay',
      'stop metformin pending kidney labs',
    ],
    ["doctor: you can stop the ibuprofen that's probably upsetting your stomach\npatient: okay", 'stop ibuprofen'],
    [
      "doctor: now before surgery we'll have to get you off your clopidogrel for a week beforehand\npatient: okay",
      'stop clopidogrel 1 week before the procedure',
    ],
  ])('%j', (said, line) => {
    expect(read(said).plan).toEqual([line]);
  });

  it('leaves the summary of a stop before a procedure unflagged', () => {
    const said =
      "doctor: now before surgery we'll have to get you off your clopidogrel for a week beforehand\npatient: okay";
    const r = buildReport(factsFrom(said)).report;
    expect(r.visitSummary).toContain('stop clopidogrel 1 week before the procedure');
    const written = (e: PatientReport) => {
      e.plan = r.plan;
      e.visitSummary = r.visitSummary;
    };
    expect(flagsOf(said, written)).toEqual([]);
  });
});

describe('what the patient takes, changes and restarts, as said in speech', () => {
  it.each([
    ["doctor: you're already on lisinopril keep taking that\npatient: okay", ['continue lisinopril']],
    ["doctor: let's bump the lisinopril to 20\npatient: okay", ['increase lisinopril to 20']],
    ['doctor: go back on the omeprazole\npatient: alright', ['restart omeprazole']],
    [
      "doctor: so your blood pressure is still high\npatient: yeah\ndoctor: i'm gonna go up on the amlodipine to ten milligrams\npatient: okay",
      ['increase amlodipine to 10 mg'],
    ],
    ["doctor: let's cut back the metoprolol to half a tablet\npatient: okay", ['decrease metoprolol to half a tablet']],
    ["doctor: let's double the omeprazole to twice a day\npatient: okay", ['increase omeprazole to twice a day']],
    [
      "doctor: let's switch you from the lisinopril to losartan because of the cough\npatient: okay",
      ['stop lisinopril', 'start losartan'],
    ],
    [
      'doctor: continue your current meds the metformin and the lisinopril\npatient: okay',
      ['continue metformin', 'continue lisinopril'],
    ],
    [
      "patient: the gabapentin used to help but i stopped it\ndoctor: let's restart the gabapentin three hundred at bedtime",
      ['restart gabapentin 300 at bedtime'],
    ],
    ["doctor: i'll send in a refill for your albuterol inhaler\npatient: thanks", ['continue albuterol']],
  ])('%j', (said, lines) => {
    expect(read(said).plan).toEqual(lines);
  });

  it.each([
    'patient: i stopped the metformin last month because of my stomach\ndoctor: okay',
    "patient: i'm not taking the atorvastatin anymore it made my legs hurt\ndoctor: okay",
    'patient: i used to take prednisone for my asthma but not anymore\ndoctor: okay',
    'doctor: so we stopped your amlodipine at the last visit because of the swelling\npatient: right',
  ])('a medicine stopped before the visit is neither taken nor planned: %j', (said) => {
    expect(read(said).taking).toEqual([]);
    expect(read(said).plan).toEqual([]);
  });

  it('starts a medicine the problem is treated with, the problem said before it', () => {
    const said =
      "doctor: you have an ear infection\npatient: okay\ndoctor: yeah so the ear infection we'll treat with amoxicillin";
    expect(read(said)).toEqual({ plan: ['start amoxicillin'], offered: [], taking: [] });
  });

  it('does not list a medicine the patient only asks about as one they take', () => {
    const said = 'patient: should i take ibuprofen for it\ndoctor: you can take ibuprofen as needed';
    expect(read(said)).toEqual({ plan: ['start ibuprofen as needed'], offered: [], taking: [] });
  });

  it('writes no medicine from the tail of a misheard name', () => {
    expect(read('doctor: keep taking the lice in a pril ten milligrams\npatient: okay')).toEqual({
      plan: [],
      offered: [],
      taking: [],
    });
  });
});
