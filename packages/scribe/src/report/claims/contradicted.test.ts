import type { PatientReport } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { flagsOf } from '../testing/said.js';

const narrative = (text: string) => (r: PatientReport) => {
  r.historyOfPresentIllness.narrative = text;
};
const associated =
  (...items: string[]) =>
  (r: PatientReport) => {
    r.historyOfPresentIllness.associatedSymptoms = items;
  };

describe('statements the consultation contradicts', () => {
  it('a denial inside a long story denies what it names', () => {
    const talk =
      'Doctor: tell me what has been going on\n' +
      'Patient: so i went to see my doctor last week and he started me on some antibiotics about six days ' +
      'ago and i never had any nausea or vomiting but my wife checked my temperature it was about ninety ' +
      'nine point seven';
    expect(flagsOf(talk, narrative('The patient also reports nausea.'))).toEqual([
      expect.objectContaining({ claim: 'negation' }),
    ]);
    expect(flagsOf(talk, associated('vomiting'))).toEqual([expect.objectContaining({ claim: 'negation' })]);
  });

  it('a "no" to a list question denies each item listed; the risks of surgery are not symptoms', () => {
    const talk =
      'Doctor: can you tell me if the pain radiates or if you have any other symptoms? specifically ' +
      'feeling sick, fever, rashes, neck stiffness, numbness, weakness, passing out?\n' +
      "Patient: no. i haven't been sick or felt sick.\n" +
      'Doctor: the risks include infection, bleeding, permanent numbness, weakness and stiffness.';
    expect(flagsOf(talk, associated('weakness'))).toEqual([expect.objectContaining({ claim: 'negation' })]);
    const has = 'Doctor: do you have any numbness or weakness?\nPatient: yes some weakness in my arm.';
    expect(flagsOf(has, associated('weakness'))).toEqual([]);
  });

  it('a symptom the patient says is less than before is not denied by it', () => {
    const talk = "Doctor: how is the breathing\nPatient: i don't have quite as much shortness of breath now";
    expect(flagsOf(talk, associated('shortness of breath'))).toEqual([]);
    expect(flagsOf(talk, narrative('The patient reports shortness of breath, improving.'))).toEqual([]);
  });

  it('a no that speaks of one item of a list does not deny the others', () => {
    const talk =
      'Doctor: have you been short of breath or any problems sleeping\nPatient: no i have been sleeping like a log';
    expect(flagsOf(talk, associated('shortness of breath'))).toEqual([]);
    expect(flagsOf(talk, associated('insomnia'))).toEqual([expect.objectContaining({ claim: 'negation' })]);
  });

  it("a clinician's presupposition is answered by the patient's denial", () => {
    const talk =
      'Doctor: how about any nausea or vomiting?\n' +
      'Patient: no not as of today\n' +
      'Doctor: okay and the fatigue?\n' +
      'Patient: it comes and goes\n' +
      "Doctor: so you're saying you've been able to tolerate the nausea and the fatigue\n" +
      "Patient: yes i haven't had any nausea but just slight fatigue";
    expect(flagsOf(talk, associated('nausea'))).toEqual([expect.objectContaining({ claim: 'negation' })]);
    expect(flagsOf(talk, associated('fatigue'))).toEqual([]);
  });

  it('"not the X, it\'s the Y" corrects the side', () => {
    const talk =
      "Doctor: i understand you've come in with some right knee pain, can you tell me about it?\n" +
      "Patient: it's not the right knee, it's the left knee.\n" +
      'Doctor: okay, the left knee. how long has it hurt?\n' +
      'Patient: about a week.\n' +
      'Doctor: okay on your right knee exam there is some tenderness over the joint line of the left knee.';
    expect(
      flagsOf(talk, (r) => {
        r.chiefComplaint = 'Right knee pain';
      }),
    ).toEqual([expect.objectContaining({ claim: 'laterality' })]);
    expect(
      flagsOf(talk, (r) => {
        r.chiefComplaint = 'Left knee pain';
      }),
    ).toEqual([]);
  });

  it("'bilateral' belongs to the operation it is said with; an arthroplasty is a joint replacement", () => {
    const talk =
      'Doctor: any surgeries?\nPatient: I had cataract surgery on both eyes. I also had knee replacement surgery on my left knee.';
    const surgeries = (text: string) => (r: PatientReport) => {
      r.pastMedicalHistory.conditions = [text];
    };
    expect(
      flagsOf(
        talk,
        surgeries("The patient's only surgery is the right knee arthroplasty and bilateral cataract surgery"),
      ),
    ).toEqual([expect.objectContaining({ claim: 'laterality' })]);
    expect(
      flagsOf(
        talk,
        surgeries("The patient's only surgery is the left knee arthroplasty and bilateral cataract surgery"),
      ),
    ).toEqual([]);
    // With the other knee hurting today, the operation's words tell which knee was replaced.
    const hurting = `${talk}\nDoctor: and what brings you in?\nPatient: my right knee has been bothering me lately.`;
    expect(flagsOf(hurting, surgeries("The patient's only surgery is the right knee arthroplasty."))).toEqual([
      expect.objectContaining({ claim: 'laterality' }),
    ]);
    expect(flagsOf(hurting, surgeries("The patient's only surgery is the left knee arthroplasty."))).toEqual([]);
  });

  it('a duration binds to the symptom it was said with', () => {
    const talk =
      'Doctor: how are you doing on the antibiotics\n' +
      "Patient: i'm on day six or seven now. then i noticed that i've been coughing a lot the last two days\n" +
      'Doctor: okay i want to see you again in seven days';
    expect(flagsOf(talk, narrative('He has been coughing a lot over the last 7 days.'))).toEqual([
      expect.objectContaining({ claim: 'duration' }),
    ]);
    expect(flagsOf(talk, narrative('He has been coughing a lot over the last 2 days.'))).toEqual([]);
    // A span said of another symptom does not bear it out either.
    const fever = `${talk}\nPatient: and i've had a fever for seven days`;
    expect(flagsOf(fever, narrative('He has been coughing a lot over the last 7 days.'))).toEqual([
      expect.objectContaining({ claim: 'duration' }),
    ]);
    expect(flagsOf(fever, narrative('He has had a fever for 7 days.'))).toEqual([]);
  });

  it("the course length said for a medicine is that medicine's", () => {
    const talk =
      "Doctor: i'm going to start you on doxycycline one hundred milligrams twice a day\n" +
      "Patient: we're going to continue that for about three weeks\n" +
      "Doctor: and i'd like to see you back in eight weeks";
    const plan = (instructions: string) => (r: PatientReport) => {
      r.plan.medications = [{ name: 'Doxycycline', instructions, action: 'start' }];
    };
    expect(flagsOf(talk, plan('100 mg twice a day for 8 weeks'))).toEqual([
      expect.objectContaining({ claim: 'duration' }),
    ]);
    expect(flagsOf(talk, plan('100 mg twice a day for 3 weeks'))).toEqual([]);
  });

  it('someone else named by sex and place is the sex the consultation calls them', () => {
    const talk =
      'Patient: the lady at the front desk was very rude to me\nPatient: uske baad the man in physio made me do stretches';
    const sex = [expect.objectContaining({ claim: 'sex' })];
    expect(flagsOf(talk, narrative('The gentleman at the front desk was rude to him.'))).toEqual(sex);
    expect(flagsOf(talk, narrative('The woman in physio had him do stretches.'))).toEqual(sex);
    expect(flagsOf(talk, narrative('The lady at the front desk was rude to him.'))).toEqual([]);
    expect(flagsOf(talk, narrative('The man at the pharmacy gave him the wrong pills.'))).toEqual([]);
  });

  it('an assessment may record what the clinician suspects though the patient noticed none', () => {
    const talk =
      'Doctor: koi bleeding dekhi kahin se\nPatient: no nothing\nDoctor: so you may have had some bleeding from the ulcer';
    const assessed = (diagnosis: string) => (r: PatientReport) => {
      r.assessment = [{ diagnosis, certainty: 'confirmed', rationale: null }];
    };
    expect(flagsOf(talk, assessed('Bleeding'))).toEqual([]);
    expect(flagsOf(talk, associated('bleeding'))).toEqual([expect.objectContaining({ claim: 'negation' })]);
    expect(flagsOf('Doctor: any bleeding at all\nPatient: no', assessed('Bleeding'))).toEqual([
      expect.objectContaining({ claim: 'negation' }),
    ]);
  });
});
