import { oneOf, regex } from '../pattern.js';
import { around, measuredElsewhere, measuredToday } from '../reading/measured.js';
import { VITAL_NAMES } from '../vocabulary/vital-names.js';
import type { Seg, VitalKey } from './types.js';
import { MEASURING_NAMES, NOT_READ_OUT_AFTER, PRESSURE_READ_BY, READ_OUT_LEADS, TARGET_BEFORE } from './vital-cues.js';
import { readings, VITAL_KEYS } from './vital-readers.js';

/** A reading whose vital was named in one piece of speech and whose number was said in the next. */
export interface CarriedReading {
  key: VitalKey;
  value: string;
  /** the piece the number was said in, its place among the pieces, and where the number is in it */
  seg: Seg;
  at: number;
  index: number;
  end: number;
  /** the piece naming the vital */
  named: Seg;
  today: boolean;
}

const NAMED = Object.fromEntries(VITAL_KEYS.map((k) => [k, regex([`\\b(?:${MEASURING_NAMES[k]})\\b`], 'g')])) as Record<
  VitalKey,
  RegExp
>;

/**
 * A number read out at the opening of a piece: the leads, then one number with its tenth and unit, or two
 * over each other (a pressure). Not a percentage (the oxygen, not a pulse) but after the saturation was
 * named ('let me put the oximeter on' … 'okay 96 percent'), a target or norm ('is the goal', 'is normal'),
 * a time or a dose.
 */
const readOut = (percent: boolean) =>
  regex([
    String.raw`^[\s,]*(?:${oneOf(READ_OUT_LEADS)}\b[\s,]*)*`,
    String.raw`(\d{2,3}(?:\.\d)?\b(?:\s*(?:/|over)\s*\d{2,3}\b)?)(?!\s*(?:/|over)\s*\d|\.\d)`,
    String.raw`(?:\s*(?:degrees?|fahrenheit|celsius|pounds?|lbs?|kg|kilos?|kilograms?)\b${percent ? String.raw`|\s*(?:%|percent\b)` : ''})?`,
    `(?!\\s*(?:%|${oneOf(NOT_READ_OUT_AFTER)}\\b))`,
  ]);
const READ_OUT = readOut(false);
const READ_OUT_PERCENT = readOut(true);
const PAIR = /\d\s*(?:\/|over)\s*\d/;

/** The text after the sentence a name was said in, within its piece: where the number may be read out. */
const afterSentence = (text: string, from: number) => {
  const stop = text.slice(from).search(/[.?!]\s/);
  return stop < 0 ? null : from + stop + 2;
};

/**
 * The vital named in a piece and not read there, with where its name is: of the vitals read as one number,
 * only when a single one is named ('let me check your temperature and pulse' leaves which number is which
 * unsure).
 */
function namedUnread(text: string): { key: VitalKey; index: number; end: number }[] {
  const named = VITAL_KEYS.flatMap((key) => {
    const last = [...text.matchAll(NAMED[key])].at(-1);
    return last && !readings(key, text).length ? [{ key, index: last.index, end: last.index + last[0].length }] : [];
  });
  const singles = named.filter((n) => n.key !== 'bloodPressure');
  return singles.length > 1 ? named.filter((n) => n.key === 'bloodPressure') : named;
}

/**
 * The clinician measuring a vital, then reading out its number ('let me take your blood pressure' … 'okay
 * it's 130 over 80 today'; 'let me get your pulse' … 'it's about 82'), or answering the patient's question
 * ('what was my blood pressure' … 'it was 120 over 70 today'): the number opening the clinician's next
 * sentence or piece is that vital's. A pressure's two numbers, a shape no other vital has, may follow a word
 * from the patient ('sure'); one number must come straight after. Read as the vital's name and the number,
 * so each vital's own bounds hold. One named or said with another place or time is left out, unless the
 * number itself is said to be today's.
 */
export function carriedReadings(segs: Seg[]): CarriedReading[] {
  const out: CarriedReading[] = [];
  segs.forEach((named, i) => {
    for (const name of namedUnread(named.text)) {
      const pair = name.key === 'bloodPressure';
      const next = segs.slice(i + 1, i + (pair ? 3 : 2)).find((s) => s.role === 'Doctor');
      const from = named.role === 'Doctor' ? afterSentence(named.text, name.end) : null;
      const pieces = [
        ...(from === null ? [] : [{ seg: named, at: i, start: from }]),
        ...(next ? [{ seg: next, at: segs.indexOf(next), start: 0 }] : []),
      ];
      for (const p of pieces) {
        const m = (name.key === 'oxygenSaturation' ? READ_OUT_PERCENT : READ_OUT).exec(p.seg.text.slice(p.start));
        if (!m || PAIR.test(m[1]!) !== pair) continue;
        const value = readings(name.key, `${VITAL_NAMES[name.key]} ${m[0].slice(m[0].indexOf(m[1]!))}`)[0]?.value;
        const [index, end] = [p.start + m.index, p.start + m.index + m[0].length];
        const said = around(p.seg.text, index, end);
        const today = measuredToday(said);
        const namedWords = around(named.text, name.index, name.end);
        const elsewhere = measuredElsewhere(namedWords, named.role === 'Doctor') || measuredElsewhere(said, true);
        if (!value || (!today && elsewhere)) continue;
        out.push({ key: name.key, value, seg: p.seg, at: p.at, index, end, named, today });
        break;
      }
    }
  });
  return out;
}

/** Two numbers over each other, with the words before them (m[1]) and not said of a target or norm after. */
const BARE_PAIR = regex(
  [
    String.raw`(\b[a-z' ]{0,30}?)`,
    String.raw`\b\d{2,3}\s*(?:/|over)\s*\d{2,3}\b`,
    `(?!\\s*(?:%|${oneOf(NOT_READ_OUT_AFTER)}\\b))`,
  ],
  'g',
);
const READ_BY = regex([`${oneOf(PRESSURE_READ_BY)}\\s*$`]);
const TARGET = regex([`\\b${oneOf(TARGET_BEFORE)}\\b`]);

/**
 * Two numbers over each other the clinician says with no vital named ('the nurse has you at 132 over 84',
 * 'the machine says 130 over 80', 'your numbers today are 130 over 80'): a blood pressure, a shape no other
 * vital has, when said as measured by someone or something or as today's; not a target ('under 130 over
 * 80'), nor one said with another place or time.
 */
export function barePressures(segs: Seg[]): CarriedReading[] {
  return segs.flatMap((seg, at) => {
    if (seg.role !== 'Doctor' || readings('bloodPressure', seg.text).length) return [];
    return [...seg.text.matchAll(BARE_PAIR)].flatMap((m) => {
      const [index, end] = [m.index + m[1]!.length, m.index + m[0].length];
      const value = readings('bloodPressure', `blood pressure ${m[0].slice(m[1]!.length)}`)[0]?.value;
      const words = around(seg.text, index, end);
      const today = measuredToday(`${m[1]!}${words}`);
      if (!value || TARGET.test(m[1]!) || !(READ_BY.test(m[1]!) || today) || measuredElsewhere(words, true)) return [];
      return [{ key: 'bloodPressure' as const, value, seg, at, index, end, named: seg, today }];
    });
  });
}
