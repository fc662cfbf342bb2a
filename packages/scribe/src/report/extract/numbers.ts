import { capture, oneOf, regex } from '../pattern.js';
import { DECIMAL_RESULTS, NOT_A_VALUE_AFTER, RESULT_LINKS } from './result-decimal-cues.js';

/**
 * Spoken numbers to digits, so 'one twenty eight over seventy' reads as '128 over 70' and
 * 'ninety eight point six' as '98.6' (speech recognisers and the ACI-Bench dialogues write numbers
 * as words). Clinicians say three-digit readings as 'one twenty eight', which means 128, not 1 28.
 */
const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};
const TEENS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const WORDS = [...Object.keys(UNITS), ...Object.keys(TEENS), ...Object.keys(TENS), 'hundred'];
const RUN = new RegExp(`\\b(?:${WORDS.join('|')})(?:[\\s-]+(?:${WORDS.join('|')}))*\\b`, 'gi');

function readTens(t: string[], i: number): [number, number] | null {
  const w = t[i];
  if (w === undefined) return null;
  if (w in TENS) {
    const next = t[i + 1];
    return next !== undefined && next in UNITS && next !== 'zero'
      ? [TENS[w]! + UNITS[next]!, i + 2]
      : [TENS[w]!, i + 1];
  }
  if (w in TEENS) return [TEENS[w]!, i + 1];
  if (w in UNITS) return [UNITS[w]!, i + 1];
  return null;
}

function readNumber(t: string[], i: number): [number, number] | null {
  const w = t[i]!;
  const next = t[i + 1];
  if (w in UNITS && next === 'hundred') {
    // 'five hundred five hundred milligrams': a number said twice, not 505 and then 100.
    const rest = t[i + 3] === 'hundred' ? null : readTens(t, i + 2);
    return rest ? [UNITS[w]! * 100 + rest[0], rest[1]] : [UNITS[w]! * 100, i + 2];
  }
  if (w in UNITS && w !== 'zero' && next !== undefined && (next in TENS || next in TEENS)) {
    const rest = readTens(t, i + 1)!;
    return [UNITS[w]! * 100 + rest[0], rest[1]];
  }
  if (w === 'hundred') return [100, i + 1];
  return readTens(t, i);
}

function convertRun(run: string): string {
  const tokens = run.toLowerCase().split(/[\s-]+/);
  const out: number[] = [];
  for (let i = 0; i < tokens.length;) {
    const read = readNumber(tokens, i);
    if (!read) break;
    out.push(read[0]);
    i = read[1];
  }
  return out.join(' ');
}

/**
 * A dose in clinicians' shorthand, its point left out: 'carvedilol twelve five milligrams' is 12.5 mg,
 * 'six twenty five' 6.25, 'three one twenty five' 3.125. Read as 5 mg it would be a wrong dose. Two or one
 * before the fraction stays a count ('2 5 mg' may be two 5 mg tablets), as does any count of tablets.
 */
const DOSE_SHORTHAND =
  /\b([3-9]|[1-9]\d) (5|25|75|125) (?=(?:mg|milligrams?|mcg|micrograms?)\b(?! (?:tablets?|pills?|capsules?)\b))/gi;

/**
 * A dose under one whose point speech left out: 'lorazepam 0 5 milligrams' is 0.5 mg. No one says a lone
 * zero before a dose, so the digits after it are the fraction; read as 5 mg it would be ten times the dose.
 */
const LEADING_ZERO_DOSE = /\b0 (\d{1,3}) (?=(?:mg|milligrams?|mcg|micrograms?|ml|milliliters?|units?)\b)/gi;

/**
 * A test's value whose point speech left out: 'your hemoglobin is 8 2 which is low' is 8.2, 'psa was 0 66'
 * is 0.66. Only after a test read with a point (result-decimal-cues.ts), and not before a time or a count
 * ('a1c of 7 2 months ago').
 */
const RESULT_DECIMAL = regex(
  [
    capture([String.raw`\b${oneOf(DECIMAL_RESULTS)}(?: ${oneOf(RESULT_LINKS)})* `]),
    String.raw`(\d{1,2}) (\d{1,2})\b(?! ${oneOf(NOT_A_VALUE_AFTER)}\b)`,
  ],
  'gi',
);

/**
 * A size or dose said from its point ('point five centimeters', 'point 5 milligrams') is under one: 0.5.
 * Only before a unit and not where 'point' is a noun: 'at this point 5 mg is enough' is no fraction.
 */
const LEADING_POINT = regex(
  [
    // 'at this point', 'the point': a noun, not a number
    String.raw`(?<!\b(?:this|that|the|which|what|some|any|one) )`,
    String.raw`\bpoint (\d+) `,
    String.raw`(?=(?:mm|millimeters?|cm|centimeters?|mg|milligrams?|mcg|micrograms?|ml|milliliters?)\b)`,
  ],
  'gi',
);

/**
 * 'Zero point zero five': the digits after a point said one at a time, the first a zero, are one decimal
 * (0.05). A zero said alone after the point would end the number at 0.0, which no one says of a strength.
 */
const ZERO_AFTER_POINT = /(\d+) point 0 (\d+)/gi;

/** A round thousand recognised speech writes with a space before a dose's unit ('1 000 milligrams') is one number. */
const SPACED_THOUSAND = /\b([1-9]\d?) 000 (?=(?:mg|milligrams?|mcg|micrograms?|units?|iu)\b)/gi;

/** 'Two hundred and four pounds', 'a hundred and one': the 'and' inside a number joins it, 204 and 101. */
const SAID_HUNDRED_AND = /\b(a|one|two|three|four|five|six|seven|eight|nine) hundred and (?=\w)/gi;

/**
 * 'One oh four', 'two oh five': the 'oh' is a zero in a three-digit number, as temperatures, pulses and
 * weights are said (104, 205).
 */
const OH_ZERO = /\b(one|two) oh (one|two|three|four|five|six|seven|eight|nine)\b/gi;

export function spokenNumbersToDigits(text: string): string {
  return text
    .replace(SAID_HUNDRED_AND, '$1 hundred ')
    .replace(OH_ZERO, '$1 hundred $2')
    .replace(/\ba hundred\b/gi, 'one hundred')
    .replace(RUN, (run) => convertRun(run))
    .replace(ZERO_AFTER_POINT, '$1.0$2')
    .replace(/(\d+) point (\d+)/gi, '$1.$2')
    .replace(LEADING_POINT, '0.$1 ')
    .replace(/(\d) and a half\b/gi, '$1.5')
    .replace(DOSE_SHORTHAND, '$1.$2 ')
    .replace(LEADING_ZERO_DOSE, '0.$1 ')
    .replace(RESULT_DECIMAL, '$1$2.$3')
    .replace(SPACED_THOUSAND, '$1000 ');
}
