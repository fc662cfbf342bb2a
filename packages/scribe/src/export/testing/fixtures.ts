import type { PatientReport } from '@asha/contracts';
import { emptyReport } from '../../report/empty.js';
import type { NoteDocument } from '../document.js';

/** A full report: every section stated, vitals as a clinician writes them. */
export function fullReport(): PatientReport {
  const r = emptyReport();
  r.metadata.engine = 'deterministic';
  r.patientInfo = { name: 'Priya Sharma', age: '52', gender: 'female', dateOfBirth: null };
  r.chiefComplaint = 'Headache';
  r.historyOfPresentIllness = {
    onset: 'Three days ago',
    duration: '3 days',
    course: 'Worsening',
    narrative: '52-year-old woman presenting with a throbbing headache for three days.',
    associatedSymptoms: ['nausea', 'photophobia'],
  };
  r.pastMedicalHistory.conditions = ['Hypertension', 'Type 2 diabetes'];
  r.medications.current = [
    { name: 'Metformin', dosage: '500 mg twice daily', indication: 'diabetes' },
    { name: 'Amlodipine', dosage: '5 mg once daily', indication: null },
  ];
  r.allergies = [{ substance: 'Penicillin', reaction: 'rash' }];
  r.familyHistory = { mother: ['migraine'], father: ['stroke', 'hypertension'] };
  r.socialHistory.tobacco = 'Never smoked';
  r.socialHistory.occupation = 'Teacher';
  r.reviewOfSystems = [{ system: 'Neurological', findings: 'No weakness or numbness.' }];
  r.physicalExam.vitals = {
    bloodPressure: '150/95 mmHg',
    heartRate: '88 bpm',
    temperature: '37.2 °C',
    respiratoryRate: '16 breaths/min',
    oxygenSaturation: '97% on room air',
    weight: '68 kg',
  };
  r.physicalExam.generalAppearance = 'Alert, in mild distress.';
  r.physicalExam.cardiovascular = 'Regular rate and rhythm.';
  r.results = ['CT head: no bleed', 'Hemoglobin 12.9'];
  r.assessment = [
    { diagnosis: 'Migraine without aura', certainty: 'probable', rationale: 'Throbbing headache with photophobia.' },
    { diagnosis: 'Subarachnoid haemorrhage', certainty: 'ruled out', rationale: 'No sudden onset, normal neurology.' },
  ];
  r.plan = {
    investigations: ['Fasting lipid profile'],
    procedures: ['Greater occipital nerve block recommended'],
    referrals: ['neurology'],
    medications: [
      { name: 'Sumatriptan', instructions: '50 mg at onset, may repeat after 2 hours', action: 'start' },
      { name: 'Amlodipine', instructions: '10 mg once daily', action: 'change' },
    ],
    lifestyleRecommendations: ['Keep a headache diary', 'Regular sleep'],
    followUp: { timeline: 'In 2 weeks', notes: 'Sooner if the headache is sudden and severe.' },
  };
  r.visitSummary = 'Probable migraine; blood pressure raised; sumatriptan started and amlodipine increased.';
  return r;
}

/** A note document around a report: a draft unless `signedAt` is given. */
export function noteDocument(
  report: PatientReport,
  o: { signedAt?: string; patientName?: string; transcript?: string | null } = {},
): NoteDocument {
  return {
    report,
    patient: {
      id: '6f1c1f7e-3b1e-4c55-9d5e-1b2c3d4e5f60',
      name: o.patientName ?? 'Priya Sharma',
      dob: '1973-04-12',
      gender: 'female',
      phone: '+91 98450 00000',
      email: null,
    },
    clinician: { id: '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Dr Asha Rao', email: 'asha@clinic.example' },
    clinic: { name: 'Asha Community Clinic' },
    consultation: {
      id: '11111111-2222-4333-8444-555555555555',
      recordedAt: '2026-11-23T09:30:00.000Z',
      durationSec: 600,
      language: 'hi',
    },
    note: {
      version: o.signedAt ? 3 : 2,
      status: o.signedAt ? 'signed' : 'edited',
      updatedAt: '2026-11-23T10:00:00.000Z',
      signedAt: o.signedAt ?? null,
      signedBy: o.signedAt ? 'Dr Asha Rao' : null,
      engine: report.metadata.engine,
    },
    attachments: {
      audio: {
        url: 'https://scribe.clinic.example/dashboard/patients/6f1c1f7e-3b1e-4c55-9d5e-1b2c3d4e5f60',
        contentType: 'audio/webm',
        sizeBytes: 123456,
      },
      transcript:
        o.transcript === undefined ? 'Doctor: What brings you in?\nPatient: A headache for three days.' : o.transcript,
    },
  };
}
