import { answersOver } from '../reading/answers.js';
import { episodeOver, hadBeforeToday, toldAsPast } from '../reading/episodes.js';
import { symptomMentions } from './symptom-mentions.js';
import type { ClinicalFacts, Found, Seg } from './types.js';

/** How many pieces back from 'i felt fine ever since' the episode it ends may have been told. */
const EPISODE_REACH = 8;

/** The present symptoms a text names, by their lexicon names; only those told in the past tense when `past`. */
const named = (text: string, present: Set<string>, past = false) =>
  symptomMentions(text)
    .filter((m) => !m.negated && present.has(m.term.name) && (!past || toldAsPast(text, m.index)))
    .map((m) => m.term.name);

/**
 * The symptoms the patient names only as had at a time before today, each time they name them ('i was
 * nauseous a couple of days back, from sitting in the back of a car'): an episode had, not a symptom of
 * today. The complaint the visit is for is left as it is: the patient came for it.
 */
function hadOnlyBefore(segs: Seg[], present: Set<string>, reason: string): Found<string>[] {
  const told = new Map<string, { before: boolean; ids: string[] }>();
  for (const seg of segs.filter((s) => s.role !== 'Doctor')) {
    for (const m of symptomMentions(seg.text)) {
      if (m.negated || !present.has(m.term.name) || reason.includes(m.term.name)) continue;
      const t = told.get(m.term.name) ?? { before: true, ids: [] };
      t.before &&= hadBeforeToday(seg.text, m.index, m.end);
      t.ids.push(seg.id);
      told.set(m.term.name, t);
    }
  }
  return [...told].filter(([, t]) => t.before).map(([value, t]) => ({ value, segmentIds: t.ids }));
}

/**
 * The symptoms of an episode the patient says is over ('i felt a little chest pain for an hour' … 'i felt fine
 * ever since'): those the nearest words before the cue name, in its own piece or up to EPISODE_REACH pieces
 * back; when the nearest symptom named is one the patient does not have, the cue is about that, and ends
 * nothing of theirs. What was named before that nearest telling belongs to another time, unless the cue ends the whole
 * episode ('i was short of breath' … 'i felt dizzy, and then sunday i felt fine') and the patient told it in
 * the past tense. A symptom named again after the cue, in the patient's words, is not over.
 */
export function resolvedSymptoms(segs: Seg[], facts: ClinicalFacts): Found<string>[] {
  const present = new Set(facts.symptoms.map((s) => s.value));
  const out: Found<string>[] = hadOnlyBefore(segs, present, facts.reason?.value.toLowerCase() ?? '');
  const add = (name: string, ids: string[]) => {
    if (!out.some((o) => o.value === name)) out.push({ value: name, segmentIds: [...new Set(ids)] });
  };
  segs.forEach((seg, at) => {
    // A reply that what was asked is over ('any cough?' 'it went away') ends what the question named.
    const replied = answersOver(seg.text) ? { ends: 'last' as const, index: 0, end: 0 } : null;
    const over = seg.role === 'Doctor' ? null : (episodeOver(seg.text) ?? replied);
    if (!over) return;
    const after = [
      seg.text.slice(over.end),
      ...segs
        .slice(at + 1)
        .filter((s) => s.role !== 'Doctor')
        .map((s) => s.text),
    ];
    const again = new Set(after.flatMap((text) => named(text, present)));
    let nearest = true;
    for (let back = at; back >= Math.max(0, at - EPISODE_REACH); back--) {
      const text = back === at ? seg.text.slice(0, over.index) : segs[back]!.text;
      if (!nearest && segs[back]!.role === 'Doctor') continue;
      // The nearest symptom named, had or not, is what 'it' stands for: 'any blood?' 'no … nothing since'.
      if (nearest && symptomMentions(text).length === 0) continue;
      const told = named(text, present, !nearest);
      for (const name of told) if (!again.has(name)) add(name, [segs[back]!.id, seg.id]);
      if (over.ends === 'last') return;
      nearest = false;
    }
  });
  return out;
}
