import { capture, oneOf, regex, wordsOf } from '../pattern.js';
import { hypotheticalBefore } from '../reading/subject.js';
import { MIXED_DEGREE_WORDS } from '../vocabulary/mixed-degrees.js';
import { around, measuredElsewhere, measuredToday } from '../reading/measured.js';
import { RATE_DECADES, VITAL_NAMES } from './vital-cues.js';
import type { ClinicalFacts, Seg, VitalKey } from './types.js';
import { utterancesOf } from './utterances.js';

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
    words:
      /\b(?:weigh(?:s|t|ing|ed)?|weight is|weight of)\b[^.?!]{0,25}?(\d{2,3}(?:\.\d)?)\s*(kg|kilograms?|kilos?|lbs?|pounds?)\b/g,
    value: (m) => {
      const n = Number(m[1]);
      if (m[2]!.startsWith('k')) return n >= 15 && n <= 300 ? `${n} kg` : null;
      return n >= 40 && n <= 700 ? `${n} lb` : null;
    },
  },
};

/** Each reading of one vital in a text, in the order said, with where its words are. */
export function readings(key: VitalKey, text: string): { value: string | null; index: number; end: number }[] {
  const { words, value } = readers[key];
  return [...text.matchAll(words)].map((m) => ({ value: value(m), index: m.index, end: m.index + m[0].length }));
}

/** A reading taken at another place or time ('in the emergency room it was 200/90'): not today's. */
const takenElsewhere = (text: string, index: number, end: number) => measuredElsewhere(around(text, index, end));

/** Words that only join one reading to the next in a list ('190 over 100 and your heart rate was 110'). */
const LIST_JOIN = /^[\s,]*(?:and|also|with)?\s*(?:(?:your|the|his|her|their) )?$/;

/**
 * The readings of a piece of speech taken elsewhere: those said with a place or time, and those listed
 * after one with nothing between but 'and' ('in the emergency room your blood pressure was 190 over 100
 * and your heart rate was 110'): a list of readings is taken at the one place it names.
 */
function elsewhereIn(text: string): { index: number; end: number }[] {
  const all = (Object.keys(readers) as VitalKey[])
    .flatMap((key) => readings(key, text))
    .sort((a, b) => a.index - b.index);
  const out: { index: number; end: number }[] = [];
  for (const r of all) {
    const before = out.at(-1);
    const listed = before && LIST_JOIN.test(text.slice(before.end, r.index));
    if (takenElsewhere(text, r.index, r.end) || listed) out.push(r);
  }
  return out;
}

/**
 * A pressure or other vital judged at another place or time: one said where it was taken ('high at the
 * ER', 'my blood pressure at home'), or said in the past tense with no word placing it at this visit
 * ('your blood pressure was high' of a hospital stay), unlike 'it was high when you came in'.
 */
export function judgedElsewhere(text: string, index: number, end: number): boolean {
  const words = around(text, index, end);
  return measuredElsewhere(words) || (/\b(?:was|were)\b/.test(words) && !measuredToday(words));
}

/**
 * Blood pressure said without a reading ('your blood pressure is a little high today', code-mixed 'BP
 * thoda high hai'): the clinician's judgement, as ACI-Bench notes write it ('Blood Pressure: Elevated').
 */
/** Words between 'blood pressure' and its level: verbs, 'today', degree words (the code-mixed ones from the shared table), Hindi and Tamil particles. */
const BP_BETWEEN = [
  'is',
  'was',
  'has been',
  'looks?',
  'seems?',
  'reading',
  'today',
  'still',
  'aaj',
  'bhi',
  ...MIXED_DEGREE_WORDS.map((d) => d.word),
  'a little',
  'a bit',
  'slightly',
  'little bit',
  'quite',
  'very',
  'too',
  'pretty',
  'ka',
  'ki',
  'kuch',
  'hai',
  'irukku',
];
/** Code-mixed words of more ('zyada'): said of a level, it is up. */
const MORE = MIXED_DEGREE_WORDS.filter((d) => d.degree === 'more').map((d) => d.word);
/** The level said, captured (m[1]): 'high', 'low', 'well controlled', Hindi 'zyada', Tamil 'adhigam'. */
const BP_LEVEL = capture([
  'high',
  'elevated',
  'up',
  'raised',
  'low',
  ...MORE,
  'kam',
  'adhigam',
  'kammi',
  'normal',
  'good',
  'controlled',
  'well controlled',
  'fine',
]);
/** Said of one reading: 'your blood pressures look good' judges readings over days (a home log), not today's. */
const BP_WORDS = regex([
  String.raw`\b(?:blood pressure|bp)\b(?:\s+${oneOf(BP_BETWEEN)})*\s+`,
  BP_LEVEL,
  String.raw`\b`,
]);
/** Said to be a little high or low: English, and the code-mixed words of slight degree ('thoda', 'konjam'). */
const SLIGHT = regex([
  wordsOf([
    'a little',
    'a bit',
    'slightly',
    'little bit',
    ...MIXED_DEGREE_WORDS.filter((d) => d.degree === 'slight').map((d) => d.word),
  ]),
]);

/** A level said to be up: English, Tamil 'adhigam', and the code-mixed words of more. */
const RAISED = regex([oneOf(['high', 'elevated', 'up', 'raised', 'adhigam', ...MORE])]);

function bloodPressureWords(text: string): string | null {
  const m = BP_WORDS.exec(text);
  // 'if your blood pressure is still high next month we'll increase it': a condition, not today's reading.
  if (!m || hypotheticalBefore(text, m.index)) return null;
  const level = RAISED.test(m[1]!) ? 'elevated' : /low|kam|kammi/.test(m[1]!) ? 'low' : 'normal';
  return level !== 'normal' && SLIGHT.test(m[0]) ? `slightly ${level}` : level;
}

/** A piece of speech that ends on a temperature's number, and the next piece that opens on its tenth ('… 100 | point 4'). */
const ENDS_ON_NUMBER = /\d\s*$/;
const TENTH_OPENS = /^(point )?(\d)\b/;

/**
 * A temperature cut off at a pause before its tenth: 'point 4' opening the clinician's next piece is its
 * tenth; a bare '4' may open a new sentence, and a piece the labels give the other speaker may be either's
 * ('ninety seven | seven and that is all normal'), so the reading is held for the clinician, never written
 * as the whole number alone.
 */
function cutTemperature(segs: Seg[], at: number, value: string, facts: ClinicalFacts): string | null {
  const [seg, next] = [segs[at]!, segs[at + 1]];
  const tenth = next ? TENTH_OPENS.exec(next.text) : null;
  if (!tenth || !ENDS_ON_NUMBER.test(seg.text) || value.includes('.')) return value;
  const joined = value.replace(/^(\d+)/, `$1.${tenth[2]!}`);
  if (tenth[1] && next!.role === seg.role) return joined;
  facts.held.push({
    value: { section: 'physicalExam', text: `Temperature ${joined}` },
    segmentIds: [seg.id, next!.id],
  });
  return null;
}

/**
 * Today's vital signs: of the plausible readings of each, leaving out one taken at another place or time,
 * the first said with words placing it at this visit ('your vitals today'), else the first.
 */
export function extractVitals(segs: Seg[], facts: ClinicalFacts) {
  const elsewhere = new Map(segs.map((seg) => [seg, elsewhereIn(seg.text)]));
  for (const key of Object.keys(readers) as VitalKey[]) {
    const found = segs.flatMap((seg, at) =>
      readings(key, seg.text)
        .filter((r) => r.value && !elsewhere.get(seg)!.some((e) => e.index === r.index))
        .map((r) => ({ ...r, seg, at, today: measuredToday(around(seg.text, r.index, r.end)) })),
    );
    const today = found.find((r) => r.today) ?? found[0];
    if (!today) continue;
    const last = today.end >= today.seg.text.trimEnd().length - 1;
    const value = key === 'temperature' && last ? cutTemperature(segs, today.at, today.value!, facts) : today.value;
    if (value) facts.vitals[key] = { value, segmentIds: [today.seg.id] };
  }
  // Only when no reading was said, and only from the clinician's statements, not a question or another day's.
  if (facts.vitals.bloodPressure) return;
  for (const u of utterancesOf(segs)) {
    if (u.seg.role !== 'Doctor' || u.question || measuredElsewhere(u.text)) continue;
    const value = bloodPressureWords(u.text);
    if (value) {
      facts.vitals.bloodPressure = { value, segmentIds: [u.seg.id] };
      return;
    }
  }
}

/** Reads one vital from any text, its first reading (the verifier uses it on report values and note text). */
export function readVital(key: VitalKey, text: string): string | null {
  return readings(key, text)[0]?.value ?? null;
}
