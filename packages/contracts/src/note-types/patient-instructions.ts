import type { NoteTemplate } from '../note-template.js';

/** What the patient takes home: what was found, the medicines and how to take them, what to do, when to come back. */
export const patientInstructions = {
  id: 'patient-instructions',
  name: 'Patient instructions',
  version: 1,
  description: 'For the patient: what was found, how to take the medicines, what to do and when to come back.',
  loinc: { code: '69730-0', display: 'Instructions' },
  sections: [
    {
      id: 'found',
      title: 'What we found',
      from: ['assessment'],
      show: 'list',
      instruction: 'The diagnosis in plain words a patient understands, without jargon.',
    },
    {
      id: 'medicines',
      title: 'Your medicines',
      from: ['medicationOrders'],
      show: 'prescription',
      instruction:
        'Each medicine, how much, when (1-0-1 = morning and night), before or after food, and for how many days.',
      loinc: { code: '57828-6', display: 'Prescription list' },
    },
    {
      id: 'to-do',
      title: 'What to do',
      from: ['advice', 'investigations', 'referrals'],
      show: 'list',
      instruction: 'Advice to follow, tests to get done and whom to see, in plain words.',
      loinc: { code: '69730-0', display: 'Instructions' },
    },
    {
      id: 'come-back',
      title: 'When to come back',
      from: ['followUp'],
      show: 'list',
      instruction: 'The review date and what should bring the patient back sooner.',
      loinc: { code: '18776-5', display: 'Plan of care note' },
    },
    {
      id: 'warning-signs',
      title: 'Come back at once if',
      from: [],
      show: 'free',
      instruction:
        'Warning signs the clinician named that need an urgent visit, in plain words; nothing if none were named.',
    },
  ],
} satisfies NoteTemplate;
