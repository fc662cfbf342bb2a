import type { Manoeuvre } from '../reading/exam-question-cues.js';
import { examManoeuvre } from '../reading/exam-questions.js';
import { answerPolarity, notKnowing } from '../reading/answers.js';
import { examSegments } from './exam-span.js';
import { headingOf, readClause } from './exam-read.js';
import type { ClinicalFacts, Seg } from './types.js';
import { replyTo, saidBefore, utterancesOf } from './utterances.js';

/**
 * Parts that name no spot pressed or moved ('skin is intact … does that hurt?'): the reply is not about them.
 */
const NO_SPOT = new Set(['General', 'Skin', 'Neuro', 'Vascular']);

/** A clause ending on the pain asked about, as a question of it does ('does that hurt', 'any pain at all'). */
const ENDS_ON_PAIN = /\b(?:hurts?|bother you|painful|sore|tender|any pain)(?: at all)?\W*$/;

/** How a note words the reply, by manoeuvre: [when it hurts, when it does not]. */
const WORDED: Record<Manoeuvre, [string, string]> = {
  palpation: ['tender to palpation', 'non-tender to palpation'],
  movement: ['pain with movement', 'no pain with movement'],
  unsaid: ['pain on examination', 'no pain on examination'],
};

/**
 * What the patient answers to a question asked with the examiner's hands ('does it hurt when I press on
 * your shin?' | 'yes'): a finding at that part, not a symptom of the history. A yes or no alone is the
 * patient's word, not the examiner's, so it is never written into the examination: it is offered as said,
 * not in the note ('Leg: tender to palpation'), for the clinician to add. Only a question that names the
 * part, in itself or earlier in the turn, and a reply that says yes or no are offered.
 */
export function extractExamReplies(segs: Seg[], facts: ClinicalFacts) {
  const all = utterancesOf(segs);
  const exam = examSegments(segs);
  const offered = new Map<string, ClinicalFacts['held'][number]>();
  all.forEach((u, i) => {
    // Speech drops the question's mark: the clinician's words ending their turn on the pain asked about ask too
    // ('when I press here does that hurt'); narration ('no pain to palpation of the sinuses') does not.
    const asks = u.question || (all[i + 1]?.at !== u.at && ENDS_ON_PAIN.test(u.text));
    if (u.seg.role !== 'Doctor' || !asks) return;
    const before = saidBefore(all, i);
    const manoeuvre = examManoeuvre(u.text, exam.has(u.at), before);
    if (!manoeuvre) return;
    const part = readClause(`${before} ${u.text}`, null)
      .parts.filter((p) => !NO_SPOT.has(p.system.label))
      .at(-1);
    const answer = replyTo(all, i, segs);
    const hurts = answer && !notKnowing(answer.text) ? answerPolarity(answer.text) : null;
    if (!part || !answer || hurts === null) return;
    const text = `${headingOf(part.system, part.side)}: ${WORDED[manoeuvre][hurts ? 0 : 1]}`;
    const ids = [u.seg.id, ...answer.ids];
    const item = offered.get(text);
    if (item) item.segmentIds = [...new Set([...item.segmentIds, ...ids])];
    else offered.set(text, { value: { section: 'physicalExam', text }, segmentIds: ids });
  });
  facts.held.push(...offered.values());
}
