import { wordsOf } from '../pattern.js';
import { DOSE_OCCASIONS } from './dose-occasion-cues.js';

const READ = DOSE_OCCASIONS.map(({ said, written }) => ({ re: new RegExp(wordsOf([said])), written }));
/** How far after the drug its occasion is read: its own words ('clindamycin prior to dental procedures'). */
const OCCASION_REACH = 60;

/** The occasion a drug is taken for, as the list writes it, said in the words after it; null when none is. */
export function occasionNear(after: string): string | null {
  const said = after.slice(0, OCCASION_REACH);
  return READ.find(({ re }) => re.test(said))?.written ?? null;
}
