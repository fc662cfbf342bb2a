import { oneOf } from '../pattern.js';
import type { Consultation } from './consultation-types.js';
import { numberIn } from './text.js';
import { uniq, type Finding, type Statement } from './types.js';

/**
 * Oxygen saturation, a vital the report has no field for but prose gives ('SpO2 98% on room air', 'she
 * was satting 88%'): the value written must be a value said for it. A wrong saturation hides hypoxia,
 * so it is checked like the vitals with fields.
 */
/** Names of the oxygen saturation: 'spo2', 'o2 sats', 'pulse ox', 'satting'. */
const SATURATION_NAMES = [
  'oxygen saturation',
  'oxygen sat(?:uration)?s?',
  'oxygen levels?',
  'oxygen',
  'o2 sat(?:uration)?s?',
  'o2',
  'spo2',
  'sp o2',
  'sao2',
  'pulse ox(?:imetry)?',
  'pulse-ox',
  'sat(?:uration)?s?',
  'satting',
  'saturating',
];
const NAMED = oneOf(SATURATION_NAMES);
const READING = new RegExp(
  String.raw`\b${NAMED}\b(?:\s+(?:level|is|was|were|are|of|at|on room air|on ra|reading|today|now|been|around|about|only|just|still|down to|up to|[:=]))*\s*(\d{2,3})(?:\.\d)?\s*(%|percent\b)?`,
  'g',
);
/** A saturation names no percentage over 100 or below 50; 'oxygen 2 liters' is a flow, not a saturation. */
const plausible = (n: number) => n >= 50 && n <= 100;

/** The saturations a text gives. */
export function saturationsIn(text: string): number[] {
  return [...text.matchAll(READING)]
    .filter((m) => !/^\s*(?:l|liters?|litres?|lpm|l\/min)\b/.test(text.slice(m.index + m[0].length)))
    .map((m) => Number(m[1]))
    .filter(plausible);
}

const said = new WeakMap<Consultation, { n: number; seg: string }[]>();
function saturationsSaid(c: Consultation): { n: number; seg: string }[] {
  let out = said.get(c);
  if (!out) said.set(c, (out = c.segs.flatMap((seg) => saturationsIn(seg.text).map((n) => ({ n, seg: seg.id })))));
  return out;
}

export function checkOxygen(s: Statement, c: Consultation): Finding | null {
  const written = saturationsIn(s.norm);
  if (!written.length) return null;
  const heard = saturationsSaid(c);
  for (const n of written) {
    if (heard.some((x) => x.n === n)) continue;
    if (heard.length)
      return {
        kind: 'contradicted',
        claim: 'vital',
        reason: `Transcript says oxygen saturation ${heard[0]!.n}%`,
        segmentIds: uniq(heard.map((x) => x.seg)),
      };
    // A reading the reader missed still counts when the number is said in a turn about oxygen.
    if (c.segs.some((seg) => /\b(?:oxygen|o2|sat\w*|pulse ox)\b/.test(seg.text) && numberIn(seg.text, n))) continue;
    return { kind: 'unsupported', claim: 'vital', reason: `No oxygen saturation of ${n}% was said`, segmentIds: [] };
  }
  return null;
}
