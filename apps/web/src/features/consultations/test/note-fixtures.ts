import type { Note, NoteVersion, PatientReport, Transcript, TranscriptVersion } from '@asha/contracts';

export const REPORT: PatientReport = {
  metadata: {
    generatedAt: '2026-11-23T09:05:00.000Z',
    engine: 'deterministic',
    sourceLanguages: ['hi'],
    reportLanguage: 'en',
  },
  patientInfo: { name: 'Asha Patel', age: null, gender: null, dateOfBirth: null },
  chiefComplaint: 'Headache',
  historyOfPresentIllness: {
    onset: 'since Monday',
    duration: null,
    course: null,
    narrative: null,
    associatedSymptoms: ['fever'],
  },
  pastMedicalHistory: { conditions: [] },
  medications: { current: [{ name: 'paracetamol', dosage: '500 mg 3 times a day', indication: null }] },
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
      bloodPressure: '148/92 mmHg',
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

export function noteVersion(version: number, extra: Partial<NoteVersion> = {}): NoteVersion {
  return {
    version,
    kind: version === 1 ? 'ai-draft' : 'edit',
    authorName: version === 1 ? null : 'Dr Rao',
    createdAt: '2026-11-23T09:10:00.000Z',
    changed: [],
    reason: null,
    signedAt: null,
    signedBy: null,
    transcriptVersion: 1,
    noteType: 'soap',
    patientReport: REPORT,
    evidence: [
      { path: 'chiefComplaint', segmentIds: ['s2'] },
      { path: 'medications.current.0', segmentIds: ['s2'] },
    ],
    flags: [],
    resolutions: [],
    authored: [],
    handEdited: [],
    ...extra,
  };
}

export function note(current: NoteVersion, extra: Partial<Note> = {}): Note {
  return {
    conversationId: 'c-0',
    status: current.signedAt ? 'signed' : current.version > 1 ? 'edited' : 'draft',
    current,
    regeneration: null,
    transcriptVersion: 1,
    ...extra,
  };
}

export const TRANSCRIPT: Transcript = {
  durationSec: 20,
  languages: ['hi'],
  engine: 'test',
  segments: [
    {
      id: 's1',
      start: 0,
      end: 4,
      role: 'Doctor',
      language: 'en',
      text: 'What brings you in?',
      english: 'What brings you in?',
      confidence: 0.9,
    },
    {
      id: 's2',
      start: 4.5,
      end: 11,
      role: 'Patient',
      language: 'hi',
      text: 'सिर दर्द है, मैं पैरासिटामोल लेता हूँ',
      english: 'I have a headache, I take paracetamol',
      confidence: 0.8,
    },
  ],
};

export const transcriptVersion = (version = 1, transcript = TRANSCRIPT): TranscriptVersion => ({
  version,
  authorName: null,
  createdAt: '2026-11-23T09:05:00.000Z',
  change: null,
  transcript,
});
