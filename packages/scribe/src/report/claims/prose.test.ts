import type { PatientReport } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { flagsOf } from '../testing/said.js';

const narrative = (text: string) => (r: PatientReport) => {
  r.historyOfPresentIllness.narrative = text;
};

describe('prose reports written in clinical words', () => {
  it('a condition named clinically is mentioned when the consultation says it in lay words', () => {
    const talk =
      'Patient: My blood pressure has been high and my sugars run about 180.\nDoctor: And the reflux?\nPatient: Still there.';
    expect(
      flagsOf(talk, (r) => {
        r.pastMedicalHistory.conditions = ['Hypertension', 'Type 2 diabetes', 'GERD'];
      }),
    ).toEqual([]);
    expect(
      flagsOf(talk, (r) => {
        r.pastMedicalHistory.conditions = ['Hypothyroidism'];
      }),
    ).toEqual([
      expect.objectContaining({ claim: 'condition', reason: 'Hypothyroidism was not mentioned in the consultation' }),
    ]);
  });

  it('a complaint named clinically is mentioned when the patient says it in lay words', () => {
    const talk = 'Patient: My stomach has been hurting since Sunday and I feel sick to my stomach.';
    expect(
      flagsOf(talk, (r) => {
        r.chiefComplaint = 'Abdominal pain';
        r.historyOfPresentIllness.associatedSymptoms = ['Nausea'];
      }),
    ).toEqual([]);
    expect(
      flagsOf(talk, (r) => {
        r.chiefComplaint = 'Elbow pain';
      }),
    ).toEqual([expect.objectContaining({ claim: 'symptom' })]);
  });

  it('a painful part said in the reply to "where is your pain?" is that part\'s pain; a bellyache is abdominal pain', () => {
    expect(
      flagsOf('Doctor: Where are you having pain?\nPatient: My left elbow.', (r) => {
        r.chiefComplaint = 'Left elbow pain';
      }),
    ).toEqual([]);
    expect(
      flagsOf('Patient: I am having a bellyache.', (r) => {
        r.chiefComplaint = 'Abdominal pain';
      }),
    ).toEqual([]);
    expect(
      flagsOf('Doctor: Where are you having pain?\nPatient: My left elbow.', (r) => {
        r.chiefComplaint = 'Abdominal pain';
      }),
    ).toEqual([expect.objectContaining({ claim: 'symptom' })]);
  });

  it('words a dose follows that are no medicine: "received 5 mg of metoprolol", "cholesterol"; "right along" is no side', () => {
    const talk =
      'Doctor: In the emergency room they gave you 5 mg of metoprolol through the IV and your cholesterol was borderline.';
    expect(
      flagsOf(talk, narrative('The patient received 5 mg of metoprolol IV. Cholesterol status, borderline elevated.')),
    ).toEqual([]);
    expect(flagsOf(talk, narrative('The patient received 5 mg of atenolol IV.'))).toEqual([
      expect.objectContaining({ claim: 'medication', reason: 'Atenolol was not mentioned in the consultation' }),
    ]);
    const graft = 'Doctor: The skin graft on your left thigh is healing, with some extra tissue along the edge.';
    expect(flagsOf(graft, narrative('There is hypergranulation tissue right along the graft site.'))).toEqual([]);
    expect(flagsOf(graft, narrative('The graft on the right thigh is healing.'))).toEqual([
      expect.objectContaining({ claim: 'laterality' }),
    ]);
  });

  it('reads the denials clinicians write: "does not think she has", "Hip pain: none", "when asked about"', () => {
    const talk =
      'Doctor: Any heartburn or hip pain?\nPatient: Yes, heartburn after meals, and my hip hurts.\nDoctor: Are you tired during the day?\nPatient: Yes.';
    // Written as denied where she said she has it, it goes against the talk.
    expect(flagsOf(talk, narrative('She does not think she has any heartburn.'))).toEqual([
      expect.objectContaining({ claim: 'negation', reason: 'Patient reported heartburn' }),
    ]);
    const denied = 'Doctor: Any heartburn, hip pain or fatigue?\nPatient: No, none of those.';
    expect(flagsOf(denied, narrative('She does not think she has any heartburn.'))).toEqual([]);
    expect(flagsOf(denied, narrative('Hip pain: none.'))).toEqual([]);
    expect(flagsOf(denied, narrative('When asked about fatigue, she said she sleeps well.'))).toEqual([]);
    expect(flagsOf(denied, narrative('She has heartburn.'))).toEqual([expect.objectContaining({ claim: 'negation' })]);
  });

  it('a denial list denies the conditions in it as well as the symptoms', () => {
    const talk = 'Doctor: Any history of high blood pressure or seizures?\nPatient: No.';
    expect(
      flagsOf(talk, (r) => {
        r.reviewOfSystems = [{ system: 'Neuro', findings: 'No history of headaches, hypertension or seizures.' }];
      }),
    ).toEqual([]);
    expect(
      flagsOf(talk, (r) => {
        r.reviewOfSystems = [{ system: 'Neuro', findings: 'History of hypertension.' }];
      }),
    ).toEqual([expect.objectContaining({ claim: 'condition' })]);
  });

  it('an examination finding is not contradicted by the patient not having noticed it', () => {
    const talk = 'Doctor: Any swelling in your legs?\nPatient: No.';
    expect(
      flagsOf(talk, (r) => {
        r.physicalExam.extremities = 'Swelling of both ankles.';
      }),
    ).toEqual([]);
    expect(flagsOf(talk, narrative('She reports swelling of her legs.'))).toEqual([
      expect.objectContaining({ claim: 'negation' }),
    ]);
  });

  it('reads spans as notes write them: 2-1/2 months, a range up to the span said, last week, days a week', () => {
    const talk =
      'Patient: The surgery was two and a half months ago. The cough started last week and has gone on for 7 days. I swim 3 days a week.';
    expect(flagsOf(talk, narrative('Post-surgery, 2-1/2 months.'))).toEqual([]);
    expect(flagsOf(talk, narrative('Cough for 5 to 7 days.'))).toEqual([]);
    expect(flagsOf(talk, narrative('Cough for 7 to 12 days.'))).toEqual([
      expect.objectContaining({ claim: 'duration' }),
    ]);
    expect(flagsOf(talk, narrative('The cough began one week ago.'))).toEqual([]);
    expect(flagsOf(talk, narrative('Swims 3 days a week.'))).toEqual([]);
    expect(flagsOf(talk, narrative('Cough for 2 months.'))).toEqual([expect.objectContaining({ claim: 'duration' })]);
  });

  it('"a couple days ago" said in passing is a span: "began 2 days ago"', () => {
    const talk = 'Doctor: So it sounds like you fell a couple days ago and hurt your knee.';
    expect(flagsOf(talk, narrative('Knee pain that began 2 days ago.'))).toEqual([]);
    expect(flagsOf(talk, narrative('Knee pain that began 5 days ago.'))).toEqual([
      expect.objectContaining({ claim: 'duration' }),
    ]);
  });

  it('"see you back in a week or 2" is a follow-up in 1 to 2 weeks', () => {
    const talk = 'Doctor: Alright, so we will see you back in a week or 2.';
    expect(
      flagsOf(talk, (r) => {
        r.plan.followUp.timeline = '2 weeks';
      }),
    ).toEqual([]);
    expect(
      flagsOf(talk, (r) => {
        r.plan.followUp.timeline = '1 week';
      }),
    ).toEqual([]);
    expect(
      flagsOf(talk, (r) => {
        r.plan.followUp.timeline = '3 months';
      }),
    ).toEqual([expect.objectContaining({ claim: 'followUp' })]);
  });

  it('how long a plan treats does not bear out how long a complaint has lasted', () => {
    const talk =
      'Patient: My shoulder has hurt for 3 weeks.\nDoctor: I am going to refer you to physical therapy for 6 to 8 weeks.';
    expect(flagsOf(talk, narrative('Shoulder pain for 3 weeks.'))).toEqual([]);
    expect(flagsOf(talk, narrative('Shoulder pain for 8 weeks.'))).toEqual([
      expect.objectContaining({ claim: 'duration' }),
    ]);
    expect(
      flagsOf(talk, (r) => {
        r.plan.referrals = ['Physical therapy for 8 weeks.'];
      }),
    ).toEqual([]);
    // The plan is the plan under a swapped role label too; a course given before is history.
    const swapped =
      'Doctor: My shoulder has hurt for 3 weeks.\nPatient: I am going to refer you to physical therapy for 6 to 8 weeks.';
    expect(flagsOf(swapped, narrative('Shoulder pain for 8 weeks.'))).toEqual([
      expect.objectContaining({ claim: 'duration' }),
    ]);
    expect(
      flagsOf(
        'Patient: They prescribed me steroids for about 3 days and the rash cleared.',
        narrative('Rash for 3 days, treated with steroids.'),
      ),
    ).toEqual([]);
  });

  it("reads the patient's sex in a described patient with commas between the words", () => {
    const talk = 'Doctor: She is a 31 year old woman who hurt her shoulder lifting a patient.';
    expect(flagsOf(talk, narrative('The patient is a pleasant, 31-year-old, right-handed, white female.'))).toEqual([]);
    expect(flagsOf(talk, narrative('The patient is a pleasant, 31-year-old, right-handed, white male.'))).toEqual([
      expect.objectContaining({ claim: 'sex' }),
    ]);
  });

  it('a side denied anywhere in its clause is said to be free of it: "denies any numbness or tingling in her left foot"', () => {
    const talk =
      'Patient: My right foot is numb and tingling since the fall.\nDoctor: And the left foot?\nPatient: No numbness or tingling at all in the left foot.';
    expect(flagsOf(talk, narrative('She denies any numbness or tingling in her left foot.'))).toEqual([]);
    expect(flagsOf(talk, narrative('She reports numbness and tingling in her left foot.'))).toEqual([
      expect.objectContaining({ claim: 'laterality' }),
    ]);
  });
});
