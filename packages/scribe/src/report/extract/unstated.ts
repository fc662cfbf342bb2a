import { holdStated } from './assessment-voice.js';
import { add } from './diagnosis-entries.js';
import { symptomMentions } from './symptoms.js';
import type { ClinicalFacts } from './types.js';
import type { Utterance } from './utterances.js';

/** Words that say a symptom was there before: 'no more nausea?', 'are you still having headaches?', 'has the cough gone away?' */
const SINCE_BEFORE = /\b(?:any ?more|no longer|any longer|still|gone away|went away|resolved|cleared up)\b/;

/**
 * When the clinician states no problem at all, the assessment is headed by what the visit was about, with
 * no certainty since no one judged it: the symptom the patient presents with, else a symptom the visit
 * follows up and finds resolved ('so you do not have any more nausea?' 'no') — a clinician's problem
 * list names it so ('nausea, resolved'). A 'symptom' that is a condition of the patient's history
 * ('depression' the citalopram is for) is a known condition, not what brought them in: it is offered, and no
 * other symptom is guessed in its place.
 */
export function unstatedProblems(facts: ClinicalFacts, all: Utterance[]) {
  if (facts.assessment.length > 0) return;
  const first = facts.symptoms[0];
  if (first && facts.conditions.some((c) => c.value === first.value))
    return holdStated(facts, first.value, first.segmentIds);
  if (first) return add(facts, first.value, null, first.segmentIds);
  for (const u of all) {
    if (u.seg.role !== 'Doctor' || !SINCE_BEFORE.test(u.text)) continue;
    for (const m of symptomMentions(u.text)) {
      const denied = facts.negatedSymptoms.find((n) => n.value === m.term.name && n.segmentIds.includes(u.seg.id));
      if (denied) add(facts, `${m.term.name}, resolved`, null, denied.segmentIds);
    }
  }
}
