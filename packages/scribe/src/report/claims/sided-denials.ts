import type { Consultation } from './consultation-types.js';
import { otherSide, sidesIn } from './sides.js';

/** How far before a symptom's words its side may start: the length of 'right ' ('right knee pain'). */
const SIDE_BEFORE = 6;

/**
 * Whether every denial of a part's symptom was said of one side while the note writes it on the other: 'no
 * pain in my left knee' does not deny the right knee's pain the note tells. The note's side is one bound to a
 * part within the symptom's words ('right knee pain'); a denial counts as sided when its turn, or the question
 * it answers, calls that part well on the other side. Whether the side written is the right one is the
 * laterality check's.
 */
export function deniedOnOtherSide(
  sentence: string,
  mention: { index: number; end: number },
  denied: readonly string[],
  c: Consultation,
): boolean {
  const written = sidesIn(sentence, '', true).find(
    (x) => x.bound && x.index >= mention.index - SIDE_BEFORE && x.index < mention.end,
  );
  if (!written || denied.length === 0) return false;
  const other = otherSide(written.side);
  const turns = c.segs.map((x) => x.id);
  return denied.every((id) => {
    const at = turns.indexOf(id);
    const near = new Set([id, turns[at - 1]]);
    return c.sides.some((x) => near.has(x.seg) && x.part === written.part && x.side === other && x.well);
  });
}
