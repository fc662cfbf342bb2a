import { oneOf, regex } from '../pattern.js';
import { NOT_DOSE_UNITS } from './dose-role-cues.js';

/**
 * What a dose is to its medicine when a change is talked about: 'increase it from 20 mg to 40 mg'
 * says 20 mg is the dose before and 40 mg the dose after. A report that moves the numbers round
 * ('increase to 20 mg') names both doses the consultation said, and only their roles tell it wrong.
 */
export type DoseRole = 'to' | 'from' | null;

/** A verb that changes a dose ('increase', 'went', 'lowered', 'titrate up'). */
const CHANGE =
  /\b(?:increas|decreas|rais|lower|reduc|titrat|bump|doubl|halv|chang|switch|adjust|went|go|going|up|down|cut|drop)\w*\b/;

/** The role of the dose whose number starts at `index` of `text` (a medicine's window of words). */
function doseRole(text: string, index: number): DoseRole {
  const before = text.slice(Math.max(0, index - 60), index);
  if (/\bfrom\s+(?:about\s+|around\s+)?$/.test(before)) return 'from';
  if (/\bto\s+(?:about\s+|around\s+)?$/.test(before) && CHANGE.test(before)) return 'to';
  return null;
}

/** A unit of a dose; not of a concentration or a lab value ('265 mg/dL'). */
const UNIT = '(?:mg|mcg|micrograms?|milligrams?|units?|ml|g|grams?)(?!\\/(?:dl|l|ml)\\b|\\s+per\\s+deciliter)';
/** 'N or M mg', 'N to M mg', 'N-M mg': both numbers are doses. */
const DOSE_RANGE = new RegExp(`\\b(\\d+(?:\\.\\d+)?)\\s*(?:or|to|-)\\s*(\\d+(?:\\.\\d+)?)\\s*${UNIT}\\b`, 'g');
const DOSE = new RegExp(`\\b(\\d+(?:\\.\\d+)?)\\s*${UNIT}\\b`, 'g');
/** 'lowered it to 20', 'went to 22.5': a number a change goes to is a dose, unit or not (not '… to 3 weeks'). */
const BARE_TARGET =
  /\bto\s+(?:about\s+|around\s+)?(\d+(?:\.\d+)?)\b(?!\s*(?:%|percent|days?|weeks?|months?|years?|hours?|minutes?|times?|pounds?|lbs|kg|blocks?|miles?|steps?|\/|over|o'clock|am|pm|p\.m\.|a\.m\.))/g;

/** 'i'm at 20', 'currently on about 40': the dose taken now (m[1]). */
const AT_NOW = regex(
  [
    String.raw`\b(?:(?:i'm|i am|he's|she's|he is|she is)\s+at|currently\s+(?:at|on))\s+(?:about\s+|around\s+)?`,
    String.raw`(\d+(?:\.\d+)?)\b(?!\s*${oneOf(NOT_DOSE_UNITS)})`,
  ],
  'g',
);

/**
 * The doses said in a medicine's window of words (`text` from `from` to `to`), each with its role in
 * a change, read in the whole sentence: the verb often comes before the medicine ('increase Prozac to 40 mg').
 */
export function dosesIn(text: string, from = 0, to = text.length): { dose: string; index: number; role: DoseRole }[] {
  const window = text.slice(from, to);
  const out = new Map<number, { dose: string; index: number; role: DoseRole }>();
  const add = (dose: string, at: number) => out.set(at, { dose, index: at, role: doseRole(text, from + at) });
  for (const m of window.matchAll(DOSE)) add(m[1]!, m.index);
  for (const m of window.matchAll(DOSE_RANGE)) if (!out.has(m.index)) add(m[1]!, m.index);
  for (const m of window.matchAll(BARE_TARGET)) {
    const at = m.index + m[0].length - m[1]!.length;
    if (!out.has(at) && doseRole(text, from + at) === 'to') add(m[1]!, at);
  }
  for (const m of window.matchAll(AT_NOW)) {
    const at = m.index + m[0].length - m[1]!.length;
    if (!out.has(at)) out.set(at, { dose: m[1]!, index: at, role: 'from' });
  }
  return [...out.values()].sort((a, b) => a.index - b.index);
}
