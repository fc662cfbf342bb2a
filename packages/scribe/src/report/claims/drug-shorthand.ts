import { rewrite, type Rewrite } from './rewrite.js';

/**
 * A medicine's schedule written in prescription shorthand, spelled out in the words it stands for so
 * that it is read as the same schedule said in words: 'q AM' every morning, 'qPM' every evening, 'qhs'
 * at bedtime, 'qd' and, after a dose, 'od' daily, 'qod' every other day, 'qwk' weekly, 'x2 daily' and '2x/day'
 * twice a day, 'q 6h' every 6 hours, 'q4-6h' every 4 to 6 hours, '10 mg AM', 'in the PM' and '40 mg HS' a part of the day.
 * 'od', 'am', 'pm' and 'hs' only after a dose or 'in the': on their own they are also the right eye, a verb and initials.
 */
const TIMES = ['', 'once', 'twice', 'three times', 'four times'];
const SHORTHAND: Rewrite[] = [
  [/\bq\.?\s?o\.?d\.?(?![a-z])/g, 'every other day'],
  [/\bq\.?\s?(?:wk|week)(?![a-z])/g, 'weekly'],
  [/\bq\.?\s?a\.?m\.?(?![a-z])/g, 'every morning'],
  [/\bq\.?\s?p\.?m\.?(?![a-z])/g, 'every evening'],
  [/\bq\.?\s?h\.?s\.?(?![a-z])/g, 'at bedtime'],
  [/\bq\.?\s?d\.?(?![a-z])/g, 'daily'],
  [/(\d\s*(?:mg|mcg|units?|ml|g)?\s+(?:(?:po|tab|tablet|cap)\s+)?)o\.?d\.?(?![a-z])/g, '$1daily'],
  [
    /\b(?:x\s?([1-4])|([1-4])\s?x)\s*(?:\/\s*|a\s+|per\s+)?(?:daily|day|d)\b/g,
    (_, a, b) => `${TIMES[Number(a ?? b)]} a day`,
  ],
  [
    /\bq\s?(\d{1,2})(?:\s?-\s?(\d{1,2}))?\s?h(?:rs?|ours?)?(?![a-z])/g,
    (_, a, b) => `every ${a}${b ? ` to ${b}` : ''} hours`,
  ],
  [/(\bin the\s+|\d\s*(?:mg|mcg|units?|tabs?|tablets?)\s+)a\.?m\.?(?![a-z])/g, '$1morning'],
  [/(\bin the\s+|\d\s*(?:mg|mcg|units?|tabs?|tablets?)\s+)p\.?m\.?(?![a-z])/g, '$1evening'],
  [/(\d\s*(?:mg|mcg|units?|tabs?|tablets?)\s+(?:(?:po|by mouth)\s+)?)h\.?s\.?(?![a-z])/g, '$1at bedtime'],
];

/** A report's words about a medicine with its shorthand schedule spelled out. */
export function spelledOut(text: string): string {
  return rewrite(text, SHORTHAND);
}

const COUNT: Record<string, number> = { ek: 1, '1': 1, do: 2, '2': 2, teen: 3, '3': 3, char: 4, chaar: 4, '4': 4 };
const PER_DAY = ['', 'once a day', 'twice a day', 'three times a day', 'four times a day'];
const PER_WEEK = ['', 'once a week', 'twice a week', 'three times a week'];
/**
 * How often, said in Hindi (after 'din' is read as 'days'): 'din mein do baar' twice a day, 'hafte mein ek
 * baar' once a week, 'subah shaam' morning and night, 'roz' daily, 'har 6 ghante' every 6 hours, 'ek din
 * chhod ke' every other day. In English words, so that a schedule said this way is read as one said in English.
 */
const HINDI: Rewrite[] = [
  [/\bdays? (?:mein|me|main|ko) (ek|1|do|2|teen|3|chaa?r|4) (?:baar|bar)\b/g, (_, n) => PER_DAY[COUNT[n]!]!],
  [/\bweeks? (?:mein|me|main) (ek|1|do|2|teen|3) (?:baar|bar)\b/g, (_, n) => PER_WEEK[COUNT[n]!]!],
  [/\bsubah (?:aur |or |and )?(?:shaam|raat)\b/g, 'morning and night'],
  [/\b(?:har roz|rozana|roz)\b/g, 'daily'],
  [/\bhar (\d+) hours?\b/g, 'every $1 hours'],
  [/\b(?:ek|1) days? chhod ?ke?r?\b/g, 'every other day'],
];

/** A text with a schedule said in Hindi put in English words. */
export function hindiSchedule(text: string): string {
  return rewrite(text, HINDI);
}
