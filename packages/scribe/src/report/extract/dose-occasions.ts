import { regex, wordsOf } from '../pattern.js';
import { ALTERNATING_DOSES, DOSE_OCCASIONS, FIRST_DOSE_DAYS } from './dose-occasion-cues.js';

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
const UNIT = '(mg|milligrams?|mcg|micrograms?|units?|iu)';
const OTHER_DAYS = ALTERNATING_DOSES.map(({ said, written }) => ({ re: new RegExp(wordsOf([said])), written }));
const FIRST_DAYS = FIRST_DOSE_DAYS.map(({ said, written }) => ({ re: new RegExp(wordsOf([said])), written }));
const ALTERNATING = regex([wordsOf(ALTERNATING_DOSES.map(({ said }) => said))]);
/**
 * A strength, its number and unit captured: '5 milligrams', '2.5 mg', '50,000 units'; or a number said bare
 * right before the words of the other days, its unit the first dose's ('50,000 units on sundays and 2,000 the
 * other days', '… and 2000s on the other six days').
 */
const STRENGTH = regex(
  [String.raw`\b`, NUMBER, String.raw`(?:\s*${UNIT}\b|s?\s+(?=(?:on\s+)?`, ALTERNATING.source, '))'],
  'g',
);
/** How far after the drug two doses set against each other are read: its own words. */
const ALTERNATING_REACH = 100;

/** One of two doses taken by the day: its number and unit as said, and its days as the list writes them. */
export interface DayDose {
  amount: string;
  unit: string;
  days: string;
}

/**
 * Two doses by the day said in the words after a drug ('on the days i work out i take 5 mg, otherwise 2.5
 * mg'): 'none' when no dose is the drug's alone; both, each with its days, when the days of each are said
 * ('50,000 units on sundays and 2,000 the other days'); null when one dose is said.
 */
export function dosesByDay(after: string): DayDose[] | 'none' | null {
  const said = after.slice(0, ALTERNATING_REACH);
  const strengths = [...said.matchAll(STRENGTH)];
  const amounts = new Set(strengths.map((m) => m[1]!.replace(/,/g, '')));
  if (amounts.size < 2 || !ALTERNATING.test(said)) return null;
  const first = strengths[0]!;
  const second = strengths.find((m) => m[1]!.replace(/,/g, '') !== first[1]!.replace(/,/g, ''))!;
  // The first dose's days are said before the second dose; the other days after the first dose.
  const firstDays = daysIn(said.slice(0, second.index), FIRST_DAYS);
  const otherDays = daysIn(said.slice(first.index + first[0].length), OTHER_DAYS);
  const unit = first[2];
  if (!firstDays || !otherDays || !unit) return 'none';
  return [
    { amount: first[1]!, unit, days: firstDays },
    { amount: second[1]!, unit: second[2] ?? unit, days: otherDays },
  ];
}

/** The days said in these words, as the list writes them, from the first row that reads them. */
function daysIn(words: string, rows: { re: RegExp; written: string | null }[]): string | null {
  for (const { re, written } of rows) {
    const m = re.exec(words);
    if (m) return written && m[0].replace(re, written);
  }
  return null;
}
