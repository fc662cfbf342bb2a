import { regex, wordsOf } from '../pattern.js';
import { DRUG_SYNONYMS } from '../vocabulary/drug-names.js';
import { CHILD_PATIENT, EXCEPTED_BEFORE, STARTED_FOR } from './medication-taking-cues.js';

/**
 * The patterns the medication list reads from the taking cue rows (medication-taking-cues.ts), and how two
 * mentions of one drug are merged.
 */

/** A child named before a medicine: a parent telling of the child who is the patient. */
export const CHILD_BEFORE = regex([wordsOf(CHILD_PATIENT)]);
/** A start said for someone ('start her on') or in a prescribing word: the drug is not yet taken. */
export const FOR_ANOTHER = regex([wordsOf(STARTED_FOR)]);
/** The drug a 'continue everything except …' leaves out. */
export const EXCEPTED = regex([wordsOf(EXCEPTED_BEFORE), '(?: (?:the|your|his|her))?\\s*$']);

/** One drug said twice: the first mention's dose and indication, filled from the second where it had none. */
export function mergeMed<T extends { dosage: string | null; indication: string | null }>(a: T, b: T): T {
  return { ...a, dosage: a.dosage ?? b.dosage, indication: a.indication ?? b.indication };
}

/** A brand's generic name, so one drug under two names is one drug. */
export const generic = (name: string) => DRUG_SYNONYMS[name] ?? name;
