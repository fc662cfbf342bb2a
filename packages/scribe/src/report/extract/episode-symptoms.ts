import { mentionTime } from '../reading/time.js';
import { symptomMentions } from './symptom-mentions.js';
import type { ClinicalFacts, Found, Seg } from './types.js';

/** When each turn a symptom rests on tells it: 'then' where the turn tells an earlier episode (reading/episodes.ts). */
function timesOf(name: string, segs: Seg[]): ('then' | 'now')[] {
  return segs.map((seg) => {
    const named = symptomMentions(seg.text).filter((m) => m.term.name === name && !m.negated);
    if (!named.length) return mentionTime(seg.text);
    return named.every((m) => mentionTime(seg.text, m.index, m.end) === 'then') ? 'then' : 'now';
  });
}

/**
 * The symptoms told only in the story of an earlier episode ('my ankles were swelling and i couldn't lie
 * flat, so they took me into the er'): had then, not said to go on today. Every turn the symptom rests on
 * tells it of that episode; a turn that tells it of today, a course the patient gives it ('not as much
 * shortness of breath now'), or its being the complaint the visit is for makes it the patient's now. One
 * the patient says is over is already written as resolved.
 */
export function episodeSymptoms(segs: Seg[], facts: ClinicalFacts): Found<string>[] {
  const reason = facts.reason?.value.toLowerCase() ?? '';
  const byId = new Map(segs.map((s) => [s.id, s]));
  const placedElsewhere = new Set([
    ...facts.symptomCourses.map((c) => c.value.symptom),
    ...facts.resolvedSymptoms.map((r) => r.value),
  ]);
  return facts.symptoms.filter((s) => {
    if (placedElsewhere.has(s.value) || reason.includes(s.value)) return false;
    const told = s.segmentIds.map((id) => byId.get(id)).filter((seg) => seg !== undefined);
    return told.length > 0 && timesOf(s.value, told).every((t) => t === 'then');
  });
}
