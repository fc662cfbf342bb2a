import type { PatientReport } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { flagsOf } from '../testing/said.js';

const symptoms =
  (...names: string[]) =>
  (r: PatientReport) => {
    r.historyOfPresentIllness.associatedSymptoms = names;
  };

/** A review of systems that endorses the named symptoms as had today. */
const endorses =
  (...names: string[]) =>
  (r: PatientReport) => {
    r.reviewOfSystems = [{ system: 'Other', findings: `Endorses ${names.join(' and ').toLowerCase()}.` }];
  };

describe('how the checker reads questions and replies', () => {
  it('a question stays a question when the clinician gives a reason or names side effects in it', () => {
    const reason = 'Doctor: any chest pain, because that can be a sign of a heart problem?\nPatient: no';
    expect(flagsOf(reason, symptoms('Chest pain'))).toEqual([
      expect.objectContaining({ claim: 'negation', reason: 'Patient denied chest pain' }),
    ]);
    const sideEffects = 'Doctor: are you having any side effects, like nausea or diarrhea?\nPatient: no';
    expect(flagsOf(sideEffects, symptoms('Nausea'))).toEqual([
      expect.objectContaining({ claim: 'negation', reason: 'Patient denied nausea' }),
    ]);
    const check = "Doctor: i want to make sure you haven't had any fevers\nPatient: no i haven't";
    expect(flagsOf(check, symptoms('Fever'))).toEqual([
      expect.objectContaining({ claim: 'negation', reason: 'Patient denied fever' }),
    ]);
    // A warning is still no question: nothing was asked or denied.
    const warning = 'Doctor: the side effects can include nausea or diarrhea\nPatient: okay';
    expect(flagsOf(warning, symptoms('Nausea'))).not.toContainEqual(expect.objectContaining({ claim: 'negation' }));
  });

  it("a reply that what was asked is over ('it went away') does not deny it: a note telling it as had is supported", () => {
    const talk = 'Doctor: any chest pain since then?\nPatient: no, it went away';
    expect(flagsOf(talk, symptoms('Chest pain'))).not.toContainEqual(expect.objectContaining({ claim: 'negation' }));
  });

  it('a long unpunctuated turn states what it says before the question at its end', () => {
    const talk =
      'Doctor: so looking at your exam you have swelling over the outside of the ankle and on the x-ray there ' +
      'is no fracture so your right ankle pain is consistent with a sprain have you sprained your ankle before\n' +
      'Patient: no never';
    expect(flagsOf(talk, symptoms('Swelling'))).toEqual([]);
    expect(
      flagsOf(talk, (r) => {
        r.historyOfPresentIllness.narrative = 'Pain in the left ankle.';
      }),
    ).toEqual([expect.objectContaining({ claim: 'laterality' })]);
  });

  it('a clinician saying a bare symptom name asks about it: "shortness of breath" "no shortness of breath"', () => {
    const talk =
      'Doctor: Chest pain?\nPatient: A little when I walk.\nDoctor: shortness of breath\nPatient: no shortness of breath';
    expect(flagsOf(talk, symptoms('Chest pain'))).toEqual([]);
    expect(flagsOf(talk, symptoms('Shortness of breath'))).toEqual([
      expect.objectContaining({ claim: 'negation', reason: 'Patient denied shortness of breath' }),
    ]);
  });

  it('a symptom a question takes as given is over, not denied, when the reply says it is gone', () => {
    // Had, and over: endorsed today in the review of systems is flagged; listed with the history (which tells it as
    // resolved) is not, and neither is denied.
    const gone = "Doctor: How's your back pain?\nPatient: I'm not really having any more.";
    expect(flagsOf(gone, endorses('Back pain'))).toEqual([
      expect.objectContaining({ reason: 'Back pain was said to be over, not had today' }),
    ]);
    expect(flagsOf(gone, symptoms('Back pain'))).toEqual([]);
    const still = "Doctor: How's your back pain?\nPatient: No better, it still hurts when I bend.";
    expect(flagsOf(still, symptoms('Back pain'))).toEqual([]);
    expect(flagsOf(still, endorses('Back pain'))).toEqual([]);
    const named = 'Doctor: And what about your diarrhea?\nPatient: No more diarrhea.';
    expect(flagsOf(named, endorses('Diarrhea'))).toEqual([
      expect.objectContaining({ reason: 'Diarrhea was said to be over, not had today' }),
    ]);
  });

  it('"are any of your joints swollen?" asks about swelling rather than taking it as given', () => {
    const talk =
      'Doctor: How about swelling? Are any of your joints swollen?\nPatient: No, everything is normal there.';
    expect(flagsOf(talk, symptoms('Swelling'))).toEqual([
      expect.objectContaining({ reason: 'Patient denied swelling' }),
    ]);
  });

  it('"I\'ve been having…" answers a list question with what follows, not with yes to every item', () => {
    const asked =
      "Doctor: Any other symptoms, such as nausea, vomiting or diarrhea?\nPatient: I've been having a stronger urge to pee a lot more than usual.";
    // The later 'no' is all the consultation says about vomiting: the first reply did not affirm it.
    expect(flagsOf(`${asked}\nDoctor: What about vomiting?\nPatient: No.`, symptoms('Vomiting'))).toEqual([
      expect.objectContaining({ reason: 'Patient denied vomiting' }),
    ]);
    const yes =
      'Doctor: Any nausea or vomiting?\nPatient: Yes, both.\nDoctor: What about vomiting today?\nPatient: No.';
    expect(flagsOf(yes, symptoms('Vomiting'))).toEqual([]);
  });

  it('"are your legs swelling up?" asks; a finding only the examination showed does not make the denied symptom reported', () => {
    const asked = 'Doctor: How about, are your legs swelling up?\nPatient: No.';
    expect(flagsOf(asked, symptoms('Swelling'))).toEqual([
      expect.objectContaining({ reason: 'Patient denied swelling' }),
    ]);
    const examined =
      'Doctor: Any swelling in your legs?\nPatient: No.\nDoctor: On your exam I do appreciate 1 plus pitting edema in your legs.';
    expect(flagsOf(examined, symptoms('Swelling'))).toEqual([
      expect.objectContaining({ reason: 'Patient denied swelling' }),
    ]);
    expect(
      flagsOf(examined, (r) => {
        r.physicalExam.extremities = '1+ pitting edema of the legs.';
      }),
    ).toEqual([]);
    const told =
      'Doctor: Any swelling in your legs?\nPatient: No.\nPatient: Actually I do get some swelling in my ankles at night.';
    expect(flagsOf(told, symptoms('Swelling'))).toEqual([]);
  });

  it('a negation does not reach past a clause of the patient\'s own, nor into "never felt it like this"', () => {
    const own = 'Patient: No, no fever or chills, you know, I kinda get tension headaches pretty often.';
    expect(flagsOf(own, symptoms('Headache'))).toEqual([]);
    expect(flagsOf(own, symptoms('Fever'))).toEqual([expect.objectContaining({ reason: 'Patient denied fever' })]);
    expect(flagsOf("Patient: It's not like my tiredness is depression or anything.", symptoms('Depression'))).toEqual([
      expect.objectContaining({ reason: 'Patient denied depression' }),
    ]);
    expect(flagsOf('Patient: I have never felt palpitations like this.', symptoms('Palpitations'))).toEqual([]);
    expect(flagsOf('Patient: I have never had palpitations.', symptoms('Palpitations'))).toEqual([
      expect.objectContaining({ reason: 'Patient denied palpitations' }),
    ]);
  });

  it('"and no dizziness?" "yes, I do" tells of dizziness; "coughing up anything?" takes the cough as given', () => {
    expect(flagsOf('Doctor: And no dizziness?\nPatient: Yes. I do.', symptoms('Dizziness'))).toEqual([]);
    expect(flagsOf('Doctor: And no dizziness?\nPatient: Right, none.', symptoms('Dizziness'))).toEqual([
      expect.objectContaining({ reason: 'Patient denied dizziness' }),
    ]);
    expect(flagsOf('Doctor: Are you coughing up anything?\nPatient: No.', symptoms('Cough'))).toEqual([]);
    // Coughing up blood is a symptom of its own: denying it denies no cough.
    const hemoptysis = 'Doctor: Any shortness of breath or coughing up blood?\nPatient: No.';
    expect(flagsOf(hemoptysis, symptoms('Coughing up blood'))).toEqual([
      expect.objectContaining({ reason: 'Patient denied coughing up blood' }),
    ]);
    expect(flagsOf(hemoptysis, symptoms('Cough'))).not.toContainEqual(
      expect.objectContaining({ reason: 'Patient denied cough' }),
    );
  });

  it('a question asked under the wrong role label is still a question', () => {
    const talk =
      'Patient: and so with your shoulder have you experienced any numbness in your arm\nDoctor: no numbness or tingling';
    expect(flagsOf(talk, symptoms('Numbness'))).toEqual([
      expect.objectContaining({ reason: 'Patient denied numbness' }),
    ]);
  });

  it('a symptom the patient denied stays denied when the clinician only suspects it', () => {
    const talk =
      'Doctor: Have you noticed bleeding from anywhere?\nPatient: No.\nDoctor: You may have had some bleeding from the gastritis.';
    expect(
      flagsOf(talk, (r) => {
        r.historyOfPresentIllness.narrative = 'The patient reports bleeding.';
      }),
    ).toEqual([expect.objectContaining({ claim: 'negation' })]);
    expect(
      flagsOf(talk, (r) => {
        r.historyOfPresentIllness.narrative = 'Possible bleeding from gastritis.';
      }),
    ).toEqual([]);
  });
});
