import { describe, expect, it } from 'vitest';
import { transcriptFromText } from '../../transcript-text/index.js';
import { extractFacts } from './index.js';
import { writeReport } from '../write.js';
import { factsFrom as facts } from '../testing/said.js';

// Reports from recorded speech: speaker labels there are guesses, and what the
// clinician would see in the report must not hinge on them.

describe('extractFacts on recorded speech', () => {
  it('keeps a plan in the clinician’s voice in the plan even when the segment is labelled Patient', () => {
    // A clinician's two segments in a row: the labeller, expecting alternation, gave the second to the patient.
    const f = facts(
      'Doctor: Your blood pressure is 150 over 95.\n' +
        'Patient: I will order an ECG and a chest x-ray, start aspirin 75 mg daily, and see you again in one week.',
    );
    expect(f.investigations.map((i) => i.value).sort()).toEqual(['Chest X-ray', 'EKG']);
    expect(f.planMedications.map((m) => m.value)).toEqual([
      { name: 'aspirin', instructions: '75 mg daily', action: 'start' },
    ]);
    expect(f.medications).toEqual([]);
    expect(f.followUp).toEqual({ value: 'in 1 week', segmentIds: ['s2'] });
  });

  it('keeps the plan said after a false start ("you can you can take …"), which holds no question', () => {
    const f = facts(
      'doctor: my right ankle hurts since i twisted it\n' +
        'doctor: you can you can take ibuprofen 400 mg three times a day for the pain and come back in two weeks',
    );
    expect(f.planMedications.map((m) => m.value.name)).toEqual(['ibuprofen']);
    expect(f.followUp?.value).toBe('in 2 weeks');
  });

  it('keeps a plan kept for later in the plan whatever the label ("if it worsens then we can consider treatment")', () => {
    const f = facts(
      'doctor: so you are not recommending any treatment\n' +
        'patient: not for now since he is doing well, but if it worsens then we can consider some treatment',
    );
    expect(f.lifestyle.map((l) => l.value)).toEqual(['Consider treatment if worsening']);
  });

  it("keeps the clinician's 'I also want to start you on …' in the plan whatever the label", () => {
    const f = facts(
      'doctor: you are retaining a little bit of fluid\npatient: i also wan na start you on some lasix 20 milligrams a day',
    );
    expect(f.planMedications.map((m) => [m.value.name, m.value.action])).toEqual([['lasix', 'start']]);
  });

  it("reads a symptom told in the first person as the patient's whatever the label, not a clinician's 'I have a feeling…'", () => {
    const present = (text: string) => facts(text).symptoms.map((s) => s.value);
    expect(present("patient: so tell me what's going on\ndoctor: i am having a headache")).toEqual(['headache']);
    expect(present("doctor: what are your symptoms\ndoctor: well i'm coughing up this yellow phlegm")).toEqual([
      'cough',
    ]);
    expect(present('doctor: when did it start\ndoctor: i am feeling so weak')).toEqual(['weakness']);
    expect(present('doctor: i have a feeling this is a migraine')).toEqual([]);
    expect(present('doctor: i get a lot of patients with back pain')).toEqual([]);
  });

  it('takes a speaker a person confirmed in review as given: no reading of the words overrides it', () => {
    const confirmed = (text: string) => {
      const t = transcriptFromText(text);
      return extractFacts({ ...t, segments: t.segments.map((s) => ({ ...s, roleConfirmed: true })) });
    };
    expect(confirmed("patient: so tell me what's going on\ndoctor: i am having a headache").symptoms).toEqual([]);
    expect(
      confirmed('Doctor: Your blood pressure is 150 over 95.\nPatient: I will order an ECG.').investigations,
    ).toEqual([]);
  });

  it('still reads what a patient takes as a current medication', () => {
    const f = facts('Patient: I take aspirin 75 mg daily and I will start walking more.');
    expect(f.medications.map((m) => m.value.name)).toEqual(['aspirin']);
    expect(f.planMedications).toEqual([]);
  });

  it('does not report an allergy’s reaction as a symptom of the visit, unless it is said as one', () => {
    const allergy =
      'Doctor: Are you allergic to any medication?\nPatient: Yes, I am allergic to penicillin, it gives me a rash.';
    const f = facts(`Patient: I have had chest pain for three days.\n${allergy}`);
    expect(f.allergies.map((a) => a.value)).toEqual([{ substance: 'penicillin', reaction: 'rash' }]);
    expect(f.symptoms.map((s) => s.value)).toEqual(['chest pain']);
    const withRash = facts(`Patient: I have had chest pain and a rash on my arm for three days.\n${allergy}`);
    expect(withRash.symptoms.map((s) => s.value)).toEqual(['chest pain', 'rash']);
  });
});

describe('writeReport on recorded speech', () => {
  it('does not flag its own onset as possibly invented when the patient said it in other words', async () => {
    const t = transcriptFromText(
      'Doctor: When did it start?\nPatient: The chest pain started on Monday after climbing stairs.',
    );
    const report = await writeReport(t, { now: new Date('2026-01-01T00:00:00Z') });
    expect(report.patientReport.historyOfPresentIllness.onset).toBe('since monday');
    expect(report.evidence).toContainEqual({ path: 'historyOfPresentIllness.onset', segmentIds: ['s1', 's2'] });
    expect(report.flags.filter((f) => f.kind === 'unsupported')).toEqual([]);
  });
});

describe('chief complaint', () => {
  it('is the first symptom the patient names, whatever the lexicon order', () => {
    const f = facts('Patient: I have had a headache and a mild fever since Monday.');
    expect(f.symptoms.map((s) => s.value)).toEqual(['headache', 'fever']);
  });

  it('keeps a diagnosis put to the patient in the second person in the assessment whatever the label', () => {
    const dx = (text: string) => facts(text).assessment.map((a) => a.value.diagnosis);
    expect(dx('doctor: okay lets take a look\npatient: hm it appears that you have a u r i')).toEqual([
      'upper respiratory infection',
    ]);
    expect(dx('patient: looking at your results i think your kidney failure is resolved')).toEqual(['kidney failure']);
    expect(dx('patient: it looks like she has an upper respiratory infection')).toEqual([
      'upper respiratory infection',
    ]);
    expect(
      dx('doctor: i have the results from your ultrasound\npatient: you have kidney stones in the ureter'),
    ).toEqual(['kidney stones']);
    expect(dx('patient: so what i feel is you might have short term memory loss due to high stress')).toEqual([
      'short term memory loss',
    ]);
    expect(dx('patient: the symptoms sound like he might have a stomach flu')).toEqual(['gastroenteritis']);
    expect(dx('patient: you have a nice office doctor')).toEqual([]);
    expect(dx("patient: so what i think we're dealing with is left knee degenerative joint disease")).toEqual([
      'left knee degenerative joint disease',
    ]);
    // The patient's own guess, and a companion's, stay guesses.
    expect(dx('patient: i think i have the flu\npatient: i think she has hay fever')).toEqual([]);
  });

  it("keeps a disease's state or care told in the second person whatever the label, not the patient's own", () => {
    const dx = (text: string) => facts(text).assessment.map((a) => a.value.diagnosis);
    expect(dx("patient: i'm afraid i don't have better news but your diabetes is out of control")).toEqual([
      'diabetes',
    ]);
    expect(dx('patient: so for your asthma stay on the inhaler')).toEqual(['asthma']);
    expect(dx('patient: your blood pressure is a little better today')).toEqual(['hypertension']);
    expect(dx('patient: my diabetes is out of control')).toEqual([]);
    expect(dx('patient: for my asthma i use the inhaler')).toEqual([]);
    expect(
      dx('patient: alright and for your last issue your coronary artery disease continue with your statin'),
    ).toEqual(['coronary artery disease']);
    expect(dx('patient: the other problem i have is my coronary artery disease so i take a statin')).toEqual([]);
  });
});
