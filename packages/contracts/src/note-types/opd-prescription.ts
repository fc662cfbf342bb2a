import type { NoteTemplate } from '../note-template.js';

/**
 * The Indian outpatient prescription: complaints, findings, diagnosis, the Rx table (drug, strength,
 * schedule as 1-0-1, before or after food, days), advice and the review date, on one page.
 */
export const opdPrescription = {
  id: 'opd-prescription',
  name: 'OPD prescription',
  version: 1,
  description: 'Outpatient prescription: complaints, findings, diagnosis, Rx table, advice and review date.',
  loinc: { code: '57833-6', display: 'Prescription for medication Document' },
  sections: [
    {
      id: 'complaints',
      title: 'Complaints',
      from: ['chiefComplaint', 'associatedSymptoms', 'illnessTiming'],
      show: 'list',
      instruction: 'The complaints in a few words each, with their duration when said.',
      loinc: { code: '10154-3', display: 'Chief complaint Narrative - Reported' },
    },
    {
      id: 'known-conditions',
      title: 'Known conditions',
      from: ['pastMedicalHistory'],
      show: 'list',
      instruction: 'Known chronic conditions (K/C/O), one per line.',
      loinc: { code: '11348-0', display: 'History of Past illness Narrative' },
    },
    {
      id: 'allergies',
      title: 'Allergies',
      from: ['allergies'],
      show: 'list',
      instruction: 'Drug and other allergies with the reaction when said.',
      loinc: { code: '48765-2', display: 'Allergies and adverse reactions Document' },
    },
    {
      id: 'findings',
      title: 'Findings',
      from: ['vitals', 'physicalExam', 'results'],
      show: 'list',
      instruction:
        'Vital signs and examination findings (O/E), briefly, with units; results of tests read at the visit.',
      loinc: { code: '29545-1', display: 'Physical findings Narrative' },
    },
    {
      id: 'diagnosis',
      title: 'Diagnosis',
      from: ['assessment'],
      show: 'list',
      instruction: 'The provisional or final diagnosis as the clinician stated it.',
      loinc: { code: '29548-5', display: 'Diagnosis Narrative' },
    },
    {
      id: 'rx',
      title: 'Rx',
      from: ['medicationOrders'],
      show: 'prescription',
      instruction:
        'One row per medicine prescribed: drug, strength, schedule as morning-afternoon-night (1-0-1), before or after food, and the number of days. Leave a column empty when it was not said.',
      loinc: { code: '57828-6', display: 'Prescription list' },
    },
    {
      id: 'investigations',
      title: 'Investigations',
      from: ['investigations'],
      show: 'list',
      instruction: 'Tests advised, one per line.',
    },
    {
      id: 'advice',
      title: 'Advice',
      from: ['advice', 'referrals'],
      show: 'list',
      instruction: 'Diet, rest and other advice, and any referral, in short lines.',
      loinc: { code: '69730-0', display: 'Instructions' },
    },
    {
      id: 'review',
      title: 'Review',
      from: ['followUp'],
      show: 'list',
      instruction: 'The review date, and when to come back sooner.',
      loinc: { code: '18776-5', display: 'Plan of care note' },
    },
  ],
} satisfies NoteTemplate;
