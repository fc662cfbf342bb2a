import { oneOf, regex, wordsOf } from '../pattern.js';
import { answerPolarity } from '../reading/answers.js';
import { isNegated } from '../reading/context.js';
import { aboutOthers, hypotheticalCue } from '../reading/subject.js';
import { CLAUSE_STARTS } from '../vocabulary/hpi-cues.js';
import {
  BETTER_WHEN,
  FACTOR_ADVERBS,
  FACTOR_LEAD,
  HELPS,
  HELPS_AFTER,
  HURTS_WHEN,
  MAKES_BETTER,
  MAKES_WORSE,
  NO_FACTOR,
  PAIN_COMPLAINT,
  PHRASE_END,
  WORSE_WHEN,
} from '../vocabulary/hpi-factor-cues.js';
import { thirdPerson, type Pronouns } from './person.js';
import { symptomMentions } from './symptom-mentions.js';
import type { Found, Seg } from './types.js';
import { replyTo, type Utterance } from './utterances.js';

/** What makes the complaint worse or better, read for the history of present illness. */

const CLAUSE_START = regex([oneOf(CLAUSE_STARTS)], 'g');
const END = regex([String.raw`\s+${wordsOf(PHRASE_END)}|[,.;?!]`]);
const WORSE = regex([String.raw`\b${oneOf(WORSE_WHEN)}\s+`]);
const WORSE_OR_HURTS = regex([String.raw`\b${oneOf([...WORSE_WHEN, ...HURTS_WHEN])}\s+`]);
const PAIN = regex([String.raw`\b${oneOf(PAIN_COMPLAINT)}\b`]);
const BETTER = regex([String.raw`\b${oneOf(BETTER_WHEN)}\s+`]);
const MADE_WORSE = regex([String.raw`\s+${wordsOf(MAKES_WORSE)}`]);
const MADE_BETTER = regex([String.raw`\s+${wordsOf(MAKES_BETTER)}`]);
const HELPED = regex([String.raw`\s+${oneOf(HELPS)}`]);
const HELP_START = regex([wordsOf(HELPS_AFTER)], 'g');
/** How many words what helps may have ('the heating pad'). */
const HELP_WORDS = 3;
const LEAD = regex([String.raw`^(?:${oneOf([...FACTOR_LEAD, ...FACTOR_ADVERBS])}\s+)+`]);
const TRAIL = regex([String.raw`(?:\s+${oneOf(FACTOR_ADVERBS)})+$`]);
/**
 * Where a factor's words start: after the last joining word before its cue ('… worse and sleep makes it
 * better'); an 'and' inside the factor ('ice and rest make it better') joins its parts.
 */
const JOIN = /\b(?:but|so|because|then)\s+|\b(?:worse|better|it|them)\s+(?:and|or)\s+/g;
const EMPTY_FACTOR = regex([String.raw`^${wordsOf(NO_FACTOR)}$`]);
/** How many words a factor said before its cue may have ('walking up the stairs'). */
const FACTOR_WORDS = 4;
/** A short phrase fit for a note: no one spoken to, no filler, no 'this' or 'that' pointing at the room. */
const UNFIT = /\b(?:you|your|um|uh|like|this|that|stuff|things?|whatever|here|there|left|right)\b/;

export const found = (value: string, ids: string[]): Found<string> => ({ value, segmentIds: [...new Set(ids)] });
export const own = (u: Utterance) => u.seg.role !== 'Doctor' && !u.question;

/** The clause a course word at `at` is said in, from where that clause starts ('and then i feel bloated all the time'). */
export function clauseBefore(text: string, at: number): string {
  const start = [...text.slice(0, at).matchAll(CLAUSE_START)].pop();
  return text.slice(start?.index ?? 0, at);
}

/** The whole clause the words from `at` to `end` are said in ('suddenly it started hurting' of 'i felt sick and suddenly it started hurting'). */
export function clauseAround(text: string, at: number, end: number): string {
  const after = text.slice(end);
  const next = [...after.matchAll(CLAUSE_START)].find((m) => m.index > 0);
  return clauseBefore(text, at) + text.slice(at, end) + after.slice(0, next?.index ?? after.length);
}

/** What makes it worse or better, as the patient says it ('when she pivots'), or as the clinician asks and the patient affirms ('with movement'). */
function factor(all: Utterance[], segs: Seg[], cue: RegExp, p: Pronouns): Found<string> | null {
  for (const [i, u] of all.entries()) {
    const m = cue.exec(u.text);
    if (!m || hypotheticalCue(u.text)) continue;
    const reply = u.question && u.seg.role === 'Doctor' ? replyTo(all, i, segs) : null;
    if (u.question ? !reply || answerPolarity(reply.text) !== true : u.seg.role === 'Doctor') continue;
    // A clinician's question gives a circumstance ('with movement', 'at night'), not a clause of theirs ('when i push here').
    if (u.question && !/(?:with|at|after|by)\s+$/.test(m[0])) continue;
    const rest = u.text.slice(m.index + m[0].length);
    const end = END.exec(rest);
    const said = (end ? rest.slice(0, end.index) : rest).trim();
    // 'when i walk' is 'when she walks': the patient named, so the clause keeps its subject.
    const told = thirdPerson(said, p, /^i\b/.test(said));
    const words = told.split(' ').length;
    if (!/[a-z]{3}/.test(said) || words > 6 || UNFIT.test(told) || /^(?:i|me|my)\b/.test(told)) continue;
    const link = m[0].trim().split(' ').at(-1);
    return found(`${link === 'by' ? 'with' : link} ${told}`, [u.seg.id, ...(reply?.ids ?? [])]);
  }
  return null;
}

/**
 * What makes it worse or better said before the cue, in the patient's own telling ('stress makes it worse',
 * 'lying down makes it better'): the words of the cue's clause before it, as the factor ('with stress').
 */
function madeBy(all: Utterance[], cue: RegExp, p: Pronouns): Found<string> | null {
  for (const u of all.filter(own)) {
    const m = cue.exec(u.text);
    if (!m || hypotheticalCue(u.text) || isNegated(u.text, m.index, m.index + m[0].length)) continue;
    if (aboutOthers(u.text, m.index)) continue;
    const clause = clauseBefore(u.text, m.index);
    const join = [...clause.matchAll(JOIN)].at(-1);
    const said = clause
      .slice(join ? join.index + join[0].length : 0)
      .trim()
      .replace(LEAD, '')
      .replace(TRAIL, '');
    const told = thirdPerson(said, p);
    if (!/[a-z]{3}/.test(said) || said.split(' ').length > FACTOR_WORDS || EMPTY_FACTOR.test(said)) continue;
    if (UNFIT.test(told) || /\b(?:i|me|my|she|he|they|we)\b/.test(told)) continue;
    return found(`with ${told}`, [u.seg.id]);
  }
  return null;
}

/**
 * What helps, in the patient's own telling ('ibuprofen helps a bit', 'um the cream helps a little'): the few
 * words after the last filler or joining word before the cue, as the factor ('with the cream'); more words
 * ('lying down in a dark room helps') are left to the statement offered.
 */
function helpedBy(all: Utterance[], p: Pronouns): Found<string> | null {
  for (const u of all.filter(own)) {
    const m = HELPED.exec(u.text);
    if (!m || hypotheticalCue(u.text) || isNegated(u.text, m.index, m.index + m[0].length)) continue;
    if (aboutOthers(u.text, m.index)) continue;
    const clause = clauseBefore(u.text, m.index);
    const start = [...clause.matchAll(HELP_START)].at(-1);
    const said = clause
      .slice(start ? start.index + start[0].length : 0)
      .trim()
      .replace(TRAIL, '');
    const told = thirdPerson(said, p);
    if (!/[a-z]{3}/.test(said) || said.split(' ').length > HELP_WORDS || EMPTY_FACTOR.test(said)) continue;
    if (UNFIT.test(told) || /\b(?:i|me|my|she|he|they|we|it)\b/.test(told)) continue;
    return found(`with ${told}`, [u.seg.id]);
  }
  return null;
}

/**
 * What makes it worse: as the patient says it after the cue ('worse when i walk'), or before it ('stress makes
 * it worse'); what makes it hurt, unless the complaint is a symptom other than pain ('difficulty swallowing').
 */
export function aggravating(
  all: Utterance[],
  segs: Seg[],
  p: Pronouns,
  complaint: string | null,
): Found<string> | null {
  const otherSymptom = complaint !== null && symptomMentions(complaint).length > 0 && !PAIN.test(complaint);
  const cue = otherSymptom ? WORSE : WORSE_OR_HURTS;
  return factor(all, segs, cue, p) ?? madeBy(all, MADE_WORSE, p);
}

/** What makes it better, read as `aggravating` is. */
export function relieving(all: Utterance[], segs: Seg[], p: Pronouns): Found<string> | null {
  return factor(all, segs, BETTER, p) ?? madeBy(all, MADE_BETTER, p) ?? helpedBy(all, p);
}
