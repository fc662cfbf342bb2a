import type { CardId } from './annotations';

/** Each card's title, as the viewer and the editor head it and as offers are grouped under it. */
export const CARD_TITLE: Record<CardId, string> = {
  visitSummary: 'Visit Summary',
  chiefComplaint: 'Chief Complaint',
  assessment: 'Assessment & Diagnosis',
  vitals: 'Vital Signs',
  plan: 'Treatment Plan',
  medicalHistory: 'Medical History',
  medications: 'Current Medications',
  hpi: 'History of Present Illness',
  physicalExam: 'Physical Examination',
  results: 'Results',
  familyHistory: 'Family History',
  socialHistory: 'Social History',
  reviewOfSystems: 'Review of Systems',
  noteText: 'Note Text',
};

/** The cards in the order the note shows them. */
export const CARD_ORDER = Object.keys(CARD_TITLE) as CardId[];
