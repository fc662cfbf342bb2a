/**
 * A medicine's schedule written in prescription shorthand, spelled out in the words it stands for so
 * that it is read as the same schedule said in words: 'q AM' every morning, 'qPM' every evening, 'qhs'
 * at bedtime, 'qd' and, after a dose, 'od' daily, 'qod' every other day, 'qwk' weekly, 'x2 daily' and '2x/day'
 * twice a day, 'q 6h' every 6 hours, 'q4-6h' every 4 to 6 hours, '10 mg AM' and 'in the PM' a part of the day. 'od', 'am' and 'pm' only
 * after a dose or 'in the': on their own they are also the right eye and a verb.
 */
const TIMES = ['', 'once', 'twice', 'three times', 'four times'];
const SHORTHAND: [RegExp, string | ((...m: string[]) => string)][] = [
  [/\bq\.?\s?o\.?d\.?(?![a-z])/g, 'every other day'],
  [/\bq\.?\s?(?:wk|week)(?![a-z])/g, 'weekly'],
  [/\bq\.?\s?a\.?m\.?(?![a-z])/g, 'every morning'],
  [/\bq\.?\s?p\.?m\.?(?![a-z])/g, 'every evening'],
  [/\bq\.?\s?h\.?s\.?(?![a-z])/g, 'at bedtime'],
  [/\bq\.?\s?d\.?(?![a-z])/g, 'daily'],
  [/(\d\s*(?:mg|mcg|units?|ml|g)?\s+(?:(?:po|tab|tablet|cap)\s+)?)o\.?d\.?(?![a-z])/g, '$1daily'],
  [/\b(?:x\s?([1-4])|([1-4])\s?x)\s*(?:\/\s*|a\s+|per\s+)?(?:daily|day|d)\b/g, (_, a, b) => `${TIMES[Number(a ?? b)]} a day`],
  [/\bq\s?(\d{1,2})(?:\s?-\s?(\d{1,2}))?\s?h(?:rs?|ours?)?(?![a-z])/g, (_, a, b) => `every ${a}${b ? ` to ${b}` : ''} hours`],
  [/(\bin the\s+|\d\s*(?:mg|mcg|units?|tabs?|tablets?)\s+)a\.?m\.?(?![a-z])/g, '$1morning'],
  [/(\bin the\s+|\d\s*(?:mg|mcg|units?|tabs?|tablets?)\s+)p\.?m\.?(?![a-z])/g, '$1evening'],
];

/** A report's words about a medicine with its shorthand schedule spelled out. */
export function spelledOut(text: string): string {
  let t = text;
  for (const [re, to] of SHORTHAND) t = typeof to === 'string' ? t.replace(re, to) : t.replace(re, to);
  return t;
}
