import { regex, wordsOf } from '../pattern.js';
import { ALTERNATING_DOSES, DOSE_OCCASIONS } from './dose-occasion-cues.js';

const READ = DOSE_OCCASIONS.map(({ said, written }) => ({ re: new RegExp(wordsOf([said])), written }));
/** How far after the drug its occasion is read: its own words ('clindamycin prior to dental procedures'). */
const OCCASION_REACH = 60;

/** The occasion a drug is taken for, as the list writes it, said in the words after it; null when none is. */
export function occasionNear(after: string): string | null {
  const said = after.slice(0, OCCASION_REACH);
  return READ.find(({ re }) => re.test(said))?.written ?? null;
}

/** A strength, its number captured: '5 milligrams', '2.5 mg'. */
const STRENGTH = /\b(\d+(?:\.\d+)?)\s*(?:mg|milligrams?|mcg|micrograms?|units?)\b/g;
const ALTERNATING = regex([wordsOf(ALTERNATING_DOSES)]);
/** How far after the drug two doses set against each other are read: its own words. */
const ALTERNATING_REACH = 100;

/**
 * Whether the words after a drug give two doses by the day ('on the days i work out i take 5 mg, otherwise
 * 2.5 mg'): then no one dose is the drug's, and none is written.
 */
export function dosesByDay(after: string): boolean {
  const said = after.slice(0, ALTERNATING_REACH);
  const amounts = new Set([...said.matchAll(STRENGTH)].map((m) => m[1]));
  return amounts.size > 1 && ALTERNATING.test(said);
}
