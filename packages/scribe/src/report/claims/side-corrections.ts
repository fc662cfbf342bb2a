import { partsIn } from './body-parts.js';
import type { Consultation } from './consultation-types.js';
import { UNSPECIFIED, type SideClaim } from './sides.js';

/** A side corrected to the other ('it's not the right knee, it's the left knee', 'not my right, my left'). */
const CORRECTION =
  /\bnot (?:the |my |your |his |her |on the )?(left|right)\b[^.?!;]{0,30}?\b(?:it's|it is|its|it was|but|rather|on)\s+(?:the |my |your |his |her )?(left|right)\b/g;

/** The turns that correct `side` of the claim's part to the other side: a side corrected is wrong, whatever a slip says later. */
export function correctedAway(claim: SideClaim, c: Consultation): string[] {
  return c.segs
    .filter((seg) =>
      [...seg.text.matchAll(CORRECTION)].some((m) => {
        const parts = partsIn(m[0]).map((p) => p.part);
        return (
          m[1] === claim.side &&
          m[2] !== claim.side &&
          (!parts.length || claim.part === UNSPECIFIED || parts.includes(claim.part))
        );
      }),
    )
    .map((seg) => seg.id);
}
