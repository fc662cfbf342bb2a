import { regex, oneOf } from '../pattern.js';
import { answerPolarity } from '../reading/answers.js';
import { isNegated } from '../reading/context.js';
import { notTakenSaid } from './medication-adherence.js';
import { namesAllergy, type allergyTalk } from './medication-allergy-talk.js';
import { orderedClass } from './medication-class.js';
import { ENDED_BEFORE } from './medication-cues.js';
import { holdOnce } from './medication-entries.js';
import { replyAboutDrugs } from './medication-reply.js';
import { EXCEPTED } from './medication-taking.js';
import { medicationActions, type Cue } from './medication-plan.js';
import { ordersToPatient } from './medication-plan-voice.js';
import { OWN_MEDICINE, askedAsExamples, orList, startsUnnamed, withoutCorrected } from './medication-standing.js';
import { drugMentions } from './drug-mentions.js';
import type { ClinicalFacts, Seg } from './types.js';
import { replyTo, type Utterance } from './utterances.js';
import { clinicianSays } from './voice.js';

export type Mention = ReturnType<typeof drugMentions>[number];

/** Words ending a medicine, right before it: 'no more ibuprofen'. */
const ENDED = regex(['\\b', oneOf(ENDED_BEFORE), '$']);

/** What the reading of one consultation carries from sentence to sentence. */
export interface MedicationState {
  /** drugs the patient was switched from: never on the list */
  switchedFrom: Set<string>;
  /** drugs only tried for the problem */
  tried: Set<string>;
  /** where the clinician last started a medicine without naming it */
  unnamedStart: number;
  /** kinds of medicine ordered without a drug named ('some antibiotics') */
  classes: { at: number; name: string; ids: string[] }[];
  /** the unnamed starts a drug named next gave */
  namedAfter: Set<number>;
}

/** One sentence naming drugs, as read once for all of them. */
export interface DrugSentence {
  all: Utterance[];
  i: number;
  u: Utterance;
  sentence: string;
  found: Mention[];
  /** the plan's action said of each drug, if any */
  actions: (Cue | null)[];
  clinician: boolean;
  /** the drug named just after a start that did not name it */
  namedNext: boolean;
  /** said as the plan: by the clinician, or an order, not a question */
  planning: boolean;
  /** yes or no to the question, when it is one */
  answer: boolean | null;
  ids: string[];
  next: Utterance | undefined;
  /** the reply about these drugs, wherever it was said */
  replyAbout: { text: string; ids: string[] } | null;
  /** drugs asked about as examples of several */
  examples: Set<number>;
  /** whether each drug is said to be taken; a list shares what its first drug was told */
  taking: boolean[];
}

/**
 * The drugs a sentence names, or null when it is read already. 'allergic to penicillin': an allergy named,
 * whose drugs are never taken. Allergy as the trouble a medicine treats ('an allergic reaction in your lungs
 * … a course of an oral steroid') leaves the sentence to be read for what is prescribed. A drug said not
 * to be taken, or put right at once, is not read on.
 */
export function drugsIn(
  u: Utterance,
  i: number,
  facts: ClinicalFacts,
  state: MedicationState,
  allergies: ReturnType<typeof allergyTalk>,
): { found: Mention[]; clinician: boolean } | null {
  const sentence = u.text;
  if (namesAllergy(sentence)) {
    allergies.heard(u, i);
    return null;
  }
  const mentions = drugMentions(sentence);
  const clinician = clinicianSays(u.seg, sentence);
  // 'no more ibuprofen' in the clinician's voice: denied as taken from now on, so read for the plan's stop.
  const negated = mentions.filter(
    (m) => isNegated(sentence, m.index, m.end) && !(clinician && ENDED.test(sentence.slice(0, m.index))),
  );
  const found = withoutCorrected(
    sentence,
    mentions.filter((m) => !negated.includes(m)),
  );
  // "i haven't been taking the metformin": a drug the patient says they do not take, told in the history.
  if (!u.question && !clinician) notTakenSaid(facts, sentence, negated, [u.seg.id]);
  // 'any allergies to medicines?' | 'yes penicillin': the drugs are offered for the allergy list, unless the
  // allergy reader wrote them there.
  const allergyAsked = allergies.allergyReply(u, i, found.length > 0);
  if (allergyAsked) {
    for (const m of found)
      if (!facts.allergies.some((a) => a.value.substance === m.name))
        holdOnce(facts, 'allergies', `Allergy to ${m.name}.`, [allergyAsked.id, u.seg.id]);
    return null;
  }
  if (found.length === 0) {
    unnamedStart(u, i, clinician, state);
    return null;
  }
  return { found, clinician };
}

/** The clinician starting a medicine without naming a drug ('a little pain medicine', 'some antibiotics'). */
function unnamedStart(u: Utterance, i: number, clinician: boolean, state: MedicationState) {
  const kind = clinician && !u.question ? orderedClass(u.text) : null;
  if ((clinician && !u.question && startsUnnamed(u.text)) || kind) state.unnamedStart = i;
  if (kind) state.classes.push({ at: i, name: kind, ids: [u.seg.id] });
}

/**
 * The sentence read for its drugs: who says it, the plan's action for each drug, and the reply about
 * them. Null when the patient said no to the question: none of its drugs is taken. Drugs asked about as
 * examples ('are you taking aspirin or ibuprofen?') are offered together.
 */
export function readSentence(
  all: Utterance[],
  segs: Seg[],
  i: number,
  drugs: { found: Mention[]; clinician: boolean },
  state: MedicationState,
  facts: ClinicalFacts,
): DrugSentence | null {
  const u = all[i]!;
  const { found, clinician } = drugs;
  const sentence = u.text;
  const ordering = !u.seg.confirmed && ordersToPatient(sentence);
  // The drug named just after a start that did not name it ('… a little pain medicine' | 'so tramadol
  // 50 mg every six hours') is the one started, whichever label speech recognition gave the words.
  const namedNext = !u.question && i - state.unnamedStart <= 2 && !OWN_MEDICINE.test(sentence);
  const reply = u.question ? replyTo(all, i, segs) : null;
  const answer = reply ? answerPolarity(reply.text) : null;
  if (answer === false) return null;
  const ids = reply ? [u.seg.id, ...reply.ids] : [u.seg.id];
  const examples = u.question ? askedAsExamples(sentence, found) : new Set<number>();
  // A reply naming a drug of its own ('have you tried tylenol or ibuprofen?' | 'i tried some advil') tells
  // which was taken, read where the reply is: neither example is.
  const namesOwn = reply !== null && drugMentions(reply.text).some((r) => !found.some((m) => m.name === r.name));
  if (examples.size > 0 && !namesOwn)
    holdOnce(facts, 'medications', `Takes ${orList(found.filter((_, k) => examples.has(k)).map((m) => m.name))}.`, ids);
  return {
    all,
    i,
    u,
    sentence,
    found,
    actions: actionsOf(sentence, found, namedNext),
    clinician,
    namedNext,
    planning: ((clinician || ordering) && !u.question) || namedNext,
    answer,
    ids,
    next: all[i + 1],
    replyAbout: replyAboutDrugs(all, segs, i, reply, clinician && found.length === 1),
    examples,
    taking: [],
  };
}

/**
 * The plan's action for each drug. 'continue your medicines except the prozac': the drug left out is
 * stopped. A drug named just after an unnamed start is started.
 */
function actionsOf(sentence: string, found: Mention[], namedNext: boolean): (Cue | null)[] {
  return medicationActions(sentence, found).map((c, k) => {
    const at = found[k]!.index;
    if (c?.action === 'continue' && c.at < at && EXCEPTED.test(sentence.slice(c.at, at)))
      return { ...c, action: 'stop' as const };
    return c || !namedNext ? c : { action: 'start' as const, at, word: 'start' };
  });
}
