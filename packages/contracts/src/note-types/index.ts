import type { NoteTemplate } from '../note-template.js';
import { followUp } from './follow-up.js';
import { historyPhysical } from './history-physical.js';
import { opdPrescription } from './opd-prescription.js';
import { patientInstructions } from './patient-instructions.js';
import { referralLetter } from './referral-letter.js';
import { soap } from './soap.js';

/** The note types every clinic has, in the order they are offered. Each file is data only. */
export const BUILTIN_NOTE_TEMPLATES: readonly NoteTemplate[] = [
  soap,
  historyPhysical,
  followUp,
  opdPrescription,
  referralLetter,
  patientInstructions,
];

export const builtinNoteTemplate = (id: string): NoteTemplate | undefined =>
  BUILTIN_NOTE_TEMPLATES.find((t) => t.id === id);
