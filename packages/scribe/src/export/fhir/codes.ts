import type { ReportSection } from '@asha/contracts';

export const LOINC = 'http://loinc.org';
export const UCUM = 'http://unitsofmeasure.org';

/** The note's type: a progress note of an outpatient consultation. */
export const NOTE_TYPE = { system: LOINC, code: '11506-3', display: 'Progress note' };

/** The LOINC code of each section of the note in the document. */
export const SECTION_CODES: Record<Exclude<ReportSection, 'patientInfo'>, { code: string; display: string }> = {
  chiefComplaint: { code: '10154-3', display: 'Chief complaint Narrative - Reported' },
  historyOfPresentIllness: { code: '10164-2', display: 'History of Present illness Narrative' },
  pastMedicalHistory: { code: '11348-0', display: 'History of Past illness Narrative' },
  medications: { code: '10160-0', display: 'History of Medication use Narrative' },
  allergies: { code: '48765-2', display: 'Allergies and adverse reactions Document' },
  familyHistory: { code: '10157-6', display: 'History of family member diseases Narrative' },
  socialHistory: { code: '29762-2', display: 'Social history Narrative' },
  reviewOfSystems: { code: '10187-3', display: 'Review of systems Narrative - Reported' },
  vitals: { code: '8716-3', display: 'Vital signs' },
  physicalExam: { code: '29545-1', display: 'Physical findings Narrative' },
  results: { code: '30954-2', display: 'Relevant diagnostic tests/laboratory data Narrative' },
  assessment: { code: '51848-0', display: 'Evaluation note' },
  plan: { code: '18776-5', display: 'Plan of care note' },
  visitSummary: { code: '55112-7', display: 'Document summary' },
  noteText: { code: '34109-9', display: 'Note' },
};

export const VITAL_SIGNS_CATEGORY = {
  coding: [
    {
      system: 'http://terminology.hl7.org/CodeSystem/observation-category',
      code: 'vital-signs',
      display: 'Vital Signs',
    },
  ],
  text: 'Vital Signs',
};

export const CLINICAL_STATUS_ACTIVE = {
  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' }],
};

export const ALLERGY_ACTIVE = {
  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical', code: 'active' }],
};

export const ENCOUNTER_DIAGNOSIS = {
  coding: [
    {
      system: 'http://terminology.hl7.org/CodeSystem/condition-category',
      code: 'encounter-diagnosis',
      display: 'Encounter Diagnosis',
    },
  ],
};

export const AMBULATORY = {
  system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
  code: 'AMB',
  display: 'ambulatory',
};
