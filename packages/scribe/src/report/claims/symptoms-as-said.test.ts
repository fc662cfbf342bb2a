import type { PatientReport } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { flagsOf } from '../testing/said.js';

/**
 * Symptoms as recognised speech gives them: lower case, fillers, the answer a turn or two after the question, the
 * symptom in lay words, denied in a list or affirmed in a few words. A note that writes a symptom the other way
 * round from the talk must be flagged; one that writes it as the talk has it must not.
 */
const review = (findings: string) => (r: PatientReport) => {
  r.reviewOfSystems = [{ system: 'General', findings }];
};
const listed = (name: string) => (r: PatientReport) => {
  r.historyOfPresentIllness.associatedSymptoms = [name];
};
const negation = [expect.objectContaining({ kind: 'contradicted', claim: 'negation' })];

/** Had, in the talk; written as denied. */
const HAD: [string, string][] = [
  ['Doctor: any nausea\nPatient: yeah a little', 'Denies nausea.'],
  ['Doctor: are you dizzy at all\nPatient: kind of yeah when i stand up', 'Denies dizziness.'],
  ['Doctor: any headaches\nPatient: on and off', 'Denies headache.'],
  ["Patient: i just can't catch my breath when i walk", 'Denies dyspnea.'],
  ['Patient: i passed out at the grocery store last week', 'Denies syncope.'],
  ["Patient: i've been throwing up since yesterday", 'Denies vomiting.'],
  ["Patient: i've had the runs for three days", 'Denies diarrhea.'],
  ['Patient: it burns when i pee', 'Denies dysuria.'],
  ['Patient: my ankles are all puffy by the end of the day', 'Denies edema.'],
  ['Doctor: any chest tightness\nPatient: mm-hmm sometimes', 'Denies chest tightness.'],
  ['Doctor: any cough\nPatient: um\nDoctor: any coughing at all\nPatient: yeah at night mostly', 'Denies cough.'],
  ['Doctor: any shortness of breath\nPatient: a little bit when i climb stairs', 'Denies shortness of breath.'],
  ["Doctor: are you tired\nPatient: i guess yeah i've been tired", 'Denies fatigue.'],
  ['Patient: i feel sick to my stomach after i eat', 'Denies nausea.'],
  ["Patient: i'm wheezing at night", 'Denies wheezing.'],
  ['Doctor: do you get heartburn\nPatient: occasionally', 'Denies heartburn.'],
  ['Doctor: numbness or tingling\nPatient: some tingling in my feet', 'Denies tingling.'],
  ["Doctor: how's your energy\nPatient: honestly i'm exhausted all the time", 'Denies fatigue.'],
  ['Doctor: you been having headaches\nPatient: yeah kind of on and off', 'Denies headache.'],
  [
    'Doctor: and are you short of breath at all\nPatient: um when i walk up the stairs yeah',
    'Denies shortness of breath.',
  ],
  ['Doctor: nausea\nPatient: yeah some', 'Denies nausea.'],
  ['Doctor: any vomiting\nPatient: once or twice yeah', 'Denies vomiting.'],
  ['Doctor: dizziness\nPatient: sometimes when i get up too fast', 'Denies dizziness.'],
  ['Doctor: any cough\nPatient: mm-hmm mostly at night', 'Denies cough.'],
  ["Patient: i've been having a lot of heartburn lately", 'Denies heartburn.'],
  ["Patient: my heart's been racing at night", 'Denies palpitations.'],
  ['Patient: sometimes my heart starts pounding out of nowhere', 'Denies palpitations.'],
  ["Patient: i'm just wiped out all the time", 'Denies fatigue.'],
  ['Patient: i get this burning in my chest after meals', 'Denies heartburn.'],
  ['Doctor: any tingling\nPatient: pins and needles in my fingers yeah', 'Denies tingling.'],
  ['Doctor: any nausea\nPatient: no\nPatient: well actually yeah a little in the mornings', 'Denies nausea.'],
  ["Patient: i've been feeling kind of lightheaded\nDoctor: okay so some lightheadedness", 'Denies lightheadedness.'],
  ["Doctor: are you urinating more often\nPatient: yeah i'm up like three times a night", 'Denies frequent urination.'],
];

/** Denied, or not the patient's, or not had now, in the talk; written as denied. */
const NOT_HAD: [string, string][] = [
  ['Doctor: any nausea\nPatient: no', 'Denies nausea.'],
  ["Doctor: any nausea\nPatient: i had some last week but it's gone now", 'Denies nausea.'],
  ['Patient: my husband has been coughing a lot', 'Denies cough.'],
  ['Doctor: any chest pain\nPatient: not right now', 'Denies chest pain at this time.'],
  ['Doctor: shortness of breath\nPatient: only when i run', 'Denies shortness of breath at rest.'],
  ['Doctor: any vomiting\nPatient: no just nausea', 'Denies vomiting.'],
  ['Doctor: any fever\nPatient: nope', 'Denies fever.'],
  ['Patient: the room spins when i roll over in bed', 'Denies lightheadedness.'],
];

/** Denied in the talk; written as present. */
const DENIED: [string, string][] = [
  ['Doctor: any fever chills or sweats\nPatient: no none of that', 'Chills'],
  ['Doctor: any fever chills or sweats\nPatient: no none of that', 'Sweating'],
  ['Doctor: have you had fever chills or night sweats\nPatient: nope', 'Night sweats'],
  ['Doctor: have you passed out at all\nPatient: no never', 'Syncope'],
  ["Doctor: any trouble catching your breath\nPatient: no my breathing's fine", 'Dyspnea'],
  ['Doctor: any nausea\nPatient: um\nDoctor: like feeling sick to your stomach\nPatient: no not at all', 'Nausea'],
  [
    "Doctor: any chest pain\nPatient: well let me think\nDoctor: take your time\nPatient: no i don't think so",
    'Chest pain',
  ],
  ['Doctor: any throwing up\nPatient: no', 'Vomiting'],
  ["Doctor: how about your bowels any loose stools\nPatient: no they're normal", 'Diarrhea'],
  ['Doctor: any blood in your urine\nPatient: no', 'Hematuria'],
  ['Doctor: any burning when you pee\nPatient: no', 'Dysuria'],
  ['Doctor: any headaches dizziness or blurry vision\nPatient: no no headaches no dizziness', 'Dizziness'],
  ["Patient: i haven't had any fevers or anything", 'Fever'],
  ["Doctor: have you lost any weight without trying\nPatient: no if anything i've gained", 'Weight loss'],
  ['Doctor: any black tarry stools\nPatient: no', 'Melena'],
  ['Doctor: any swelling in your legs or ankles\nPatient: nah', 'Leg swelling'],
  ['Doctor: you been coughing at all\nPatient: no not really', 'Cough'],
  ['Doctor: do you have trouble breathing when you lie flat\nPatient: no', 'Orthopnea'],
  ['Doctor: so no fever no chills\nPatient: right', 'Fever'],
  ['Doctor: you ever pass out\nPatient: no never', 'Syncope'],
  ['Doctor: you been throwing up at all\nPatient: nope', 'Vomiting'],
  ['Doctor: any fever\nPatient: no\nDoctor: chills\nPatient: no', 'Chills'],
  ['Doctor: any diarrhea or constipation\nPatient: neither', 'Constipation'],
  ["Patient: i haven't been dizzy or anything", 'Dizziness'],
  ['Patient: no fevers no chills nothing like that', 'Chills'],
  ['Doctor: you had any fevers\nPatient: no', 'Fever'],
  ['Doctor: you getting any chest pain\nPatient: no', 'Chest pain'],
  ['Doctor: any trouble sleeping\nPatient: no i sleep like a baby', 'Insomnia'],
  ['Doctor: swelling in your feet\nPatient: nope', 'Swelling'],
];

/** Had in the talk after all; written as present. */
const NOT_DENIED: [string, string][] = [
  ['Doctor: any fever\nPatient: yeah a little', 'Fever'],
  ['Doctor: any fever\nPatient: no\nDoctor: chills\nPatient: yes', 'Chills'],
  ["Doctor: any fever\nPatient: no but i've had chills", 'Chills'],
  ['Doctor: any nausea\nPatient: no\nPatient: well actually yeah a little in the mornings', 'Nausea'],
  ['Doctor: any dizziness\nPatient: no wait actually yes when i stand up', 'Dizziness'],
];

describe('a symptom as recognised speech says it', () => {
  it('a symptom asked in words the reading does not name is still flagged, as never mentioned', () => {
    expect(flagsOf('Doctor: does your heart ever race or flutter\nPatient: no', listed('Palpitations'))).toEqual([
      expect.objectContaining({ kind: 'unsupported', claim: 'symptom' }),
    ]);
  });

  it.each(HAD)('%j: the denial "%s" goes against the talk', (talk, note) => {
    expect(flagsOf(talk, review(note))).toEqual(negation);
  });

  it.each(NOT_HAD)('%j: the denial "%s" does not', (talk, note) => {
    expect(flagsOf(talk, review(note))).toEqual([]);
  });

  it.each(DENIED)('%j: %s written as present goes against the talk', (talk, name) => {
    expect(flagsOf(talk, listed(name))).toEqual(negation);
  });

  it.each(NOT_DENIED)('%j: %s written as present does not', (talk, name) => {
    expect(flagsOf(talk, listed(name))).toEqual([]);
  });
});
