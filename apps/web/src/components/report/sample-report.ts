import type { StoredReport } from '@asha/contracts';

/**
 * The built-in sample report shown for the report address 'test-report'. A complete stored report in the
 * pipeline's shape, so the tour shows every card filled.
 */
export const sampleReport: StoredReport = {
  patientReport: {
    metadata: {
      generatedAt: '2025-01-15T10:30:00.000Z',
      engine: 'sample',
      sourceLanguages: ['hi', 'en'],
      reportLanguage: 'en',
    },
    patientInfo: { name: 'Sample Patient', age: '35', gender: 'Other', dateOfBirth: '1990-01-01' },
    chiefComplaint: 'Recurring headaches and dizziness for two weeks',
    historyOfPresentIllness: {
      onset: 'About two weeks ago',
      duration: '2 weeks, episodes lasting 2–3 hours',
      course: 'Worsening; now almost daily',
      narrative:
        'The patient reports **throbbing frontal headaches**, mostly in the evening, with light-headedness on standing. ' +
        'Sleep has been poor because of work stress. No visual loss, no weakness, no vomiting.',
      associatedSymptoms: ['Dizziness on standing', 'Mild nausea', 'Poor sleep'],
    },
    pastMedicalHistory: { conditions: ['Hypertension (diagnosed 2021)', 'Seasonal allergic rhinitis'] },
    medications: {
      current: [
        { name: 'Amlodipine', dosage: '5 mg once daily', indication: 'Hypertension' },
        { name: 'Cetirizine', dosage: '10 mg as needed', indication: 'Allergic rhinitis' },
      ],
    },
    allergies: [{ substance: 'Penicillin', reaction: 'Skin rash' }],
    familyHistory: { father: ['Hypertension', 'Type 2 diabetes'], mother: ['Migraine'] },
    socialHistory: {
      tobacco: 'Never smoked',
      alcohol: 'Occasional, 1–2 drinks a week',
      substances: null,
      occupation: 'Software engineer',
      livingSituation: 'Lives with spouse',
      other: null,
    },
    reviewOfSystems: [
      { system: 'Neurological', findings: 'Headache, dizziness; no focal weakness or numbness' },
      { system: 'Cardiovascular', findings: 'No chest pain or palpitations' },
    ],
    physicalExam: {
      vitals: {
        bloodPressure: '148/94 mmHg',
        heartRate: '82 bpm',
        temperature: '36.8 °C',
        respiratoryRate: '16 /min',
        oxygenSaturation: '97% on room air',
        weight: '78 kg',
      },
      generalAppearance: 'Alert, oriented, in no acute distress',
      cardiovascular: 'Regular rate and rhythm, no murmurs',
      respiratory: 'Clear to auscultation bilaterally',
      extremities: 'No oedema',
    },
    results: ['ECG: sinus rhythm, no left ventricular hypertrophy'],
    assessment: [
      {
        diagnosis: 'Uncontrolled hypertension',
        certainty: 'probable',
        rationale: 'BP 148/94 on amlodipine 5 mg with new headaches',
      },
      {
        diagnosis: 'Tension-type headache',
        certainty: 'possible',
        rationale: 'Evening frontal headaches linked to stress and poor sleep',
      },
    ],
    plan: {
      investigations: [
        'Complete blood count',
        'Serum electrolytes and creatinine',
        'Home blood-pressure log for 2 weeks',
      ],
      procedures: [],
      referrals: ['Ophthalmology for a fundus examination'],
      medications: [
        { name: 'Amlodipine', instructions: 'Increase to 10 mg once daily', action: 'change' },
        { name: 'Paracetamol', instructions: '500 mg when a headache starts, at most 3 days a week', action: 'start' },
      ],
      lifestyleRecommendations: ['Reduce salt intake', '30 minutes of walking daily', 'Regular sleep schedule'],
      followUp: { timeline: '2 weeks', notes: 'Return sooner if vision changes, weakness or severe headache' },
    },
    visitSummary:
      'Follow-up for hypertension with two weeks of headaches. Blood pressure above target; amlodipine increased, ' +
      'basic labs ordered and a home blood-pressure log requested.',
  },
  evidence: [],
  flags: [],
};

export const SAMPLE_REPORT_JSON: string = JSON.stringify(sampleReport, null, 2);

/** The sample report arrives after 500 ms, like a real fetch would take a moment. */
export const SAMPLE_REPORT_DELAY_MS = 500;

export function loadSampleReport(): Promise<string> {
  return new Promise((resolve) => setTimeout(() => resolve(SAMPLE_REPORT_JSON), SAMPLE_REPORT_DELAY_MS));
}
