import type { SpeakerRole } from '@asha/contracts';

/**
 * Chat bubbles under 'Conversation Transcript': the Doctor on the left, the Patient on the right, and a
 * third person (Other: a relative, an interpreter) in the middle with its own colour and the label
 * 'Other speaker', so a companion's answers are never mistaken for the patient's.
 */
export const BUBBLE: Record<SpeakerRole, { row: string; bubble: string; label: string }> = {
  Doctor: { row: 'justify-start', bubble: 'bg-primary/10', label: 'Doctor' },
  Patient: { row: 'justify-end', bubble: 'bg-muted', label: 'Patient' },
  Other: {
    row: 'justify-center',
    bubble: 'border border-dashed border-amber-500/60 bg-amber-500/10',
    label: 'Other speaker',
  },
};
