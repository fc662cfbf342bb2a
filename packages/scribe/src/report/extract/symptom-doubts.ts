import { doubtOf } from '../reading/doubts.js';
import type { Doubt } from '../reading/doubt-cues.js';
import { display } from './text.js';
import { symptomMentions } from './symptom-mentions.js';
import type { ClinicalFacts, Found, Seg } from './types.js';

/**
 * The symptoms the patient (or whoever speaks for them) names with doubt, each with how they first doubt it;
 * and those asked of them that they answer unsure of (`unsure`: 'any chills?' 'i think so, i'm not sure').
 */
function doubtedIn(segs: Seg[], unsure: ReadonlyMap<string, string[]>): Map<string, { doubt: Doubt; ids: string[] }> {
  const out = new Map<string, { doubt: Doubt; ids: string[] }>(
    [...unsure].map(([name, ids]) => [name, { doubt: 'unsure', ids }]),
  );
  for (const seg of segs.filter((s) => s.role !== 'Doctor'))
    for (const m of symptomMentions(seg.text)) {
      const found = doubtOf(seg.text, m.index, m.end);
      if (!found) continue;
      const had = out.get(m.term.name);
      out.set(m.term.name, { doubt: had?.doubt ?? found.doubt, ids: [...(had?.ids ?? []), seg.id] });
    }
  return out;
}

/** How the note offers a doubted symptom, for the clinician to write if it is one of today. */
const OFFERED: Record<Doubt, (name: string) => string> = {
  unsure: (name) => `Possible ${name}; the patient is not sure`,
  once: (name) => `${display(name)} once; not said to be current`,
  reaction: (name) => `${display(name)} at times, from certain exposures`,
};

/**
 * A symptom the patient names only with doubt ('maybe a little dizzy once', 'i'm not sure if it was a
 * fever', 'any chills?' 'maybe, i'm not sure') is neither written as theirs nor as denied: the note offers it
 * as said. A symptom they also name plainly is read as theirs (the doubt kept for the gate that writes a
 * symptom as current only when sure), and a denial read from the doubting words ('not sure') is no denial.
 */
export function holdDoubted(facts: ClinicalFacts, segs: Seg[], unsure: ReadonlyMap<string, string[]>) {
  for (const [name, { doubt, ids }] of doubtedIn(segs, unsure)) {
    // One also named plainly stays the patient's here; the doubt is kept for the gate (current-symptoms.ts).
    if (facts.symptoms.some((s) => s.value === name)) {
      facts.symptomReadings.push({ value: { symptom: name, reading: 'unsure' }, segmentIds: ids });
      continue;
    }
    const fromDoubt = (n: Found<string>) => n.value === name && n.segmentIds.some((id) => ids.includes(id));
    facts.negatedSymptoms = facts.negatedSymptoms.filter((n) => !fromDoubt(n));
    if (facts.negatedSymptoms.some((n) => n.value === name)) continue;
    facts.held.push({ value: { section: 'historyOfPresentIllness', text: OFFERED[doubt](name) }, segmentIds: ids });
  }
}
