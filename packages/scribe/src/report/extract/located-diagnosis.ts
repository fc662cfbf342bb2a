import { partsIn } from '../claims/body-parts.js';
import { oneOf, regex } from '../pattern.js';
import { PART_MODIFIERS, SITE_PARTS, UNSIDED_PARTS } from '../vocabulary/complaint-cues.js';
import { sideNear } from './complaint-site.js';
import type { ClinicalFacts, Seg } from './types.js';
import { utterancesOf } from './utterances.js';

const SIDED = /\b(?:left|right|bilateral)\b/i;
const SIDED_PARTS = SITE_PARTS.filter((p) => !UNSIDED_PARTS.includes(p));
/** Words before a part that narrow it ('middle finger', 'upper arm'): the side goes before them. */
/** A part said as the place of the diagnosis ('fracture of the …'): the side goes with the part. */
const PLACED = /\b(?:of|in|on) (?:the |your |his |her )?$/i;
const NARROWED = regex([String.raw`(?:\b${oneOf(PART_MODIFIERS)}\s+){1,2}$`], 'i');

/**
 * A diagnosis that names a part with a left and a right ('knee sprain', 'fracture of the middle finger')
 * gets the side said for that part where the clinician stated it, as the chief complaint does
 * (located-reason.ts): 'right knee sprain'. Without it a reader cannot tell which knee is treated. A side
 * said for both, or for each side at once, places nothing but 'bilateral' (complaint-site.ts).
 */
export function locateDiagnoses(segs: Seg[], facts: ClinicalFacts) {
  const all = utterancesOf(segs);
  for (const a of facts.assessment) {
    const name = a.value.diagnosis;
    if (SIDED.test(name)) continue;
    const named = partsIn(name.toLowerCase()).find((p) => SIDED_PARTS.includes(p.part));
    if (!named) continue;
    const at = all.findIndex((u) => a.segmentIds.includes(u.seg.id));
    const side = sideNear(segs, named.part, Math.max(0, at));
    if (!side) continue;
    // 'fracture of the right middle finger', but 'right tennis elbow', 'right proximal humerus fracture'.
    const narrowed = named.index - (NARROWED.exec(name.slice(0, named.index))?.[0].length ?? 0);
    const from = PLACED.test(name.slice(0, narrowed)) ? narrowed : 0;
    a.value.diagnosis = `${name.slice(0, from)}${side.side} ${name.slice(from)}`;
    if (!a.segmentIds.includes(side.id)) a.segmentIds.push(side.id);
  }
}
