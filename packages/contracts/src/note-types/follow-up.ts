import type { NoteTemplate } from '../note-template.js';

/** A follow-up or progress visit: what changed since last time, today's findings and the plan from here. */
export const followUp = {
  id: 'follow-up',
  name: 'Follow-up / progress note',
  version: 1,
  description: 'A return visit: interval history, current medicines, findings, assessment and the plan from here.',
  loinc: { code: '34131-3', display: 'Outpatient Progress note' },
  sections: [
    {
      id: 'interval-history',
      title: 'Since the last visit',
      from: ['chiefComplaint', 'historyOfPresentIllness'],
      show: 'prose',
      instruction: 'How the patient has been since the last visit: symptoms better, worse or new, as reported.',
      loinc: { code: '10164-2', display: 'History of Present illness Narrative' },
    },
    {
      id: 'medications',
      title: 'Current medicines',
      from: ['medications'],
      show: 'list',
      instruction: 'Medicines the patient is taking now, with dose and frequency as said.',
      loinc: { code: '10160-0', display: 'History of Medication use Narrative' },
    },
    {
      id: 'findings',
      title: 'Findings',
      from: ['vitals', 'physicalExam', 'results'],
      show: 'list',
      instruction: "Today's vital signs, examination findings and the results of tests read at the visit.",
      loinc: { code: '29545-1', display: 'Physical findings Narrative' },
    },
    {
      id: 'assessment',
      title: 'Assessment',
      from: ['assessment'],
      show: 'list',
      instruction: 'Each problem and how it is doing, with the certainty the clinician stated.',
      loinc: { code: '51848-0', display: 'Evaluation note' },
    },
    {
      id: 'plan',
      title: 'Plan',
      from: ['investigations', 'procedures', 'medicationOrders', 'referrals', 'advice'],
      show: 'list',
      instruction: 'Changes to medicines, tests ordered, referrals and advice.',
      loinc: { code: '18776-5', display: 'Plan of care note' },
    },
    {
      id: 'next-review',
      title: 'Next review',
      from: ['followUp'],
      show: 'list',
      instruction: 'When to come back, and what should bring the patient back sooner.',
      loinc: { code: '18776-5', display: 'Plan of care note' },
    },
  ],
} satisfies NoteTemplate;
