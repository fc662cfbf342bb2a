import type { ReportSection } from './report.js';

/**
 * Every section's heading, in the order a clinical note reads when it leaves Asha Scribe (text,
 * PDF, FHIR): what brought the patient, their history, medicines and allergies, the examination
 * with its vital signs, the results of tests, the assessment and the plan; the visit summary closes it. The patient's
 * details head the document rather than being a section of it. A section added to the vocabulary
 * and not here fails to compile.
 */
export const SECTION_TITLES = {
  patientInfo: 'Patient',
  chiefComplaint: 'Chief complaint',
  historyOfPresentIllness: 'History of present illness',
  pastMedicalHistory: 'Past medical history',
  medications: 'Medications',
  allergies: 'Allergies',
  familyHistory: 'Family history',
  socialHistory: 'Social history',
  reviewOfSystems: 'Review of systems',
  vitals: 'Vital signs',
  physicalExam: 'Examination',
  results: 'Results',
  assessment: 'Assessment',
  plan: 'Plan',
  visitSummary: 'Visit summary',
  noteText: 'Note text',
} as const satisfies Record<ReportSection, string>;

/** The sections of a note's body in clinical order (the patient's details are its header). */
export const CLINICAL_ORDER = (Object.keys(SECTION_TITLES) as ReportSection[]).filter((s) => s !== 'patientInfo');
