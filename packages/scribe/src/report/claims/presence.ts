import type { ClinicalFacts } from '../extract/types.js';
import type { Polar } from './read-talk.js';

/**
 * Whether a symptom was said present or denied is decided once, by the reading the writer's facts come
 * from: the checker takes that decision rather than making its own, so a symptom the note is written from
 * can never be present to one and denied to the other. A symptom said present anywhere is present (with
 * the turns that say so); one only ever denied is denied. One the patient has now and the reading never
 * denied is `current`: a note that writes it as absent goes against the talk. The checker's own reading of the talk still adds
 * what the facts do not hold: what the clinician suspects, finds on examination, or a list answer passed over.
 */
export function takePresence(symptoms: Map<string, Polar>, facts: ClinicalFacts, roles: Map<string, string>): void {
  const present = new Set(facts.symptoms.map((s) => s.value));
  // Had now, for a written denial to go against: not gone by today, not had only in an earlier episode, and never denied in the talk either.
  const notNow = new Set(
    [...facts.resolvedSymptoms, ...facts.episodeSymptoms, ...facts.negatedSymptoms].map((s) => s.value),
  );
  const then = new Set(facts.episodeSymptoms.map((s) => s.value));
  const over = new Map(facts.resolvedSymptoms.map((s) => [s.value, s.segmentIds]));
  for (const s of facts.symptoms) {
    const p = polarOf(symptoms, s.value);
    if (!p.affirmed.length) p.affirmed = [...s.segmentIds];
    if (then.has(s.value)) p.then = [...s.segmentIds];
    if (over.has(s.value)) p.over = [...s.segmentIds, ...over.get(s.value)!];
    // The writer's reading alone decides it: a denial only the checker's own reading finds ('i never got tired
    // before', 'no, these headaches wake me up') is about another time or answers another question.
    if (!notNow.has(s.value)) p.current = [...s.segmentIds];
    p.denied = [];
  }
  for (const s of facts.negatedSymptoms) {
    if (present.has(s.value)) continue;
    const p = polarOf(symptoms, s.value);
    p.affirmed = [];
    // A denial rests on the reply that gave it: the clinician's question before it asked, and denied nothing.
    const replies = s.segmentIds.filter((id) => roles.get(id) === 'Patient');
    if (!p.denied.length) p.denied = replies.length ? replies : [...s.segmentIds];
  }
}

function polarOf(symptoms: Map<string, Polar>, name: string): Polar {
  let p = symptoms.get(name);
  if (!p) symptoms.set(name, (p = { affirmed: [], denied: [], passed: [], possible: [], observed: [] }));
  return p;
}
