import type { PatientReport } from '@asha/contracts';

/** A report with every field present and nothing stated. */
export function emptyReport(): PatientReport {
  return {
    metadata: {
      generatedAt: new Date(0).toISOString(),
      engine: 'deterministic',
      sourceLanguages: ['en'],
      reportLanguage: 'en',
    },
    patientInfo: { name: null, age: null, gender: null, dateOfBirth: null },
    chiefComplaint: null,
    historyOfPresentIllness: { onset: null, duration: null, course: null, narrative: null, associatedSymptoms: [] },
    pastMedicalHistory: { conditions: [] },
    medications: { current: [] },
    allergies: [],
    familyHistory: {},
    socialHistory: {
      tobacco: null,
      alcohol: null,
      substances: null,
      occupation: null,
      livingSituation: null,
      other: null,
    },
    reviewOfSystems: [],
    physicalExam: {
      vitals: {
        bloodPressure: null,
        heartRate: null,
        temperature: null,
        respiratoryRate: null,
        oxygenSaturation: null,
        weight: null,
      },
      generalAppearance: null,
      cardiovascular: null,
      respiratory: null,
      extremities: null,
    },
    results: [],
    assessment: [],
    plan: {
      investigations: [],
      procedures: [],
      referrals: [],
      medications: [],
      lifestyleRecommendations: [],
      followUp: { timeline: null, notes: null },
    },
    visitSummary: null,
  };
}
