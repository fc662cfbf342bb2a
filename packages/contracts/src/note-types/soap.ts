import type { NoteTemplate } from '../note-template.js';

/** The SOAP note: what the patient says, what was found, what it means, what happens next. */
export const soap = {
  id: 'soap',
  name: 'SOAP note',
  version: 1,
  description: 'Subjective, objective, assessment and plan: the classic progress note.',
  loinc: { code: '11506-3', display: 'Progress note' },
  sections: [
    {
      id: 'subjective',
      title: 'Subjective',
      from: [
        'chiefComplaint',
        'historyOfPresentIllness',
        'pastMedicalHistory',
        'medications',
        'allergies',
        'familyHistory',
        'socialHistory',
        'reviewOfSystems',
      ],
      show: 'list',
      instruction:
        'What the patient reports: the complaint, its history, past conditions, current medicines, allergies, family and social history, and the review of systems. Only what was said.',
      loinc: { code: '61150-9', display: 'Subjective Narrative' },
    },
    {
      id: 'objective',
      title: 'Objective',
      from: ['vitals', 'physicalExam', 'results'],
      show: 'list',
      instruction:
        'Vital signs and examination findings as measured or stated by the clinician, with units, and the results of tests read at the visit.',
      loinc: { code: '61149-1', display: 'Objective Narrative' },
    },
    {
      id: 'assessment',
      title: 'Assessment',
      from: ['assessment'],
      show: 'list',
      instruction: "The clinician's diagnoses, each with its certainty as the clinician stated it.",
      loinc: { code: '51848-0', display: 'Evaluation note' },
    },
    {
      id: 'plan',
      title: 'Plan',
      from: ['investigations', 'procedures', 'medicationOrders', 'referrals', 'advice', 'followUp'],
      show: 'list',
      instruction:
        'Tests ordered, medicines started, changed or stopped with their doses, referrals, advice and follow-up.',
      loinc: { code: '18776-5', display: 'Plan of care note' },
    },
  ],
} satisfies NoteTemplate;
