import type { PatientReport } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { flagsOf } from '../testing/said.js';

const conditions =
  (...names: string[]) =>
  (r: PatientReport) => {
    r.pastMedicalHistory.conditions = names;
  };
const narrative = (text: string) => (r: PatientReport) => {
  r.historyOfPresentIllness.narrative = text;
};

describe('a correct report in other words than the consultation', () => {
  it('a reply that did not hear the question, or a question of what the patient knows, denies nothing', () => {
    const unheard =
      "Doctor: you are here for evaluation of a newly diagnosed ovarian cancer so how are you doing today\nPatient: i don't hear the question but my dog is fine";
    expect(flagsOf(unheard, conditions('Ovarian cancer'))).toEqual([]);
    const knowing = 'Doctor: Do you know what kind of cancer you had?\nPatient: No.';
    expect(flagsOf(knowing, conditions('Cancer'))).toEqual([]);
    expect(flagsOf('Doctor: Have you ever had cancer?\nPatient: No.', conditions('Cancer'))).toEqual([
      expect.objectContaining({ kind: 'contradicted', claim: 'condition' }),
    ]);
    expect(
      flagsOf("Doctor: Any chest pain?\nPatient: I don't get that at all.", (r) => {
        r.chiefComplaint = 'Chest pain';
      }),
    ).toEqual([expect.objectContaining({ kind: 'contradicted' })]);
  });

  it('a stuttered "i i i had" is the word I; a reply that grades what was asked ("it is mild") says it is there', () => {
    expect(
      flagsOf('Doctor: any constipation issues\nPatient: hmmm no i i i had diarrhea last week', (r) => {
        r.reviewOfSystems = [{ system: 'Gastrointestinal', findings: 'Endorses diarrhea.' }];
      }),
    ).toEqual([]);
    const graded =
      'Doctor: Have you had any weakness in your left arm?\nPatient: It is mild and it is about the same as the last time.\nDoctor: Any weakness on the right side?\nPatient: No, not really.';
    expect(
      flagsOf(graded, (r) => {
        r.historyOfPresentIllness.associatedSymptoms = ['Weakness'];
      }),
    ).toEqual([]);
  });

  it('a test finding after a negation is a clause of its own: "I don\'t have better news, your reports confirm cancer"', () => {
    expect(
      flagsOf("Doctor: I don't have better news for you, your reports confirm cancer.", conditions('Cancer')),
    ).toEqual([]);
    expect(flagsOf("Doctor: I don't think you have cancer.", conditions('Cancer'))).toEqual([
      expect.objectContaining({ kind: 'contradicted' }),
    ]);
  });

  it("an age at an event, or of a relative, is not the patient's age now", () => {
    const talk = 'Patient: My father had a heart bypass when he was sixty. My mother is eighty years old.';
    expect(
      flagsOf(talk, (r) => {
        r.socialHistory.other = 'He had a bypass at age 60.';
      }),
    ).toEqual([]);
    expect(
      flagsOf("Patient: I'm 70. I had a bypass when I was sixty.", (r) => {
        r.pastMedicalHistory.conditions = ['Bypass at age 60'];
      }),
    ).toEqual([]);
    // The patient's own age is not said: a written one is unsupported, never contradicted by the mother's.
    expect(flagsOf(talk, narrative('The patient is a 50-year-old male.'))).toEqual([
      expect.objectContaining({ kind: 'unsupported', claim: 'age' }),
    ]);
    expect(flagsOf("Patient: I'm 45 years old.", narrative('The patient is a 50-year-old male.'))).toEqual([
      expect.objectContaining({ kind: 'contradicted', claim: 'age' }),
    ]);
    // 'three and a half years old' is no age of 5, and was then, not now.
    expect(
      flagsOf(
        'Patient: I had surgery when I was three and a half years old.',
        narrative('The patient is a 30-year-old male.'),
      ),
    ).toEqual([expect.objectContaining({ kind: 'unsupported' })]);
  });

  it('conditions in lay words: nasal inflammation, a curve in the spine, fat in the blood, a nerve problem', () => {
    expect(
      flagsOf(
        'Doctor: You had asthma and nasal inflammation, correct?\nPatient: Yes.',
        conditions('Allergic rhinitis'),
      ),
    ).toEqual([]);
    expect(flagsOf('Patient: I had a little curve in the spine.', conditions('Scoliosis'))).toEqual([]);
    expect(flagsOf('Patient: I also had a higher number of fat in my blood.', conditions('Dyslipidemia'))).toEqual([]);
    expect(
      flagsOf(
        'Doctor: And your nerve problem is from the diabetes.\nPatient: Right.',
        conditions('Peripheral neuropathy'),
      ),
    ).toEqual([]);
    expect(flagsOf('Patient: I had a little curve in the spine.', conditions('Allergic rhinitis'))).toEqual([
      expect.objectContaining({ claim: 'condition' }),
    ]);
  });

  it('a condition\'s telling word by its stem, and spelled letters starting with I: "cataract surgery", "disc degeneration", "I B S"', () => {
    expect(flagsOf('Patient: I had cataract surgery.', conditions('Cataracts'))).toEqual([]);
    expect(flagsOf('Patient: I have back disc degeneration.', conditions('Degenerative disc disease'))).toEqual([]);
    expect(flagsOf('Patient: I have G E R D and I B S.', conditions('Irritable bowel syndrome'))).toEqual([]);
  });

  it('complaints in lay words: a pain in the side is flank pain, a face that cannot move is weak', () => {
    expect(
      flagsOf('Patient: I have had this sharp pain in my left side.', (r) => {
        r.chiefComplaint = 'Left flank pain';
      }),
    ).toEqual([]);
    expect(
      flagsOf('Patient: The right side of my face is still not moving.', (r) => {
        r.chiefComplaint = 'Right-sided weakness';
      }),
    ).toEqual([]);
    expect(
      flagsOf('Patient: I get side effects from my pills.', (r) => {
        r.chiefComplaint = 'Flank pain';
      }),
    ).toEqual([expect.objectContaining({ claim: 'symptom' })]);
  });

  it('a vital said as a decade in words or as a word: "in the sixties", "your blood pressure was normal"', () => {
    expect(
      flagsOf('Doctor: Your heart rate is nice and slow in the sixties.', (r) => {
        r.physicalExam.vitals.heartRate = 'HR 60s';
      }),
    ).toEqual([]);
    expect(
      flagsOf('Doctor: Your blood pressure was normal today.', (r) => {
        r.physicalExam.vitals.bloodPressure = 'BP normal';
      }),
    ).toEqual([]);
    expect(
      flagsOf('Doctor: Your blood pressure was a little high today.', (r) => {
        r.physicalExam.vitals.bloodPressure = 'BP normal';
      }),
    ).toEqual([expect.objectContaining({ claim: 'vital' })]);
  });

  it("a patient's age in other words: a birthday, an age coming, decades lived", () => {
    expect(
      flagsOf('Patient: I recently celebrated my thirtieth birthday.', (r) => {
        r.patientInfo.age = '30';
      }),
    ).toEqual([]);
    expect(
      flagsOf("Patient: I'll be ninety later this month, doctor.", (r) => {
        r.patientInfo.age = '89';
      }),
    ).toEqual([]);
    expect(
      flagsOf('Patient: I have just completed five decades of my life.', (r) => {
        r.patientInfo.age = '50';
      }),
    ).toEqual([]);
    expect(
      flagsOf("Patient: I'll be ninety later this month, doctor.", (r) => {
        r.patientInfo.age = '97';
      }),
    ).toEqual([expect.objectContaining({ kind: 'contradicted', claim: 'age' })]);
  });

  it('medicines by other spellings and short names; "being 4 mg" names no medicine', () => {
    expect(flagsOf('Doctor: He gave you 80 milligrams of depomedrol.', narrative('It was Depo-Medrol 80 mg.'))).toEqual(
      [],
    );
    expect(
      flagsOf('Doctor: Epi 1 mg and 50 mg of Benadryl.', narrative('He was treated with epinephrine and Benadryl.')),
    ).toEqual([]);
    expect(
      flagsOf('Doctor: I would advise nicotine patches.', (r) => {
        r.plan.medications = [{ name: 'Nicotine patch', instructions: null, action: 'start' }];
      }),
    ).toEqual([]);
    expect(
      flagsOf(
        'Patient: I take Klonopin 4 mg in the morning.',
        narrative('Her Klonopin dose being 4 mg in the morning.'),
      ),
    ).toEqual([]);
  });

  it('a medicine misspelt by one letter in the consultation is that medicine; another medicine is not', () => {
    const talk = 'Patient: I increased my methothrexate as we discussed and then got sores in my mouth.';
    expect(
      flagsOf(talk, (r) => {
        r.chiefComplaint = 'Stomatitis, possibly methotrexate related';
      }),
    ).toEqual([]);
    expect(
      flagsOf(talk, (r) => {
        r.chiefComplaint = 'Stomatitis, possibly metronidazole related';
      }),
    ).toEqual([expect.objectContaining({ claim: 'medication' })]);
  });

  it('the risks of a procedure are not symptoms the patient has', () => {
    const talk = 'Doctor: Any numbness?\nPatient: No.';
    expect(
      flagsOf(talk, (r) => {
        r.plan.lifestyleRecommendations = ['The risks include infection and numbness that could be permanent.'];
      }),
    ).toEqual([]);
    expect(flagsOf(talk, narrative('She reports numbness in her hand.'))).toEqual([
      expect.objectContaining({ claim: 'negation' }),
    ]);
  });

  it('an allergic reaction only suspected claims no allergy', () => {
    const talk = 'Patient: I have no known allergies.\nDoctor: The rash could be due to an allergic reaction.';
    expect(
      flagsOf(talk, (r) => {
        r.visitSummary = 'Assessment: possible allergic reaction to amoxicillin.';
      }),
    ).toEqual([]);
    expect(
      flagsOf(talk, (r) => {
        r.visitSummary = 'Allergic reaction to amoxicillin.';
      }),
    ).toEqual([expect.objectContaining({ claim: 'allergy' })]);
  });

  it('an allergy stated with a tag question is stated: "you\'re allergic to augmentin, is that right?"', () => {
    const talk = "Doctor: I have that you're allergic to augmentin, is that right?\nPatient: Yes.";
    expect(
      flagsOf(talk, (r) => {
        r.allergies = [{ substance: 'Augmentin', reaction: null }];
      }),
    ).toEqual([]);
  });
});
