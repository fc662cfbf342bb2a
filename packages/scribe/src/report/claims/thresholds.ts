// A threshold's time: 'call if you gain 3 pounds in 2 days' is a gain counted over 2 days.
import { oneOf, regex } from '../pattern.js';
import type { Consultation } from './consultation-types.js';
import { daysWords, sameSpan, spansIn } from './durations.js';
import { THRESHOLD_AMOUNTS } from './span-cues.js';
import { uniq, type Finding, type Statement } from './types.js';

/** The amount and the word that counts it over a time, just before the span: '3 pounds over ', '2 kg within the next '. */
const COUNTED_OVER = regex([
  '(',
  oneOf(THRESHOLD_AMOUNTS),
  String.raw`)\s+(?:in|over|within)\s+(?:(?:the next|the span of|a period of)\s+)?$`,
]);
const REACH = 40;

/** The amount counted when the span at `index` of `text` is a threshold's time ('3 pounds' of '3 pounds in 2 days'), or null. */
export function thresholdBefore(text: string, index: number): string | null {
  return COUNTED_OVER.exec(text.slice(Math.max(0, index - REACH), index))?.[1] ?? null;
}

/**
 * A threshold's time written in the note ('seek care if weight gain of 3 pounds over 2 days', whether 'over',
 * 'in' or 'within') must be the time said with a threshold in the talk: another one changes what the patient
 * acts on. With no threshold said, a span said anywhere bears it out, as for any span.
 */
export function checkThreshold(s: Statement, c: Consultation): Finding | null {
  const said = c.segs.flatMap((seg) =>
    spansIn(seg.text)
      .map((x) => ({ days: x.days, amount: thresholdBefore(seg.text, x.index), text: x.text, seg: seg.id }))
      .filter((x) => x.amount !== null),
  );
  for (const x of spansIn(s.norm)) {
    if (thresholdBefore(s.norm, x.index) === null || said.some((y) => sameSpan(x.days, y.days))) continue;
    if (said.length)
      return {
        kind: 'contradicted',
        claim: 'duration',
        reason: `Transcript says ${said[0]!.amount} in ${daysWords(said[0]!.days)}, not over ${x.text}`,
        segmentIds: uniq(said.map((y) => y.seg)),
      };
    if (c.spans.some((y) => !y.followUp && sameSpan(x.days, y.days))) continue;
    return { kind: 'unsupported', claim: 'duration', reason: `No threshold over ${x.text} was said`, segmentIds: [] };
  }
  return null;
}
