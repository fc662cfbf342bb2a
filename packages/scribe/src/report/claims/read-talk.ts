import { conditionsIn, symptomMentions } from '../extract/index.js';
import {
  answerPolarity,
  answersGone,
  answersOver,
  answerToNegated,
  deniedBySpeakingOf,
  deniesNamedOnly,
} from '../reading/answers.js';
import { cueSpeaker, isNegated } from '../reading/context.js';
import { doubtOf } from '../reading/doubts.js';
import { asksWhatItBringsUp, framedBy } from '../reading/frames.js';
import { asks as asksIn, questionFrom as askedFrom } from '../reading/questions.js';
import { beforeHypothetical, hypotheticalCue, namesOthers } from '../reading/subject.js';

/** Where a symptom or condition was affirmed or denied, or asked about and passed over in the reply. */
export interface Polar {
  affirmed: string[];
  denied: string[];
  /** asked about in a list, and the reply named only others: the reply turn and what it named */
  passed: { seg: string; named: string[] }[];
  /** suspected ('you may have had some bleeding'): neither affirmed nor denied, but no longer ruled out */
  possible: string[];
  /** affirmed only as a clinician's examination finding ('on exam I do appreciate 1+ pitting edema') */
  observed: string[];
  /** the turns the writer's reading says the patient has it by, when it is had now and never denied (presence.ts) */
  current?: string[];
  /** the turns of an earlier episode's story it was told in, when told only there (presence.ts) */
  then?: string[];
  /** the turns it was told in and said to be over in ('the rash cleared up'), when over by today (presence.ts) */
  over?: string[];
  /** named by the patient only with doubt ('maybe a little dizzy once', reading/doubts.ts): said, not as had today */
  doubted?: string[];
}
export interface Turn {
  id: string;
  role: string;
  text: string;
}
/** The reply a question was paired with, and whether the clinician asked something else before it came. */
export interface Answer {
  turn: Turn;
  afterOthers: boolean;
}

/** Where a sentence turns to a new subject ('… and i never had any nausea but my wife checked …'): each part tells of its own subject. */
const NEW_SUBJECT = /,?\s+(?:and|but|so|then)\s+(?=(?:i|i'm|i've|he|she|we|they|my|his|her)\b)/;
/** 'you may have had some bleeding', 'possibly a flare': a guess, neither affirmed nor denied. */
const HEDGE =
  /\b(?:may|might|could)\s+(?:have|be|also have)\b|\bpossibl[ey]\b|\bconcern(?:ed)? (?:for|about)\b|\brule out\b/;
/** A reply that names what it has and no more ('just nausea', 'only the cough', 'everything else has been okay'). */
const NO_OTHERS =
  /\b(?:just|only|mostly|mainly)\s+(?:(?:the|a|some|my|that|this|little|bit|of)\s+){0,3}$|\b(?:everything else|nothing else|no other|otherwise|that's it|that's all|none of the others)\b/;
/**
 * A symptom a question takes as given ('any tingling from this back pain?', 'how is your dysphagia?'): not asked about, but said to be there.
 * 'That or vomiting' asks about vomiting as well as what 'that' was.
 */
const GIVEN = /\b(?:this|that|these|those|your|my)\s+(?:(?!(?:or|and)\s)[a-z]+\s+)?$/;
/** A clinician reporting an examination ('on exam', 'I do appreciate', 'there is'): what it finds is observed, not told by the patient. */
export const EXAM =
  /\b(?:exam|examination|palpation|i (?:do )?(?:see|appreciate|notice|feel|hear)|there is|there's|you have|you do have)\b/;
/** 'are your legs swelling up?': a plural subject between the possessive and the symptom asks whether it swells. */
const PLURAL_SUBJECT = /\b(?:this|that|these|those|your|my)\s+(?:[a-z]+s|feet|teeth)\s+$/;
/** Words that predicate a symptom of something ('are any of your joints swollen?'): asked about, never taken as given. */
const PREDICATE =
  /^(?:swollen|numb|tender|painful|sore|dizzy|itchy|stiff|weak|red|warm|tired|short of breath|nauseous|nauseated)\b/;
/** A yes that is only a verb ('I've been having…', 'I have…') followed by what the patient has: says yes to that, not to the list asked. */
const VERB_YES =
  /^(?:(?:um+|uh+|well|so|oh|okay)[, ]+)*(?:i have|i've had|i've been|i'm having|i am having|it is|it has|some|quite)\b/;
/** 'Any of this weakness anywhere else?' asks whether the symptom is somewhere else too: it takes nothing as given there. */
const ELSEWHERE = /\b(?:anywhere else|elsewhere|any other (?:place|part|area)s?)\b/;
/** A follow-up that holds only if the first question is answered yes ('and if yes, any blood with your cough?') takes nothing as given. */
const CONDITIONAL = /\bif (?:yes|so|you do|it does|they do|that's the case)\b/;

/** Whether a symptom is named: a clinician's bare symptom name is a checklist question (reading/questions.ts). */
const namesSymptom = (text: string) => symptomMentions(text).length > 0;
/** Whether a sentence asks, and where its question starts: the one reading of questions (reading/questions.ts). */
export const asks = (role: string, sentence: string) => asksIn(role, sentence, namesSymptom);
export const questionFrom = (role: string, sentence: string) => askedFrom(role, sentence, namesSymptom);

function entry(map: Map<string, Polar>, name: string): Polar {
  let p = map.get(name);
  if (!p) map.set(name, (p = { affirmed: [], denied: [], passed: [], possible: [], observed: [] }));
  return p;
}

/** 'It is mild', 'it's about the same': a reply that grades what was asked about says it is there. */
const DEGREE =
  /^(?:(?:um+|uh+|well|so|oh|okay)[, ]+)*(?:it is|it's|it has been|it's been) (?:(?:still|very|pretty|quite|about|just) )?(?:mild|moderate|severe|slight|bad|worse|the same|there)\b/;
/** A reply that did not take the question in ('I don't hear the question', 'sorry, I didn't catch that'): no answer at all. */
const NOT_HEARD =
  /^(?:(?:sorry|um+|uh+|oh|well)[, ]+)*i (?:don't|didn't|do not|did not|can't|couldn't) (?:hear|catch|understand|follow) (?:you|that|what|the question|your question)\b/;
/** 'Do you know what kind of cancer?' asks what the patient knows of it: 'no' says they do not know, not that it is absent. */
const ASKS_KNOWING = /\b(?:do|did) you (?:know|remember|recall) (?:what|which|when|where|who|how|if|whether)\b/;

/**
 * How a reply answers: a yes said only as 'I've been having…' and more words answers with what
 * follows, not with yes; a reply to a question of what the patient knows, or one that did not hear
 * the question, answers nothing about what was named.
 */
function replyAnswer(question: string, reply: string): boolean | null {
  if (NOT_HEARD.test(reply) || ASKS_KNOWING.test(question)) return null;
  const answer = answerPolarity(reply);
  return answer === true && VERB_YES.test(reply) && !DEGREE.test(reply) && reply.split(/\s+/).length > 6
    ? null
    : answer;
}

/** A condition negated where it is named (the one reading of negation: reading/context.ts). */
const conditionDenied = (text: string, k: { index: number; end: number }) => isNegated(text, k.index, k.end);

function polar(map: Map<string, Polar>, name: string, negated: boolean, seg: string) {
  (negated ? entry(map, name).denied : entry(map, name).affirmed).push(seg);
}

/**
 * Symptoms and conditions of one sentence. A statement affirms or denies what it names. A question
 * leaves it to the reply: the reply that names a symptom decides for it; a reply that names only some
 * of those asked about passes over the rest (denies them when it says 'just…' or 'nothing else');
 * else a plain yes or no decides for all.
 */
export function readSymptoms(
  into: { symptoms: Map<string, Polar>; conditions: Map<string, Polar>; conditionNames: Set<string> },
  sentence: string,
  seg: string,
  role: string,
  next: Turn | undefined,
  answer?: Answer,
) {
  for (const k of conditionsIn(sentence)) into.conditionNames.add(k.name);
  // A suspicion ('you may have had some bleeding') is read as possible below, not passed over as a hypothetical.
  if (hypotheticalCue(sentence) && !HEDGE.test(sentence)) {
    // A question asked before the hypothetical talk ('any chest pain, because that can be a sign of…') is still asked.
    const asked = beforeHypothetical(sentence);
    if (questionFrom(role, asked) >= 0 && symptomMentions(asked).length)
      readSymptoms(into, asked, seg, role, next, answer);
    return;
  }
  if (namesOthers(sentence)) {
    // A relative's symptoms are not the patient's, but a part of the sentence with a subject of its own and no relative still tells the patient's.
    const parts = sentence.split(NEW_SUBJECT);
    if (parts.length > 1)
      for (const part of parts) if (!namesOthers(part)) readSymptoms(into, part, seg, role, next, answer);
    return;
  }
  const from = questionFrom(role, sentence);
  const question = from >= 0;
  if (!question && HEDGE.test(sentence)) {
    // The patient unsure of their own ('i might have had a fever') named it with doubt (reading/doubts.ts).
    for (const m of symptomMentions(sentence)) {
      const p = entry(into.symptoms, m.term.name);
      if (role !== 'Doctor' && doubtOf(sentence, m.index, m.end)?.doubt === 'unsure') (p.doubted ??= []).push(seg);
      else p.possible.push(seg);
    }
    return;
  }
  // A question's reply is the answer the reading paired with it (reading/replies.ts); a statement's, the next turn.
  const reply = question ? answer?.turn : next;
  const replied = question && reply !== undefined ? replyAnswer(sentence, reply.text) : null;
  // An answer given after the clinician asked something else answers this question only by its 'no'.
  const answering = question && reply !== undefined && (!answer?.afterOthers || replied === false);
  const answered = answering ? replied : null;
  const replyMentions = !answering
    ? []
    : [
        ...symptomMentions(reply.text, cueSpeaker(reply.role)).map((r) => ({
          name: r.term.name,
          index: r.index,
          negated: r.negated,
        })),
        ...conditionsIn(reply.text).map((k) => ({
          name: k.name,
          index: k.index,
          negated: conditionDenied(reply.text, k),
        })),
      ];
  // Named before the question starts (stated), or as given by the question itself ('how is your cough?', 'besides the swelling, any redness?': reading/frames.ts): told, not asked.
  // 'Are you coughing up anything?' asks what the cough brings up: the cough is given ('coughing up blood' asks about blood).
  const given = (index: number) =>
    asksWhatItBringsUp(sentence.slice(index)) ||
    (!CONDITIONAL.test(sentence) &&
      (GIVEN.test(sentence.slice(0, index)) || framedBy(sentence.slice(0, index))) &&
      !PLURAL_SUBJECT.test(sentence.slice(0, index)) &&
      !PREDICATE.test(sentence.slice(index)) &&
      !ELSEWHERE.test(sentence.slice(index)));
  const all = symptomMentions(sentence, cueSpeaker(role));
  const symptoms: (typeof all)[number][] = [];
  const conditions: ReturnType<typeof conditionsIn> = [];
  for (const m of all) {
    if (question && m.index < from) polar(into.symptoms, m.term.name, m.negated, seg);
    else if (question && given(m.index)) {
      // Taken as given, unless the reply says it is gone ('how's your back pain?' 'not really any more': reading/answers.ts)
      // or denies it by name.
      const gone = all.length === 1 && answered === false && answersGone(reply!.text);
      if (gone || replyMentions.some((r) => r.name === m.term.name && r.negated))
        polar(into.symptoms, m.term.name, true, reply!.id);
      else polar(into.symptoms, m.term.name, m.negated, seg);
    } else symptoms.push(m);
  }
  for (const k of conditionsIn(sentence)) {
    if (question && (k.index < from || given(k.index)))
      polar(into.conditions, k.name, k.index < from && conditionDenied(sentence, k), seg);
    else conditions.push(k);
  }
  const replyNames = replyMentions.map((r) => r.name);
  const reported = replyMentions.filter((r) => !r.negated);
  // Only a list asked about can be answered in part ('just the stuffy nose'); a plain yes answers all of it.
  const list = symptoms.length + conditions.length >= 2;
  const othersDenied =
    list && reported.some((r) => NO_OTHERS.test(reply!.text.slice(0, r.index)) || NO_OTHERS.test(reply!.text));
  // 'i haven't thrown up but i felt a little nauseated': the 'no' reaches the items named, not the fever asked beside them.
  const askedNames = new Set([...symptoms.map((m) => m.term.name), ...conditions.map((k) => k.name)]);
  const namedAsked = replyMentions.filter((r) => askedNames.has(r.name)).map((r) => !r.negated);
  const namedOnly = answered === false && deniesNamedOnly(reply!.text, namedAsked);
  // 'no, i've been sleeping like a log' answers the trouble sleeping asked, not the shortness of breath beside it.
  const spokenOf = answered === false ? deniedBySpeakingOf(reply!.text, [...askedNames], namedAsked) : null;
  // A clinician's presupposition ('you've been able to tolerate the nausea') the patient's reply denies by name ('i haven't had any nausea') is not affirmed:
  // the reply's denial stands. A reply calling it gone ('not … anymore with reflux') bears the presupposition out.
  const deniedInReply = (name: string) =>
    role === 'Doctor' &&
    reply !== undefined &&
    reply.role !== role &&
    !answersGone(reply.text) &&
    symptomMentions(reply.text).some((r) => r.term.name === name && r.negated);
  const decide = (map: Map<string, Polar>, name: string, negated: boolean) => {
    if (!question) {
      if (!negated && map === into.symptoms && deniedInReply(name)) return;
      if (!negated && role === 'Doctor' && EXAM.test(sentence)) entry(map, name).observed.push(seg);
      return polar(map, name, negated, seg);
    }
    if (!answering || replyNames.includes(name) || namedOnly || (spokenOf && !spokenOf.has(name))) return;
    // 'Any cough?' 'It went away': had, and over now (reading/answers.ts), as the writer reads it; not denied.
    if (answered === false && !list && !negated && answersOver(reply!.text)) return polar(map, name, false, reply!.id);
    if (answered === false || othersDenied) return polar(map, name, true, reply!.id);
    if (reported.length)
      return list && answered !== true
        ? void entry(map, name).passed.push({ seg: reply!.id, named: [...new Set(reported.map((r) => r.name))] })
        : undefined;
    // A negated question ('and no dizziness?') is agreed with by 'no' or 'right' and gone against by 'yes, I do'.
    if (negated) {
      const against = answerToNegated(reply!.text);
      if (against !== null) polar(map, name, !against, reply!.id);
      return;
    }
    if (answered !== null) polar(map, name, !answered, reply!.id);
  };
  for (const m of symptoms) {
    // Named with doubt ('i'm not sure if it was a fever'): said, neither affirmed nor denied (reading/doubts.ts).
    if (!question && doubtOf(sentence, m.index, m.end)) (entry(into.symptoms, m.term.name).doubted ??= []).push(seg);
    else decide(into.symptoms, m.term.name, m.negated);
  }
  for (const k of conditions) decide(into.conditions, k.name, conditionDenied(sentence, k));
}

/**
 * Where each turn stands in the talk: a speaker's run of turns counts as one ('yes, once a day' 'it is a
 * 10 mg tablet' is one reply the recogniser split), with the other speaker's last turn before it, the question it answers.
 */
export interface TurnPlace {
  at: number;
  question: string;
}
export function turnsOf(segs: { role: string; text: string }[]): TurnPlace[] {
  let at = 0;
  let question = '';
  return segs.map((seg, i) => {
    const prev = segs[i - 1];
    if (prev && prev.role !== seg.role) {
      at++;
      question = prev.text;
    }
    return { at, question };
  });
}
