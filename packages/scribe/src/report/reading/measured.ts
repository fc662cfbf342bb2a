import { regex, wordsOf } from '../pattern.js';
import { MEASURED_AT_HOME } from './measured-cues.js';

const AT_HOME = regex([wordsOf(MEASURED_AT_HOME)]);

/** Whether the words around a reading place it at the patient's home (measured-cues.ts). */
export const measuredAtHome = (words: string): boolean => AT_HOME.test(words);
