import { answerPolarity } from '../reading/answers.js';
import { asksAsClinician } from '../reading/questions.js';
import { PATTERNS, symptomMentions } from './symptom-mentions.js';
import type { Seg } from './types.js';
import type { Utterance } from './utterances.js';

/**
 * Turns of bare symptom names ('fever chills'), which speech cuts off a clinician's question or labels as
 * the patient's: whether such a list is the question running on, a question back, or the reply.
 */

/** Only symptom names and joining words ('joint pain, I mean, like muscle aches'): a list, not a sentence. */
export function isBareList(text: string): boolean {
  const rest = symptomMentions(text).reduce(
    (t, m) =>
      t.replace(
        PATTERNS.find((p) => p.term === m.term)!.res.find((re) => re.test(t))!,
        ' ',
      ),
    text,
  );
  return (
    symptomMentions(text).length > 0 &&
    /^[\s,.?]*(?:(?:and|or|any|also|maybe|like|um|uh|i mean)(?:[\s,.?]+|$))*$/.test(rest)
  );
}

/** 'Like fever or chills?', 'you mean nausea': a question back about the question, asserting nothing (speech leaves out its mark). */
export function clarifies(text: string): boolean {
  const m = /^(?:like|you mean|do you mean|as in|such as|meaning)\b(?: like)?\s*/.exec(text);
  return m !== null && isBareList(text.slice(m[0].length));
}

/** A bare list followed by a question in the clinician's form: the clinician's list of questions running on. */
export function asksOnFrom(text: string, then: { text: string; question: boolean } | undefined): boolean {
  return then !== undefined && then.question && isBareList(text) && asksAsClinician(then.text);
}

/** A bare symptom list followed by a bare 'no': the question ran on past a pause, and the 'no' answers it. */
export function runsOnQuestion(seg: Seg, next: Seg | undefined): boolean {
  return (
    isBareList(seg.text) &&
    next !== undefined &&
    answerPolarity(next.text) === false &&
    symptomMentions(next.text).length === 0
  );
}

/**
 * A bare list of symptoms not yet asked, right after a clinician's question that ends on a symptom ('any
 * weight loss or night sweats' | 'coughs'): the question's list ran on past a pause, whatever label speech
 * gave the piece, when a turn not the clinician's follows to answer the whole question.
 */
export function listRunsOn(all: Utterance[], segs: Seg[], at: number): boolean {
  const last = all.filter((u) => u.at === at - 1).pop();
  const piece = segs[at]!;
  if (
    !last?.question ||
    last.seg.role !== 'Doctor' ||
    !isBareList(piece.text) ||
    !segs[at + 1] ||
    segs[at + 1]!.role === 'Doctor'
  )
    return false;
  const asked = symptomMentions(last.text);
  const end = last.text.replace(/[\s?.!]+$/, '').length;
  return (
    asked.length > 0 &&
    asked[asked.length - 1]!.end >= end &&
    symptomMentions(piece.text).every((m) => !asked.some((a) => a.term === m.term))
  );
}

/**
 * The reply to a question in the clinician's form that speech labelled as the patient's: the next turn,
 * labelled alike; a turn labelled the clinician's after it is the question going on, read as a reply only
 * when it is a bare list a 'no' then answers ('how about any abdominal pain' | 'fever chills' | 'none').
 */
export function mislabelledReply(all: Utterance[], i: number, segs: Seg[]): { text: string; ids: string[] } | null {
  const q = all[i]!;
  const next = segs[q.at + 1];
  if (!next || all[i + 1]?.at === q.at) return null;
  if (next.role === 'Doctor' && !runsOnQuestion(next, segs[q.at + 2])) return null;
  return { text: next.text, ids: [next.id] };
}
