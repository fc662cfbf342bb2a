import { isOffered, type PatientReport } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { transcriptFromText } from '../../transcript-text/index.js';
import { emptyReport } from '../empty.js';
import { verifyReport } from '../verify.js';

const consultation = transcriptFromText(`Doctor: What brings you in today?
Patient: I have had pain in the left knee for 4 days, the right one is fine.
Doctor: Any chest pain?
Patient: No chest pain but some shortness of breath when I climb stairs.
Doctor: What medicines do you take?
Patient: Lisinopril 20 mg once a day and metformin 500 mg twice a day.
Doctor: Any allergies?
Patient: Penicillin gives me a rash.
Doctor: Your blood pressure is 142 over 90 and your heart rate is 78. You are 54 years old, right?
Patient: Yes, fifty four.
Doctor: I will order an x-ray of the left knee. Come back in 2 weeks.`);

function report(edit: (r: PatientReport) => void): PatientReport {
  const r = emptyReport();
  r.chiefComplaint = 'Left knee pain';
  r.patientInfo.age = '54';
  r.historyOfPresentIllness.narrative =
    'Pain in the left knee for 4 days. No chest pain. Some shortness of breath on stairs.';
  r.medications.current = [
    { name: 'Lisinopril', dosage: '20 mg once a day', indication: null },
    { name: 'Metformin', dosage: '500 mg twice a day', indication: null },
  ];
  r.allergies = [{ substance: 'Penicillin', reaction: 'rash' }];
  r.physicalExam.vitals.bloodPressure = '142/90 mmHg';
  r.physicalExam.vitals.heartRate = '78 bpm';
  r.plan.investigations = ['X-ray of the left knee'];
  r.plan.followUp.timeline = '2 weeks';
  edit(r);
  return r;
}

const itemFlags = (r: PatientReport, t = consultation) => verifyReport(t, r).filter((f) => !isOffered(f));

describe('verifyReport reads claims, not words', () => {
  it('flags nothing in a report that says what the consultation says', () => {
    expect(itemFlags(report(() => {}))).toEqual([]);
  });

  it('binds negation to its clause: chest pain denied, shortness of breath reported', () => {
    const flags = itemFlags(
      report((r) => {
        r.historyOfPresentIllness.associatedSymptoms = ['Chest pain', 'Shortness of breath'];
      }),
    );
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({
      path: 'historyOfPresentIllness.associatedSymptoms.0',
      kind: 'contradicted',
      claim: 'negation',
      reason: 'Patient denied chest pain',
    });
    expect(flags[0]!.segmentIds).toContain('s4');
  });

  it('reads laterality in prose: the left knee hurts, the right one is fine', () => {
    const flags = itemFlags(
      report((r) => {
        r.historyOfPresentIllness.narrative = 'Pain in the right knee for 4 days. No chest pain.';
      }),
    );
    expect(flags).toEqual([
      expect.objectContaining({
        path: 'historyOfPresentIllness.narrative',
        text: 'Pain in the right knee for 4 days.',
        claim: 'laterality',
        reason: 'Transcript says the left knee; the right one is fine',
      }),
    ]);
  });

  it('binds each dose to its own drug: 20 mg was said for lisinopril, not metformin', () => {
    const flags = itemFlags(
      report((r) => {
        r.medications.current[1]!.dosage = '20 mg twice a day';
      }),
    );
    expect(flags).toEqual([
      expect.objectContaining({
        path: 'medications.current.1',
        kind: 'contradicted',
        claim: 'dose',
        reason: '20 mg was said for lisinopril, not metformin',
      }),
    ]);
  });

  it('flags a changed frequency', () => {
    const flags = itemFlags(
      report((r) => {
        r.medications.current[0]!.dosage = '20 mg three times a day';
      }),
    );
    expect(flags[0]).toMatchObject({
      claim: 'frequency',
      reason: 'The consultation says lisinopril once a day, not three times a day',
    });
  });

  it('judges a drug no list knows by its dose, in a list or in prose', () => {
    const listed = itemFlags(
      report((r) => {
        r.medications.current.push({ name: 'Finerenone', dosage: '10 mg daily', indication: null });
      }),
    );
    expect(listed).toEqual([
      expect.objectContaining({
        path: 'medications.current.2',
        claim: 'medication',
        reason: 'Finerenone was not mentioned in the consultation',
      }),
    ]);
    const prose = itemFlags(
      report((r) => {
        r.historyOfPresentIllness.narrative =
          'Pain in the left knee for 4 days. She also takes zavegepant 10 mg daily.';
      }),
    );
    expect(prose[0]).toMatchObject({ text: 'She also takes zavegepant 10 mg daily.', claim: 'medication' });
  });

  it('tells an allergy to a drug the patient takes from one never mentioned', () => {
    const taken = itemFlags(
      report((r) => {
        r.allergies.push({ substance: 'Metformin', reaction: 'rash' });
      }),
    );
    expect(taken[0]).toMatchObject({
      path: 'allergies.1',
      kind: 'contradicted',
      claim: 'allergy',
      reason: 'Metformin is a current medication; no allergy to it was mentioned',
    });
    const invented = itemFlags(
      report((r) => {
        r.allergies.push({ substance: 'Latex', reaction: null });
      }),
    );
    expect(invented[0]).toMatchObject({
      kind: 'unsupported',
      claim: 'allergy',
      reason: 'No allergy to latex was mentioned',
    });
  });

  it('flags a wrong vital, age, duration, follow-up interval and an unordered test', () => {
    const flags = itemFlags(
      report((r) => {
        r.physicalExam.vitals.bloodPressure = '128/90 mmHg';
        r.patientInfo.age = '61';
        r.historyOfPresentIllness.duration = '3 weeks';
        r.plan.followUp.timeline = '3 months';
        r.plan.investigations.push('MRI of the left knee');
      }),
    );
    expect(Object.fromEntries(flags.map((f) => [f.path, `${f.claim}: ${f.reason}`]))).toEqual({
      'physicalExam.vitals.bloodPressure': 'vital: Transcript says blood pressure 142/90 mmHg',
      'patientInfo.age': 'age: Transcript says 54 years old',
      'historyOfPresentIllness.duration': 'duration: Transcript says 4 days, not 3 weeks',
      'plan.followUp.timeline': 'followUp: Transcript says follow-up in 2 weeks',
      'plan.investigations.1': 'test: No MRI was mentioned in the consultation',
    });
  });

  it('reads an age a transcript cut from its unit ("a 3 -year-old") as that age', () => {
    const t = transcriptFromText('doctor: lily is a 3 -year-old female who comes in with a rash\npatient: hi');
    const r = emptyReport();
    r.patientInfo.age = '3';
    expect(itemFlags(r, t)).toEqual([]);
    r.patientInfo.age = '1';
    expect(itemFlags(r, t)).toEqual([expect.objectContaining({ path: 'patientInfo.age', claim: 'age' })]);
  });

  it("flags the patient's sex when the consultation says the other", () => {
    const t = transcriptFromText(
      'Doctor: Mrs. Rao is a 60-year-old female with a cough for 3 days.\nPatient: Yes, the cough is dry.',
    );
    const r = emptyReport();
    r.historyOfPresentIllness.narrative = 'The patient is a 60-year-old male with a dry cough for 3 days.';
    expect(itemFlags(r, t)).toEqual([
      expect.objectContaining({ claim: 'sex', reason: 'Transcript says the patient is female' }),
    ]);
    const g = emptyReport();
    g.patientInfo.gender = 'male';
    expect(itemFlags(g, t)).toEqual([expect.objectContaining({ path: 'patientInfo.gender', claim: 'sex' })]);
  });

  it('reads code-mixed English: BP thoda high hai, bukhar hai, khansi nahi hai', () => {
    const t = transcriptFromText(
      'Doctor: Aapka BP 150/95 hai, thoda high hai.\nPatient: Mujhe 3 din se bukhar hai, khansi nahi hai.',
    );
    const ok = emptyReport();
    ok.physicalExam.vitals.bloodPressure = '150/95 mmHg';
    ok.chiefComplaint = 'Fever for 3 days';
    expect(itemFlags(ok, t)).toEqual([]);
    const wrong = emptyReport();
    wrong.physicalExam.vitals.bloodPressure = '130/85 mmHg';
    wrong.historyOfPresentIllness.associatedSymptoms = ['Cough'];
    expect(itemFlags(wrong, t).map((f) => f.reason)).toEqual([
      'Patient denied cough',
      'Transcript says blood pressure 150/95 mmHg',
    ]);
  });

  it('a follow-up asked only "if yes" does not take the symptom as given: "No cough" denies it', () => {
    const t = transcriptFromText(
      'Doctor: Are you coughing at all? And if yes, then are you bringing up any blood with your cough?\nPatient: No cough.',
    );
    const r = emptyReport();
    r.historyOfPresentIllness.associatedSymptoms = ['Cough'];
    expect(itemFlags(r, t).map((f) => f.reason)).toEqual(['Patient denied cough']);
  });

  it('reads clinical shorthand as the consultation says it: SOB, 3/7, the blue inhaler', () => {
    const t = transcriptFromText(
      'Patient: I have been short of breath for three days.\nDoctor: Keep using the blue inhaler two puffs as needed.',
    );
    const r = emptyReport();
    r.historyOfPresentIllness.narrative = 'SOB for 3/7. Uses salbutamol inhaler as needed.';
    expect(itemFlags(r, t)).toEqual([]);
  });

  it('reads prose as clinicians write it: denial lists, both sides compared, spoken numbers', () => {
    const t = transcriptFromText(`Doctor: Any fever, chills or nausea?
Patient: No. My right leg hurts more than the left, for three or four months now.
Doctor: Continue the metformin a thousand milligrams twice a day.`);
    const r = emptyReport();
    r.reviewOfSystems = [
      { system: 'General', findings: 'Denies fever, chills, night sweats, weight change, or nausea.' },
    ];
    r.historyOfPresentIllness.narrative = 'Pain in the right leg, worse than the left, for 3 to 4 months.';
    r.plan.medications = [{ name: 'Metformin', instructions: '1000 mg twice a day', action: 'continue' }];
    expect(itemFlags(r, t)).toEqual([]);
    r.historyOfPresentIllness.narrative = 'Pain in the right leg for 3 to 9 months.';
    expect(itemFlags(r, t)).toEqual([expect.objectContaining({ claim: 'duration' })]);
  });
});
