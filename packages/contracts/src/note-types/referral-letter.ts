import type { NoteTemplate } from '../note-template.js';

/**
 * A letter to a colleague: why the patient is sent, the history and findings so far, and what is asked.
 * The letter's body (reason, history, request) is `free`: a language model writes it as a letter from
 * the facts, each sentence citing what was said; without a model, the reason and history are the facts as prose.
 */
export const referralLetter = {
  id: 'referral-letter',
  name: 'Referral letter',
  version: 2,
  description: 'A letter to the specialist or service the patient is referred to.',
  loinc: { code: '57133-1', display: 'Referral note' },
  sections: [
    {
      id: 'reason',
      title: 'Reason for referral',
      from: ['referrals', 'assessment'],
      show: 'free',
      instruction: 'To whom the patient is referred and why, in one or two sentences, from the assessment.',
      loinc: { code: '42349-1', display: 'Reason for referral (narrative)' },
    },
    {
      id: 'history',
      title: 'History',
      from: ['chiefComplaint', 'historyOfPresentIllness', 'pastMedicalHistory'],
      show: 'free',
      instruction:
        'The presenting complaint, its history and relevant past conditions, for a colleague; symptoms the patient denied as denied.',
      loinc: { code: '11329-0', display: 'History general Narrative - Reported' },
    },
    {
      id: 'medications',
      title: 'Current medicines',
      from: ['medications'],
      show: 'list',
      instruction: 'Medicines the patient takes now, with dose and frequency as said.',
      loinc: { code: '10160-0', display: 'History of Medication use Narrative' },
    },
    {
      id: 'medicine-orders',
      title: 'Medicines started or changed today',
      from: ['medicationOrders'],
      show: 'list',
      instruction: 'Medicines started, changed or stopped at this consultation, with doses as said.',
      loinc: { code: '18776-5', display: 'Plan of care note' },
    },
    {
      id: 'allergies',
      title: 'Allergies',
      from: ['allergies'],
      show: 'list',
      instruction: 'Allergies with the reaction when said.',
      loinc: { code: '48765-2', display: 'Allergies and adverse reactions Document' },
    },
    {
      id: 'findings',
      title: 'Findings',
      from: ['vitals', 'physicalExam', 'results'],
      show: 'list',
      instruction: 'Vital signs, examination findings and the results of tests read at the visit.',
      loinc: { code: '29545-1', display: 'Physical findings Narrative' },
    },
    {
      id: 'investigations',
      title: 'Investigations ordered',
      from: ['investigations'],
      show: 'list',
      instruction: 'Tests ordered at this consultation, one per line.',
    },
    {
      id: 'request',
      title: 'Request',
      from: [],
      show: 'free',
      instruction:
        'What the referring clinician asks of the colleague (opinion, procedure, shared care), only if it was said; otherwise nothing.',
    },
  ],
} satisfies NoteTemplate;
