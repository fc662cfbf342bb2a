import { capture, oneOf, regex, wordsOf } from '../pattern.js';
import { isNegated } from '../reading/context.js';
import { withoutTag } from '../reading/questions.js';
import { aboutOthers } from '../reading/subject.js';
import { conditionsIn } from './history.js';
import { MEDICAL, NOT_A_DIAGNOSIS } from './lexicon-diagnosis.js';
import { locateReason } from './located-reason.js';
import { complaint, I_HAVE } from './own-complaint.js';
import { symptomMentions } from './symptoms.js';
import type { ClinicalFacts, Seg } from './types.js';
import { returnVisit, routineVisit, visitKind } from './visit-reason.js';
import { replyTo, utterancesOf } from './utterances.js';

/** How a clinician dictates or states why the patient came ('presents for her annual exam', 'here for back pain'). */
/** Words that bring in why the patient came: 'presents', 'here', 'referred', 'chief complaint is'. */
const REASON_CUES = [
  'presents?',
  'presenting',
  'presented',
  "(?:is |are |you're |he's |she's )?here",
  'coming in',
  'comes? in',
  'came in',
  'seen',
  'referred',
  'the referral (?:i have )?is',
  'chief complaint (?:is|of)',
  'main complaint (?:is|of)',
  "reason for (?:the |your |today's )?visit(?: today)? is",
  '(?:were|was|been) in the (?:hospital|er|emergency room)',
];
/** 'for', 'with', 'to follow up on' — and the articles and words before the reason itself. */
const REASON_LINK =
  String.raw`(?:for|with|to discuss|to follow up on|to follow up for)\s+` +
  '(?:an? |the |his |her |your |some |evaluation of |a follow-?up (?:for|of) )?(?:an? |the |his |her |your )?';
/** Words between the cue and its link: 'coming in and for …', 'here in my notes for …', 'to the clinic'. */
const REASON_BETWEEN = [
  String.raw`today\s+`,
  String.raw`to (?:the |our )?(?:clinic|office)\s+`,
  String.raw`in (?:my|the|your) (?:notes?|chart|records?|referral)\s+`,
  String.raw`and\s+`,
];
const REASON = regex([String.raw`\b${oneOf(REASON_CUES)}\s+${oneOf(REASON_BETWEEN)}*`, REASON_LINK]);
/**
 * The clinician telling back the complaint: 'it looks like you've been having some difficulty swallowing',
 * 'i see you've been having back pain'. The symptom named right after is why the patient came.
 */
const TOLD_BACK = [
  'it looks like',
  'looks like',
  String.raw`i see(?: here)?`,
  'i understand',
  'i hear',
  'i know',
  String.raw`(?:\w+ )?told me`,
];
const TOLD_BACK_HAVING = regex([
  wordsOf(TOLD_BACK),
  String.raw` (?:that )?(?:(?:you(?:'ve| have)?|(?:she|he)(?:'s| has)) been|you're|you are) (?:having|experiencing|dealing with) `,
]);

/** The symptom the clinician tells back as the complaint, when one is named within its next few words. */
function toldBack(text: string): string | null {
  const m = TOLD_BACK_HAVING.exec(text);
  if (!m) return null;
  const said = text
    .slice(m.index + m[0].length)
    .split(' ')
    .slice(0, 6)
    .join(' ');
  return symptomMentions(said).find((s) => !s.negated)?.term.name ?? null;
}
const END =
  /[,.;?!]|\b(?:and (?:i|we|she|he|it|they)|which|who|what|how|that|but|so|since|because|as well|today|now|sometimes|lately|recently|okay|alright|um|uh)\b/;
const NOT_A_REASON =
  /^(?:you|it|that|this|me|him|her|us|a little|some time|while|the last|about|almost|over|now|my|the|them|like)\b/;
/** The clinician's opening question: the reply says why the patient came. */
const OPENING_QUESTIONS = [
  'what brings (?:you|her|him|them)',
  'how (?:are|have) you (?:been|doing|feeling)',
  "how're you doing",
  'what happened',
  "what's wrong",
  'what can i do for you',
  'how can i help',
  "what's going on",
  'what seems to be',
  'what are you here for',
  'why are you here',
  'what brought you',
  "(?:what is|what's) the reason for (?:your|the|today's) visit",
];
const OPENING = regex([wordsOf(OPENING_QUESTIONS)]);
/** Results a visit is for ('he had positive lab work for hep c', 'a positive screen for hepatitis c'). */
const RESULTS = [
  'lab work',
  'labs?',
  'blood ?work',
  'blood tests?',
  'tests?',
  'screen(?:ing)?(?: tests?)?',
  'results?',
];
const POSITIVE_RESULT = regex([String.raw`\bpositive ${capture(RESULTS)} for `]);
/** How many utterances into the consultation a result the visit is for is looked for: the clinician's opening. */
const RESULT_REACH = 4;

/** 'positive lab work for hepatitis c', from a clinician's opening statement of a positive result for a condition. */
function positiveResult(text: string): string | null {
  const m = POSITIVE_RESULT.exec(text);
  const condition = m ? conditionsIn(text.slice(m.index + m[0].length)).find((c) => c.index === 0) : undefined;
  return m && condition ? `positive ${m[1]} for ${condition.name}` : null;
}

/** Words that start another clause in speech with no commas: 'kidney stones your pcp said', 'back pain you said'. */
const NEXT_CLAUSE = /\s(?:(?:your|his|her|my|the) )*(?:pcp|doctor|primary care|you|he|she|i|we|they)\b/;

/** Words after a symptom that start a clause of their own: a name or a pronoun and its verb ('twitch karen is accompanied'). */
const CLAUSE_AFTER = /^\s+(?:[a-z]+ )?(?:is|was|has|had|are|were|says|said|comes|came)\b/;

/**
 * A reason that runs on into another clause ends there, when what comes before it names a condition or a
 * symptom; speech with no commas runs a symptom into the next sentence ('a new right eye twitch karen is
 * accompanied by her father'), which then ends after the symptom's words.
 */
function condition(p: string): string {
  const next = NEXT_CLAUSE.exec(p);
  const before = next ? p.slice(0, next.index) : p;
  if (next && (MEDICAL.test(before) || conditionsIn(before).length || symptomMentions(before).length)) return before;
  const last = symptomMentions(p).at(-1);
  return last && CLAUSE_AFTER.test(p.slice(last.end)) ? p.slice(0, last.end) : p;
}

function phrase(text: string): string | null {
  const end = END.exec(text);
  const p = condition(end ? text.slice(0, end.index) : text)
    .trim()
    .split(' ')
    .slice(0, 7)
    .join(' ')
    .replace(/\b(?:his|her|their|your|my|some) /g, '')
    .replace(/\s+(?:of|in|on|with|and|to|the|a|an|for)$/, '');
  return p.length >= 3 && !NOT_A_REASON.test(p) ? p : null;
}

/** Whether a phrase names a condition, a diagnosis or a symptom. */
const namesMedical = (p: string) => MEDICAL.test(p) || conditionsIn(p).length > 0 || symptomMentions(p).length > 0;

/** 'i think i have allergies': the have-cue, then what the patient has. */
const HAVE = regex([String.raw`\b${oneOf(I_HAVE)}\s+(?:an? |some |these |this )?`]);

/**
 * A condition the patient says they have in answer to why they came ('i think i have allergies', 'i'm having some
 * sexual dysfunction'): the condition's words up to where the clause ends, when they name a condition.
 */
function hadCondition(text: string): string | null {
  const m = HAVE.exec(text);
  if (!m || isNegated(text, m.index, m.index + m[0].length)) return null;
  const p = phrase(text.slice(m.index + m[0].length));
  // A history the patient has ('a long history of lung disease') is background, not why they came today.
  if (!p || /\bhistory\b/.test(p) || NOT_A_DIAGNOSIS.test(p)) return null;
  return MEDICAL.test(p) || conditionsIn(p).some((c) => c.index === 0) ? p : null;
}

/** A side said and at once corrected ('here for left leg pain. right leg pain, right leg pain?') is the corrected side. */
function corrected(phrase: string, after: string): string {
  const side = /\b(left|right)\b/.exec(phrase);
  if (!side) return phrase;
  const other = side[1] === 'left' ? 'right' : 'left';
  const again = phrase.replace(side[0], other);
  return new RegExp(`^[\\s.,]*${again}\\b`).test(after) ? again : phrase;
}

/**
 * Why the patient came, as a short phrase: what the clinician says the visit is for, else the first
 * symptom of the patient's answer to 'what brings you in' (or, when no symptom name fits, their
 * complaint in their own words), else the first complaint the patient or a companion voices; then
 * with the body part and side of a located complaint (located-reason.ts). The chief complaint is
 * written from it.
 */
export function extractReason(segs: Seg[], facts: ClinicalFacts) {
  statedReason(segs, facts);
  locateReason(segs, facts);
}

function statedReason(segs: Seg[], facts: ClinicalFacts) {
  const all = utterancesOf(segs);
  // A visit for prevention is why the patient came, whatever symptom is mentioned on the way.
  facts.reason = routineVisit(all, segs);
  if (facts.reason) return;
  for (const [i, u] of all.entries()) {
    // A positive result the clinician opens with is why the patient came, before how they feel about it.
    const result = i < RESULT_REACH && u.seg.role === 'Doctor' ? positiveResult(u.text) : null;
    if (result) {
      facts.reason = { value: result, segmentIds: [u.seg.id] };
      return;
    }
    // A visit that follows up or takes over the care of known conditions is for them.
    // A tag closing the clinician's statement ('… post your surgeries right') is no part of the reason.
    const said = u.seg.role === 'Doctor' ? withoutTag(u.text) : u.text;
    const visit = u.seg.role === 'Doctor' ? visitKind(said) : null;
    const conditions = visit && phrase(visit.rest);
    if (visit && conditions && namesMedical(conditions)) {
      facts.reason = { value: `${visit.written} ${conditions}`, segmentIds: [u.seg.id] };
      return;
    }
    if (u.seg.role === 'Doctor' && !u.question) {
      const m = REASON.exec(said);
      const p = m ? phrase(said.slice(m.index + m[0].length)) : null;
      if (
        p &&
        (MEDICAL.test(p) ||
          /\b(?:exam|check-?up|physical|follow[- ]?up|visit|evaluation|refill|results?|labs?|findings?|consultation|screening|injury)\b/.test(
            p,
          ) ||
          symptomMentions(p).length)
      ) {
        // What the turn says after this clause, where a side may be corrected; nothing when the reading
        // worded the clause anew (a bare 'any pain' given its site) and it is not found as said.
        const at = u.seg.text.indexOf(u.text);
        const rest = at >= 0 ? u.seg.text.slice(at + u.text.length) : '';
        facts.reason = {
          value: corrected(p, rest).replace(/\bfollow[ -]?up\b/, 'follow-up'),
          segmentIds: [u.seg.id],
        };
        return;
      }
    }
    const told = u.seg.role === 'Doctor' ? toldBack(u.text) : null;
    if (told) {
      facts.reason = { value: told, segmentIds: [u.seg.id] };
      return;
    }
    if (u.seg.role === 'Doctor' && OPENING.test(u.text)) {
      const reply = replyTo(all, i, segs);
      const first = reply
        ? (symptomMentions(reply.text).find((s) => !s.negated && !aboutOthers(reply.text, s.index))?.term.name ??
          complaint(reply.text) ??
          hadCondition(reply.text))
        : null;
      if (reply && first) {
        facts.reason = { value: first, segmentIds: reply.ids };
        return;
      }
    }
  }
  // A return visit with no complaint stated is a follow-up; a symptom named later in passing is not why they came.
  facts.reason = returnVisit(all);
  if (facts.reason) return;
  const own = all.find((u) => u.seg.role !== 'Doctor' && !u.question && complaint(u.text));
  if (own && !facts.symptoms.length) facts.reason = { value: complaint(own.text)!, segmentIds: [own.seg.id] };
}
