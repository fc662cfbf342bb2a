import { capture, oneOf, regex, wordsOf } from '../pattern.js';
import { RATE_DECADES, VITAL_NAMES } from './vital-cues.js';
import type { VitalKey } from './types.js';

/**
 * Vital signs with units: each reading's words and the value the report writes from them, or null;
 * implausible numbers are dropped ('nothing more than 5 pounds' is a change, not a weight).
 */
interface Reader {
  words: RegExp;
  value: (m: RegExpExecArray) => string | null;
}

const DECADES = new Map(RATE_DECADES.map(([said, n]) => [said, String(n)]));
const DECADE_SAID = capture(RATE_DECADES.map(([said]) => said));

/** The words between a vital's name and its number: within the sentence, naming no other vital. */
const GAP = regex([`(?:(?!${wordsOf(VITAL_NAMES)})[^.?!]){0,40}?`]).source;

/**
 * What makes a number and its unit the patient's weight: the weight named before it ('your weight today is
 * 204 pounds'), the patient said to be at it ('you're at 185 pounds today'), or the scale reading it ('the
 * scale says 162 pounds'). A number of pounds alone is as often a change ('lost 10 pounds') or a load.
 */
const WEIGHT_LEAD = oneOf([
  String.raw`\bweigh(?:s|t|ing|ed)?\b[^.?!]{0,25}?`,
  String.raw`\b(?:you're|you are) (?:now )?(?:at|up to|down to) `,
  String.raw`\bthe scale (?:says|said|shows|showed|reads) `,
]);

const readers: Record<VitalKey, Reader> = {
  bloodPressure: {
    // 'Your pressure today is 142 over 88': a pressure said as two numbers over each other is the blood pressure.
    words: new RegExp(`\\b(?:(?:blood )?pressures?|bp)\\b${GAP}(\\d{2,3})\\s*(?:/|over)\\s*(\\d{2,3})`, 'g'),
    value: (m) => {
      const [s, d] = [Number(m[1]), Number(m[2])];
      return s >= 60 && s <= 260 && d >= 30 && d <= 160 && s > d ? `${s}/${d} mmHg` : null;
    },
  },
  heartRate: {
    // 'Pulse ox' is the oxygen saturation, not the pulse.
    words: new RegExp(
      `\\b(?:heart rate|pulse(?! ?ox)(?: rate)?|hr)\\b${GAP}(?:(\\d{2,3})\\b|(?:in the )?(\\d0)s\\b|in the ${DECADE_SAID})`,
      'g',
    ),
    value: (m) => {
      const decade = m[2] ?? DECADES.get(m[3] ?? '');
      if (decade) return `${decade}s bpm`;
      const n = Number(m[1]);
      return n >= 30 && n <= 220 ? `${n} bpm` : null;
    },
  },
  temperature: {
    words: new RegExp(
      // '100. 4': a tenth said after a pause the transcript wrote as a full stop.
      `\\b(?:temperature|temp|fever of|febrile to)\\b${GAP}(\\d{2,3}(?:\\.\\s?\\d(?!\\d))?)\\s*(?:degrees?\\s*)?(f|c|fahrenheit|celsius)?\\b`,
      'g',
    ),
    value: (m) => {
      const n = Number(m[1]!.replace(' ', ''));
      const celsius = m[2]?.startsWith('c') || (n >= 34 && n <= 43);
      if (celsius) return n >= 34 && n <= 43 ? `${n} °C` : null;
      return n >= 93 && n <= 110 ? `${n} °F` : null;
    },
  },
  respiratoryRate: {
    words: new RegExp(
      `\\b(?:respiratory rate|respirations|respiration rate|breathing rate|rr)\\b${GAP}(\\d{1,2})\\b`,
      'g',
    ),
    value: (m) => {
      const n = Number(m[1]);
      return n >= 6 && n <= 60 ? `${n} breaths/min` : null;
    },
  },
  weight: {
    words: regex([WEIGHT_LEAD, String.raw`(\d{2,3}(?:\.\d)?)\s*(kg|kilograms?|kilos?|lbs?|pounds?)\b`], 'g'),
    value: (m) => {
      const n = Number(m[1]);
      if (m[2]!.startsWith('k')) return n >= 15 && n <= 300 ? `${n} kg` : null;
      return n >= 40 && n <= 700 ? `${n} lb` : null;
    },
  },
};

/** The vital signs read, in the order the note lists them. */
export const VITAL_KEYS = Object.keys(readers) as VitalKey[];

/** Each reading of one vital in a text, in the order said, with where its words are. */
export function readings(key: VitalKey, text: string): { value: string | null; index: number; end: number }[] {
  const { words, value } = readers[key];
  return [...text.matchAll(words)].map((m) => ({ value: value(m), index: m.index, end: m.index + m[0].length }));
}

/** Reads one vital from any text, its first reading (the verifier uses it on report values and note text). */
export function readVital(key: VitalKey, text: string): string | null {
  return readings(key, text)[0]?.value ?? null;
}
