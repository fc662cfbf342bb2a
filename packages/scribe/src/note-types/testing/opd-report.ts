import type { Evidence, StoredReport } from '@asha/contracts';
import { emptyReport } from '../../report/empty.js';

/**
 * A typical Indian outpatient consultation as the writer stores it: fever and sore throat, three
 * medicines ordered (one with everything said, one without food or days, one stopped), advice, a test
 * and a review in 5 days; every statement with the segments it rests on.
 */
export function opdReport(): StoredReport {
  const r = emptyReport();
  r.metadata.generatedAt = '2026-11-29T09:30:00.000Z';
  r.patientInfo = { name: 'Ramesh Kumar', age: '34', gender: 'male', dateOfBirth: null };
  r.chiefComplaint = 'Fever';
  r.historyOfPresentIllness = {
    onset: null,
    duration: '3 days',
    course: null,
    narrative: 'Patient presenting with fever for 3 days. The patient reports sore throat and body ache.',
    associatedSymptoms: ['sore throat', 'body ache'],
  };
  r.pastMedicalHistory.conditions = ['Type 2 diabetes'];
  r.medications.current = [{ name: 'metformin', dosage: '500 mg twice daily', indication: 'diabetes' }];
  r.allergies = [{ substance: 'Sulfa drugs', reaction: 'rash' }];
  r.physicalExam.vitals = {
    ...r.physicalExam.vitals,
    temperature: '38.5 °C',
    heartRate: '96 bpm',
    bloodPressure: '120/80 mmHg',
  };
  r.physicalExam.generalAppearance = 'Throat congested.';
  r.physicalExam.respiratory = 'Chest clear.';
  r.assessment = [{ diagnosis: 'Viral pharyngitis', certainty: 'probable', rationale: null }];
  r.plan = {
    investigations: ['CBC'],
    procedures: [],
    referrals: [],
    medications: [
      { name: 'paracetamol', instructions: '650 mg three times a day after food for 3 days', action: 'start' },
      { name: 'cetirizine', instructions: '10 mg at night', action: 'start' },
      { name: 'pantoprazole', instructions: '40 mg once daily before breakfast for 5 days', action: 'start' },
      { name: 'metformin', instructions: '500 mg twice daily after food', action: 'continue' },
      { name: 'ibuprofen', instructions: null, action: 'stop' },
    ],
    lifestyleRecommendations: ['Warm salt water gargles', 'Plenty of fluids'],
    followUp: { timeline: 'in 5 days', notes: 'Sooner if the fever persists beyond 3 days.' },
  };
  r.visitSummary = 'Patient seen for fever. Assessment: probable viral pharyngitis.';
  const evidence: Evidence[] = [
    { path: 'chiefComplaint', segmentIds: ['s2'] },
    { path: 'historyOfPresentIllness.duration', segmentIds: ['s2'] },
    { path: 'historyOfPresentIllness.narrative.0', segmentIds: ['s2'] },
    { path: 'historyOfPresentIllness.narrative.1', segmentIds: ['s2', 's3'] },
    { path: 'historyOfPresentIllness.associatedSymptoms.0', segmentIds: ['s2'] },
    { path: 'historyOfPresentIllness.associatedSymptoms.1', segmentIds: ['s3'] },
    { path: 'pastMedicalHistory.conditions.0', segmentIds: ['s4'] },
    { path: 'physicalExam.vitals.temperature', segmentIds: ['s6'] },
    { path: 'assessment.0', segmentIds: ['s8'] },
    { path: 'plan.medications.0', segmentIds: ['s9'] },
    { path: 'plan.medications.1', segmentIds: ['s10'] },
    { path: 'plan.medications.2', segmentIds: ['s11'] },
    { path: 'plan.medications.3', segmentIds: ['s11'] },
    { path: 'plan.medications.4', segmentIds: ['s12'] },
    { path: 'plan.followUp.timeline', segmentIds: ['s13'] },
  ];
  return { patientReport: r, evidence, flags: [] };
}
