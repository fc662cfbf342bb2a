import type { PatientLanguage } from '@asha/contracts';
import { HINDI } from './lexicon-hi.js';
import { TAMIL } from './lexicon-ta.js';
import type { PhraseTable } from './phrase-table.js';

export type { PhraseTable } from './phrase-table.js';

/**
 * The languages the copy's fixed parts can be written in without a language model. A language is
 * added only with wording a clinic would print, read by a clinician who speaks it: a wrong medical
 * instruction harms a patient, so fewer languages done right beat many done roughly.
 */
export const PHRASE_TABLES: Partial<Record<PatientLanguage, PhraseTable>> = { hi: HINDI, ta: TAMIL };
