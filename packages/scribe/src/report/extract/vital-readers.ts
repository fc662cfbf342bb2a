import { capture, oneOf, regex, wordsOf } from '../pattern.js';
import { FLOW_UNITS, RATE_DECADES, SATURATION_BETWEEN, SATURATION_NAMES, VITAL_NAMES } from './vital-cues.js';
import type { VitalKey } from './types.js';
import { VITAL_RANGES } from '../vocabulary/vital-ranges.js';

/**
 * Vital signs with units: each reading's words and the value the report writes from them, or null. A number
 * no patient of any age can have for the vital (vocabulary/vital-ranges.ts) is no reading of it ('nothing more
 * than 5 pounds' is a change, not a weight); whether it is plausible at the patient's age is the gate's.
 */
interface Reader {
  words: RegExp;
  value: (m: RegExpExecArray) => string | null;
}

/** A reading's number in the ranges' units: °C, kg, the systolic pressure. */
export function inRangeUnits(value: string): number {
  const n = Number(/\d+(?:\.\d+)?/.exec(value)![0]);
  if (value.includes('°F')) return ((n - 32) * 5) / 9;
  return value.endsWith(' lb') ? n * 0.4536 : n;
}

/** The value when its number is a reading of the vital at some age, else null. */
function atAnyAge(key: VitalKey, value: string): string | null {
  const { child, adult, possible } = VITAL_RANGES[key];
  const [low, high] = possible ?? [Math.min(child[0], adult[0]), Math.max(child[1], adult[1])];
  const n = inRangeUnits(value);
  return n >= low && n <= high ? value : null;
}

const DECADES = new Map(RATE_DECADES.map(([said, n]) => [said, String(n)]));
const DECADE_SAID = capture(RATE_DECADES.map(([said]) => said));

/** The words between a vital's name and its number: within the sentence, naming no other vital. */
const GAP = regex([`(?:(?!${wordsOf(VITAL_NAMES)})[^.?!]){0,40}?`]).source;

/** Words that make a number of pounds a change of weight, not a weight: 'weight loss of 20 pounds', 'gained weight'. */
const WEIGHT_CHANGE = oneOf(['loss', 'lost', 'los(?:e|ing)', 'gain(?:s|ed|ing)?', 'put on', 'drop(?:s|ped)?']);

/**
 * What makes a number and its unit the patient's weight: the weight named before it ('your weight today is
 * 204 pounds'), the patient said to be at it ('you're at 185 pounds today'), or the scale reading it ('the
 * scale says 162 pounds'). A number of pounds alone is as often a change ('lost 10 pounds') or a load, and so
 * is one after a weight said to change ('i have gained weight, about 12 pounds').
 */
const WEIGHT_LEAD = oneOf([
  regex([
    String.raw`(?<!\b${WEIGHT_CHANGE}(?: \w+){0,2} )`,
    String.raw`\bweigh(?:s|t|ing|ed)?\b`,
    String.raw`(?:(?!\b${WEIGHT_CHANGE}\b)[^.?!]){0,25}?`,
  ]).source,
  String.raw`\b(?:you're|you are) (?:now )?(?:at|up to|down to) `,
  String.raw`\bthe scale (?:says|said|shows|showed|reads) `,
]);

/**
 * A saturation: its name, only the words that join a name to its number, the number (not an oxygen flow:
 * 'oxygen 2 liters'), and the oxygen breathed when said after it ('88 on room air', '92% on 2 liters').
 */
const SATURATION_WORDS = regex(
  [
    wordsOf(SATURATION_NAMES),
    String.raw`(?:\s*${oneOf(SATURATION_BETWEEN)}(?![a-z]))*\s*`,
    String.raw`(\d{2,3}(?:\.\d)?)\b(?!\s*${wordsOf(FLOW_UNITS)})(?:\s*(?:%|percent\b))?`,
    String.raw`(?:\s*(?:on|with) (room air|ra|oxygen|o2|(\d{1,2}(?:\.\d)?) ?${oneOf(FLOW_UNITS)}(?: (?:of )?(?:oxygen|o2))?)\b)?`,
  ],
  'g',
);

/** The oxygen a saturation was read on, as the note writes it: 'on room air', 'on 2 L oxygen'. */
function breathing(said: string | undefined, flow: string | undefined): string {
  if (flow) return ` on ${flow} L oxygen`;
  if (!said) return '';
  return said === 'room air' || said === 'ra' ? ' on room air' : ' on oxygen';
}

const readers: Record<VitalKey, Reader> = {
  bloodPressure: {
    // 'Your pressure today is 142 over 88': a pressure said as two numbers over each other is the blood pressure.
    words: new RegExp(`\\b(?:(?:blood )?pressures?|bp)\\b${GAP}(\\d{2,3})\\s*(?:/|over)\\s*(\\d{2,3})`, 'g'),
    value: (m) => {
      const [s, d] = [Number(m[1]), Number(m[2])];
      // The ranges hold the systolic; the diastolic is below it and between 30 and 160.
      return d >= 30 && d <= 160 && s > d ? atAnyAge('bloodPressure', `${s}/${d} mmHg`) : null;
    },
  },
  heartRate: {
    // 'Pulse ox' is the oxygen saturation, not the pulse. A number of beats a minute is a heart rate however
    // far from its name ('your pulse, that's interesting, you're going at like about 60 beats a minute').
    words: new RegExp(
      `\\b(?:heart rate|pulse(?! ?ox)(?: rate)?|hr)\\b${GAP}(?:(\\d{2,3})\\b|(?:in the )?(\\d0)s\\b|in the ${DECADE_SAID})` +
        `|\\b(\\d{2,3}) (?:beats (?:a|per|each) minute|bpm)\\b`,
      'g',
    ),
    value: (m) => {
      const decade = m[2] ?? DECADES.get(m[3] ?? '');
      if (decade) return `${decade}s bpm`;
      const n = Number(m[1] ?? m[4]);
      return atAnyAge('heartRate', `${n} bpm`);
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
      const celsius = m[2]?.startsWith('c') || atAnyAge('temperature', `${n} °C`);
      return atAnyAge('temperature', celsius ? `${n} °C` : `${n} °F`);
    },
  },
  respiratoryRate: {
    words: new RegExp(
      `\\b(?:respiratory rate|respirations|respiration rate|breathing rate|rr)\\b${GAP}(\\d{1,2})\\b`,
      'g',
    ),
    value: (m) => {
      const n = Number(m[1]);
      return atAnyAge('respiratoryRate', `${n} breaths/min`);
    },
  },
  oxygenSaturation: {
    words: SATURATION_WORDS,
    value: (m) => atAnyAge('oxygenSaturation', `${Number(m[1])}%${breathing(m[2], m[3])}`),
  },
  weight: {
    // '20 pounds more than last year' is a change.
    words: regex(
      [
        WEIGHT_LEAD,
        String.raw`(\d{2,3}(?:\.\d)?)\s*(kg|kilograms?|kilos?|lbs?|pounds?)\b(?! (?:more|less|heavier|lighter)\b)`,
      ],
      'g',
    ),
    value: (m) => {
      const n = Number(m[1]);
      return atAnyAge('weight', m[2]!.startsWith('k') ? `${n} kg` : `${n} lb`);
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
