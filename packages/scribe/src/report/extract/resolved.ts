import { episodeOver } from '../reading/episodes.js';
import { symptomMentions } from './symptom-mentions.js';
import type { ClinicalFacts, Found, Seg } from './types.js';

/** How many pieces back from 'i felt fine ever since' the episode it ends may have been told. */
const EPISODE_REACH = 8;

/** The present symptoms a text names, by their lexicon names. */
const named = (text: string, present: Set<string>) =>
  symptomMentions(text)
    .filter((m) => !m.negated && present.has(m.term.name))
    .map((m) => m.term.name);

/**
 * The symptoms of an episode the patient says is over ('i felt a little chest pain for an hour' … 'i felt fine
 * ever since'): those the nearest words before the cue name, in its own piece or up to EPISODE_REACH pieces
 * back. Only that nearest telling: what was named before it belongs to another time, and the cue is read
 * as ending what was told last. A symptom named again after the cue, in the patient's words, is not over.
 */
export function resolvedSymptoms(segs: Seg[], facts: ClinicalFacts): Found<string>[] {
  const present = new Set(facts.symptoms.map((s) => s.value));
  const out: Found<string>[] = [];
  segs.forEach((seg, at) => {
    const over = seg.role === 'Doctor' ? null : episodeOver(seg.text);
    if (!over) return;
    const after = [
      seg.text.slice(over.end),
      ...segs
        .slice(at + 1)
        .filter((s) => s.role !== 'Doctor')
        .map((s) => s.text),
    ];
    const again = new Set(after.flatMap((text) => named(text, present)));
    for (let back = at; back >= Math.max(0, at - EPISODE_REACH); back--) {
      const told = named(back === at ? seg.text.slice(0, over.index) : segs[back]!.text, present);
      if (!told.length) continue;
      for (const name of told)
        if (!again.has(name) && !out.some((o) => o.value === name))
          out.push({ value: name, segmentIds: [...new Set([segs[back]!.id, seg.id])] });
      return;
    }
  });
  return out;
}
