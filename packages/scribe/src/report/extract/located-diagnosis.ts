import { partsIn } from '../claims/body-parts.js';
import { SITE_PARTS, UNSIDED_PARTS } from '../vocabulary/complaint-cues.js';
import { disputedLine, sideNear } from './complaint-site.js';
import { placeLesions } from './lesion-site.js';
import type { ClinicalFacts, Seg } from './types.js';
import { utterancesOf } from './utterances.js';

/** A side said in the diagnosis ('osteoarthritis in both knees' too): nothing is added before its part. */
const SIDED = /\b(?:left|right|bilateral|both)\b/i;
const SIDED_PARTS = SITE_PARTS.filter((p) => !UNSIDED_PARTS.includes(p));
/** A part said as the place of the diagnosis, a word or two after 'of the' ('fracture of the middle finger'). */
const PLACED = /\b(?:of|in|on) (?:the |your |his |her )?(?=(?:[a-z-]+ ){0,2}$)/i;

/**
 * A diagnosis that names a part with a left and a right ('knee sprain', 'fracture of the middle finger')
 * gets the side said for that part where the clinician stated it, as the chief complaint does
 * (located-reason.ts): 'right knee sprain'. Without it a reader cannot tell which knee is treated. A side
 * said for both, or for each side at once, places nothing but 'bilateral' (complaint-site.ts). A growth
 * named without a part ('melanoma') takes the site said of it (lesion-site.ts).
 */
export function locateDiagnoses(segs: Seg[], facts: ClinicalFacts) {
  placeLesions(segs, facts);
  const all = utterancesOf(segs);
  for (const a of facts.assessment) {
    const name = a.value.diagnosis;
    if (SIDED.test(name)) continue;
    const named = partsIn(name.toLowerCase()).find((p) => SIDED_PARTS.includes(p.part));
    if (!named) continue;
    const at = all.findIndex((u) => a.segmentIds.includes(u.seg.id));
    const side = sideNear(segs, named.part, Math.max(0, at));
    if (!side) continue;
    // 'fracture of the right middle finger', 'strain of the right posterior cruciate ligament', but
    // 'right tennis elbow', 'right proximal humerus fracture'.
    const placed = PLACED.exec(name.slice(0, named.index));
    const from = placed ? placed.index + placed[0].length : 0;
    // A side the talk disagrees on is written with neither, and offered with both.
    if (side.disputed) {
      const text = disputedLine(name, from, side.disputed, named.part);
      facts.held.push({ value: { section: 'assessment', text }, segmentIds: [...a.segmentIds, ...side.disputed.ids] });
      continue;
    }
    a.value.diagnosis = `${name.slice(0, from)}${side.side} ${name.slice(from)}`;
    if (!a.segmentIds.includes(side.id)) a.segmentIds.push(side.id);
  }
}
