import type { SpeakerRole } from '@asha/contracts';
import { classifyRoles } from '../../roles/classify.js';

/** Consultations shorter than this give the classifier too little to outweigh the labels. */
const MIN_TURNS = 20;
/** Correct labels agree with the classifier on about three turns in four; reversed ones on almost none. */
const MAX_AGREEMENT = 0.2;

/**
 * Speaker labels reversed for the whole consultation: the clinician tagged as the patient throughout,
 * as a diarizer naming its two voices the wrong way round or a pasted transcript may do. The labels are
 * taken as reversed only in a long consultation where the word-cue role classifier disagrees with nearly
 * every one of them; a companion's turns ('Other') are not judged.
 */
export function labelsReversed(segs: { role: SpeakerRole; text: string }[]): boolean {
  const labelled = segs.filter((s) => s.role === 'Doctor' || s.role === 'Patient');
  if (labelled.length < MIN_TURNS) return false;
  const guessed = classifyRoles(labelled.map((s) => s.text));
  const agree = labelled.filter((s, i) => s.role === guessed[i]).length;
  return agree / labelled.length <= MAX_AGREEMENT;
}

/** The role a reversed label stands for. */
export function reversedRole(role: SpeakerRole): SpeakerRole {
  return role === 'Doctor' ? 'Patient' : role === 'Patient' ? 'Doctor' : role;
}
