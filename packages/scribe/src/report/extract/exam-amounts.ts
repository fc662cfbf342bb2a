import { oneOf, regex } from '../pattern.js';
import { EXAM_AFTER_QUALIFIERS, EXAM_QUALIFIERS, EXAM_SIZE_UNITS, SIZE_LEADS } from '../vocabulary/exam-findings.js';

/**
 * How much of an examination finding was said, and how it behaved: a size before or after it, a grade, a
 * written qualifier for the spoken words ('1+ pitting edema', 'grade 2/6 murmur', '2-3 mm nodule', 'rhonchi that
 * clear with cough').
 */

/** A grade said before a finding: edema '1 plus' or 'trace to 1 plus', a murmur '3 out of 6'. */
const PLUS_GRADE = /(?:\b(trace|\d(?:\.\d)?) to )?\b(\d(?:\.\d)?) ?(?:plus|\+)\s*$/;
const OF_GRADE = /\b(?:grade )?(\d) (?:out of|over|\/) (\d)\s*$/;
/** How a finding behaved, said within a few words after it ('rhonchi at the bases that clear with cough'). */
const AFTER_QUALIFIERS = EXAM_AFTER_QUALIFIERS.map(([written, said]) => ({
  written,
  re: regex(['^[^.;]{0,30}?\\b', oneOf(said), '\\b']),
}));
export const afterOf = (after: string) => AFTER_QUALIFIERS.find((q) => q.re.test(after))?.written;

const QUALIFIERS = EXAM_QUALIFIERS.map(([written, said]) => ({
  written,
  re: regex(['\\b', oneOf(said), String.raw`(?: of)?\s*$`]),
}));

/** A size said before a finding: a '2 x 3 cm' ulcer, a '2 by 2 centimeter' mass, a '2 to 3 mm' nodule. */
const NUMBER = String.raw`\d+(?:\.\d+)?`;
const sizeSaid = (said: string[]) => ['(', NUMBER, ')(?: (x|by|to) (', NUMBER, '))? ?', oneOf(said)];
const SIZES = EXAM_SIZE_UNITS.map(([written, said]) => ({
  written,
  re: regex(['\\b', ...sizeSaid(said), String.raw`(?: in (?:size|diameter))?\s*$`]),
}));
/** Where a finding is, said between it and its size: 'a nodule on the left testicle measuring 1 cm'. */
const PLACE_BETWEEN = String.raw`(?:,? (?:on|in|of|over|at) (?:the|your|his|her) (?:[a-z-]+ ){0,2}[a-z-]+)?`;
/** A size said right after its finding, or after its place: 'a nodule, about 2 to 3 mm', 'a lesion measuring 1 cm'. */
const SIZES_AFTER = EXAM_SIZE_UNITS.map(([written, said]) => ({
  written,
  re: regex(['^', PLACE_BETWEEN, ',?(?: ', oneOf(SIZE_LEADS), ')+ ', ...sizeSaid(said), '\\b']),
}));
/** '2 by 3 cm' is two dimensions, '2 to 3 mm' a range of one. */
const sizeOf = (m: RegExpExecArray, unit: string) =>
  `${m[3] ? `${m[1]}${m[2] === 'to' ? '-' : ' x '}${m[3]}` : m[1]} ${unit}`;
/** Words between a size and its finding that the note need not keep: 'a 2 cm palpable nodule' is a 2 cm nodule. */
const SIZE_FILLERS = /\b(?:an?|some|small|little|large|big|palpable|firm|hard|soft|raised)\s*$/;

/** The size said right after a finding, or ''. */
export function sizeAfter(after: string): string {
  for (const { written, re } of SIZES_AFTER) {
    const m = re.exec(after);
    if (m) return sizeOf(m, written);
  }
  return '';
}

/** How much of a finding was said before it: a size, a grade, or a written qualifier for the spoken words. */
export function amountOf(before: string): string {
  for (const { written, re } of SIZES) {
    const m = re.exec(before.replace(SIZE_FILLERS, '').trimEnd());
    if (m) return sizeOf(m, written);
  }
  const plus = PLUS_GRADE.exec(before);
  if (plus) return plus[1] ? `${plus[1]} to ${plus[2]}+` : `${plus[2]}+`;
  const of = OF_GRADE.exec(before);
  if (of) return `grade ${of[1]}/${of[2]}`;
  return (
    QUALIFIERS.find((q) => q.re.test(before.replace(/\b(?:some|a|an|just)\s*$/, '').trimEnd() + ' '))?.written ?? ''
  );
}
