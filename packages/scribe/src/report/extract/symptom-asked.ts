import { doubtOf } from '../reading/doubts.js';
import {
  answerPolarity,
  answersGone,
  answersOver,
  answersStill,
  answersUnsure,
  answerToNegated,
  deniedBySpeakingOf,
  deniesNamedOnly,
  notKnowing,
  ONLY,
} from '../reading/answers.js';
import { asksWhatItBringsUp } from '../reading/frames.js';
import { yesNoQuestions } from '../reading/questions.js';
import { aboutOthers, voicesWish } from '../reading/subject.js';
import { regex, wordsOf } from '../pattern.js';
import { presumedIn, saysNotThere } from './attributes.js';
import { CONDITION_SYMPTOM_WORDS } from './symptom-context-words.js';
import { type Mention, symptomMentions } from './symptom-mentions.js';
import { asksOnFrom, clarifies } from './symptom-lists.js';
import { sentences } from './text.js';
import { addFound, type ClinicalFacts, type Seg } from './types.js';
import { clausesOf, replyRun, replyTo, type Utterance } from './utterances.js';

/*
 * A symptom asked about: what the clinician's question and the patient's reply say of it.
 */
const CONDITION_SYMPTOM = regex([String.raw`^${wordsOf(CONDITION_SYMPTOM_WORDS)}$`]);
/** The mention is said by a condition's name ('reflux', 'migraines'). */
export const byConditionName = (text: string, m: Mention) => CONDITION_SYMPTOM.test(text.slice(m.index, m.end));
/**
 * The patient's 'no reflux at night any more' tells how a known condition goes, not that they are free of
 * the symptom: a denial said by a condition's name is not written; its affirmation is their symptom.
 */
export const ownWords = (text: string, m: Mention) => !(m.negated && byConditionName(text, m));

export function record(facts: ClinicalFacts, name: string, present: boolean, ids: string[]) {
  addFound(present ? facts.symptoms : facts.negatedSymptoms, name, ids, (v) => v);
}

/**
 * What a reply says about each symptom it names, clause by clause (a leading 'no,' answers, it does not
 * negate). A question in it asserts nothing, nor does a bare list it then asks on from in the clinician's
 * form ('diarrhea | do you feel bloated'): that is the clinician's question under the reply's label. A
 * symptom named with doubt ('maybe a little dizzy once') is neither affirmed nor denied: the note offers it.
 */
export function replyMentions(text: string): Map<string, boolean> {
  const out = new Map<string, boolean>();
  const clauses = sentences(text)
    .slice(0, 3)
    .flatMap((s) => clausesOf(s));
  for (const [k, { text: s, question }] of clauses.entries()) {
    if (question || voicesWish(s) || clarifies(s) || asksOnFrom(s, clauses[k + 1])) continue;
    for (const m of symptomMentions(s))
      if (!out.has(m.term.name) && !aboutOthers(s, m.index) && ownWords(s, m) && !doubtOf(s, m.index, m.end))
        out.set(m.term.name, !m.negated || m.over !== null);
  }
  return out;
}

/**
 * Symptoms asked about together with 'and' or Hindi 'aur' ('still having nausea and vomiting?'): a 'yes' affirms them
 * all. With 'or' ('any fever or chills?') a 'yes' does not say which.
 */
function askedTogether(question: string, mentions: Mention[]): boolean {
  const sorted = [...mentions].sort((a, b) => a.index - b.index);
  const gaps = sorted.slice(1).map((m, i) => question.slice(sorted[i]!.end, m.index));
  return (
    gaps.length > 0 &&
    gaps.every((g) => /^(?:,? (?:and|aur) |, )(?:the |some |any )?$/.test(g)) &&
    gaps.some((g) => /\b(?:and|aur)\b/.test(g))
  );
}

/**
 * A question about a symptom's course ('when did the fever start?', 'what makes the headache worse?')
 * asks about it, not whether it is there: not knowing the answer ('I can't remember', 'no idea') or
 * 'nothing' denies nothing. 'What about…', 'how about…', 'how often…' and 'when was the last time…'
 * ask whether it is there.
 */
const ABOUT_ITS_COURSE =
  /^(?:(?:and|so|okay|ok|now|also|um|uh|well|alright|all right) )*(?:when(?! was the last)|why|where|which|what(?! about)|how (?:long|bad|severe))\b/;

/**
 * A question about how a symptom is going ('how's your back pain?') or what it brings up ('are you coughing
 * up anything?') takes the symptom as given: a 'no' answers the question ('no better'), and a reply that it is gone
 * tells it as had and over, never as denied.
 */
const HOW_IS_YOUR = /\bhow(?:'s| is| are| has| have)(?: (?:been|things with))? your (?:\w+ ){0,2}$/;
/** A symptom named as where something was ('anything green in the vomit?'): the question asks what it held, so it happened. */
const WHERE_IT_WAS = /\bin (?:the|your|her|his|that) $/;
const takenAsGiven = (question: string, m: Mention) =>
  HOW_IS_YOUR.test(question.slice(0, m.index)) ||
  asksWhatItBringsUp(question.slice(m.index)) ||
  WHERE_IT_WAS.test(question.slice(0, m.index));
/**
 * The symptom said as the patient's own ('your back pain', 'your left knee pain'): taken as given. Said of a
 * part with a verb between ('is your stomach swollen', 'are your feet numb'), it is asked about; and so is one
 * joined on after another by 'or' or 'any' ('any trouble with your sleep or any dizziness' asks about the dizziness).
 */
const PRESUMED = /\byour (?:(?!(?:is|are|was|were|feels?|looks?|seems?|gets?|getting|or|any) )\w+ ){0,2}$/;
/** 'Yes, both', 'all of them': a yes to every symptom asked about. */
const ALL_OF_THEM = /^(?:(?:yes|yeah|yep|haan)[,.]?\s+)?(?:both|all of (?:them|those|these|the above))\b/;

/**
 * A question asserts nothing; its reply decides. A symptom the reply names is present or denied as the
 * reply says; otherwise 'no' denies every symptom asked about, and 'yes' affirms the one asked about
 * (for several symptoms or several questions, a bare 'yes' does not say which). A negated question
 * ('and no dizziness?') is denied by 'no' or 'right' and affirmed by 'yes, I do'. 'How is your back
 * pain' presumes the pain: present unless the reply denies it. A question about a symptom's attribute
 * ('is the cough worse at night?') presumes it too: 'no' answers the attribute, not the symptom. A reply that
 * is not sure ('i don't know, maybe') to one symptom asked leaves it in `unsure`, for the note to offer.
 */
export function asked(
  facts: ClinicalFacts,
  all: Utterance[],
  i: number,
  segs: Seg[],
  questioned: Mention[],
  unsure: Map<string, string[]>,
) {
  const q = all[i]!;
  let mentions = questioned.filter((m) => !byConditionName(q.text, m));
  const answer = replyTo(all, i, segs);
  if (!answer) return;
  // The pieces the question went on in ('or night sweats', 'coughs') ask about what they name too.
  mentions = [...mentions, ...answer.ongoing.flatMap((o) => symptomMentions(o.text))];
  const reply = { text: answer.text, ids: [...answer.ongoing.map((o) => o.id), ...answer.ids] };
  const polarity = answerPolarity(reply.text);
  // 'it went away', 'not since then': had, and over now (resolved.ts reads the same reply as its end).
  const over = polarity === false && answersOver(reply.text);
  const named = replyMentions(reply.text);
  const ids = [q.seg.id, ...reply.ids.filter((id) => id !== q.seg.id)];
  const onlySome = polarity !== false && [...named.values()].some(Boolean) && ONLY.test(reply.text);
  // 'i haven't thrown up but i felt a little nauseated' answers vomiting and nausea, not the fever asked beside them.
  const namedAsked = mentions.filter((m) => named.has(m.term.name)).map((m) => named.get(m.term.name)!);
  const namedOnly = polarity === false && deniesNamedOnly(reply.text, namedAsked);
  // 'no, i've been sleeping like a log' answers the trouble sleeping asked, not the shortness of breath beside it;
  // read on into the same speaker's next piece, where recognised speech cut the reply at a pause ('no' | 'i've been…').
  const spokenOf = deniedBySpeakingOf(
    replyRun(reply, segs),
    mentions.map((m) => m.term.name),
    namedAsked,
  );
  const oneQuestion = yesNoQuestions(q.text) < 2;
  const roles = new Map(mentions.map((m) => [m, presumedIn(q.text, m, mentions)]));
  const askedOf = mentions.filter((m) => roles.get(m) === null);
  const bothAsked = askedTogether(q.text, askedOf);
  const aboutCourse = ABOUT_ITS_COURSE.test(q.text);
  for (const m of mentions) {
    const said = named.get(m.term.name);
    const presumed = !m.negated && PRESUMED.test(q.text.slice(0, m.index));
    const toNegated = m.negated ? answerToNegated(reply.text) : null;
    if (said !== undefined) record(facts, m.term.name, said, ids);
    // Taken as given ('how's your back pain?'): had, unless the reply says it never was ('I don't have one'); a
    // reply that it is gone ('not really having any more') tells it as had and over (resolved.ts), not denied.
    else if (roles.get(m) === 'presumed' || (!m.negated && takenAsGiven(q.text, m)))
      record(facts, m.term.name, !saysNotThere(reply.text), ids);
    else if (roles.get(m) === 'condition') continue;
    else if (roles.get(m) === 'gone') {
      // 'Has the cough gone away?' 'yes': had, and over (resolved.ts); 'no' or 'it's still there' keeps it; 'I
      // never had one' denies it.
      if (saysNotThere(reply.text)) record(facts, m.term.name, false, ids);
      else if (polarity !== null || answersGone(reply.text) || answersStill(reply.text))
        record(facts, m.term.name, true, ids);
    } else if (aboutCourse && (notKnowing(reply.text) || /^(?:(?:um|uh|well|oh),? )*nothing\b/.test(reply.text))) {
      if (presumed) record(facts, m.term.name, true, ids);
    } else if (answersUnsure(reply.text) && askedOf.length === 1) unsure.set(m.term.name, ids);
    // 'so no more nausea?' 'no, i don't': agreed, so had and over (resolved.ts), not denied.
    else if (toNegated !== null) record(facts, m.term.name, toNegated || m.over === 'before', ids);
    else if (over && askedOf.length === 1) record(facts, m.term.name, true, ids);
    else if (polarity === false) {
      if (!namedOnly && (!spokenOf || spokenOf.has(m.term.name))) record(facts, m.term.name, false, ids);
    } else if (!oneQuestion && polarity === true) continue;
    else if (onlySome) record(facts, m.term.name, false, ids);
    else if (
      polarity === true &&
      !m.negated &&
      (askedOf.length === 1 || presumed || bothAsked || ALL_OF_THEM.test(reply.text))
    )
      record(facts, m.term.name, true, ids);
    else if (presumed && polarity === null && named.size === 0) record(facts, m.term.name, true, ids);
  }
  // Symptoms the reply volunteers beyond those asked about are the patient's own words.
  for (const [name, present] of named)
    if (!mentions.some((m) => m.term.name === name)) record(facts, name, present, reply.ids);
}
