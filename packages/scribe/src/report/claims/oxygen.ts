import { vitalReadings } from '../extract/index.js';
import { VITAL_TALK } from './check-findings.js';
import type { Consultation } from './consultation-types.js';
import { numberIn } from './text.js';
import { uniq, type Finding, type Statement } from './types.js';

/**
 * Oxygen saturation, in the report's field ('SpO2 97% on room air') and in prose ('she was satting 88%'): the
 * value written must be a value said for it. A wrong saturation hides hypoxia, so it is checked like the other
 * vitals; its number alone is compared, not the oxygen breathed said with it.
 */

/**
 * The saturations a text gives, read as the writer reads them (extract/vital-readers.ts): a number the
 * vital-ranges row says no saturation can be, or an oxygen flow ('oxygen 2 liters'), is none.
 */
export function saturationsIn(text: string): number[] {
  return vitalReadings('oxygenSaturation', text).flatMap((r) => (r.value ? [parseFloat(r.value)] : []));
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
    if (c.segs.some((seg) => VITAL_TALK.oxygenSaturation.test(seg.text) && numberIn(seg.text, n))) continue;
    return { kind: 'unsupported', claim: 'vital', reason: `No oxygen saturation of ${n}% was said`, segmentIds: [] };
  }
  return null;
}
