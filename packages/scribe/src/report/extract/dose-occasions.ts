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

/** A dose's number, thousands with or without their comma: '50,000', '50000', '2.5'. */
const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)`;
const ALTERNATING = regex([wordsOf(ALTERNATING_DOSES)]);
/**
 * A strength, its number captured: '5 milligrams', '2.5 mg', '50,000 units'; or a number said bare right
 * before the words of the other days, its unit the first dose's ('50,000 units on sundays and 2,000 the
 * other days', '… and 2000s on the other six days').
 */
const STRENGTH = regex(
  [
    String.raw`\b`,
    NUMBER,
    String.raw`(?:\s*(?:mg|milligrams?|mcg|micrograms?|units?|iu)\b|s?\s+(?=(?:on\s+)?`,
    wordsOf(ALTERNATING_DOSES),
    '))',
  ],
  'g',
);
/** How far after the drug two doses set against each other are read: its own words. */
const ALTERNATING_REACH = 100;

/**
 * Whether the words after a drug give two doses by the day ('on the days i work out i take 5 mg, otherwise
 * 2.5 mg'): then no one dose is the drug's, and none is written.
 */
export function dosesByDay(after: string): boolean {
  const said = after.slice(0, ALTERNATING_REACH);
  const amounts = new Set([...said.matchAll(STRENGTH)].map((m) => m[1]!.replace(/,/g, '')));
  return amounts.size > 1 && ALTERNATING.test(said);
}
