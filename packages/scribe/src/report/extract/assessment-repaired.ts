import { oneOf, regex } from '../pattern.js';
import { REPAIR_CUES } from '../reading/repair-cues.js';
import { holdAssessment } from './assessment-held.js';
import type { ClinicalFacts, Seg } from './types.js';

/** A repair said straight after the words, within the sentence: 'on exona, excuse me'. */
const REPAIRED = regex(['^[\\s,-]*', oneOf(REPAIR_CUES), '\\b']);

/**
 * What is said right after a problem's last word: the rest of its segment, else the next segment's start,
 * with the segments it is read from.
 */
function saidAfter(problem: string, id: string, segs: Seg[]): { text: string; ids: string[] } | null {
  const at = segs.findIndex((s) => s.id === id);
  const text = segs[at]?.text ?? '';
  const last = problem.split(' ').pop()!;
  const end = text.lastIndexOf(last);
  if (end < 0) return null;
  const rest = text.slice(end + last.length);
  const next = segs[at + 1];
  return rest.trim() || !next ? { text: rest, ids: [id] } : { text: next.text, ids: [id, next.id] };
}

/**
 * The problem as the speaker put it right: a repair that says again a word of the problem's last few
 * ('on exona, excuse me, on examination') replaces the words from that one on, word for word.
 */
function putRight(problem: string, repair: string): string | null {
  const words = problem.split(' ');
  const said = repair.replace(/[,.;]/g, ' ').trim().split(/\s+/);
  const from = words.lastIndexOf(said[0]!);
  if (!said[0] || from < Math.max(1, words.length - 4)) return null;
  const again = said.slice(0, words.length - from);
  return again.length === words.length - from ? [...words.slice(0, from), ...again].join(' ') : null;
}

/**
 * A problem the clinician took back as soon as it was said ('lung field abnormal finding on exona, excuse
 * me'): its last words were a slip. Put right when the repair says them again ('… excuse me, on
 * examination'), the problem is written as put right; else what it names is unsure, and it is offered as
 * said, not written.
 */
export function holdRepaired(facts: ClinicalFacts, segs: Seg[]) {
  const held: ClinicalFacts['assessment'] = [];
  for (const a of facts.assessment) {
    const after = a.segmentIds
      .map((id) => saidAfter(a.value.diagnosis, id, segs))
      .find((x) => x && REPAIRED.test(x.text));
    if (!after) continue;
    const right = putRight(a.value.diagnosis, after.text.replace(REPAIRED, ''));
    if (!right) held.push(a);
    else {
      a.value.diagnosis = right;
      for (const id of after.ids) if (!a.segmentIds.includes(id)) a.segmentIds.push(id);
    }
  }
  holdAssessment(facts, held);
}
