import { regex, wordsOf } from '../pattern.js';
import { symptomMentions } from '../extract/index.js';
import { askedSymptoms, wholeSpansIn } from './asked-spans.js';
import type { Consultation } from './consultation-types.js';
import { isDuration, relativeSpansIn, spansIn } from './durations.js';
import {
  BOOKED_SPAN_LEADS,
  COME_BACK_LEADS,
  COME_BACK_TAILS,
  FOLLOW_UP_WORDS,
  INTERVAL_HEDGES,
} from './follow-up-cues.js';
import { PLAN_WORDS } from './span-cues.js';

/**
 * A span a plan prescribes ('refer you to physical therapy for 6 to 8 weeks', 'wear the brace for the
 * next 2 weeks'): how long to treat, not how long it has been. Said in the future or as an instruction,
 * whoever the role label says spoke ('they prescribed steroids for 3 days' tells history).
 */
export const PLANNED = regex([
  wordsOf(PLAN_WORDS),
  String.raw`[^.?!;]{0,60}\b(?:for|next|another)\s+(?:about\s+|approximately\s+|the next\s+)?$`,
]);
const NEXT: Record<string, number> = { week: 7, month: 30, year: 365 };
/** Words that book the patient back (follow-up-cues.ts). */
export const FOLLOW_UP = regex([wordsOf(FOLLOW_UP_WORDS)]);
/** What stands right before an interval said as when to come back, hedges allowed: 'in', 'in about', 'within', 'next', 'at'. */
const HEDGES = `(?:${wordsOf(INTERVAL_HEDGES)}\\s+)*`;
export const INTERVAL_LEAD = regex([wordsOf([...COME_BACK_LEADS, ...BOOKED_SPAN_LEADS]), `\\s+${HEDGES}$`]);
const COME_BACK_LEAD = regex([wordsOf(COME_BACK_LEADS), `\\s+${HEDGES}$`]);
/** What stands right after an interval said as when to come back ('three months from now'). */
export const COME_BACK_TAIL = regex(['^\\s*', wordsOf(COME_BACK_TAILS)]);
/** How many characters before an interval are read for its lead. */
const LEAD_CHARS = 32;
/**
 * How many words of a sentence may stand before its interval for the sentence to go on from the same speaker's
 * last words: speech cut at a pause ('i want you to come back' | 'in about three months').
 */
const CARRIED_WORDS = 3;

/** The symptoms named just before a span ('coughing a lot the last 2 days', 'fever for 4 days'), within `reach` characters: the span is how long they have lasted. */
export const symptomsBefore = (
  text: string,
  mentions: readonly { term: { name: string }; end: number }[],
  at: number,
  reach = 30,
) =>
  mentions
    .filter((m) => m.end <= at && at - m.end <= reach && !/[,;]|\band\b/.test(text.slice(m.end, at)))
    .map((m) => m.term.name);

/** Whether an interval stands at the opening of a sentence: 'in about three months'. */
const opening = (sentence: string, at: number) => sentence.slice(0, at).split(' ').length <= CARRIED_WORDS + 1;
/** The last words of a text, where a booking cut off by a pause ends. */
const lastWords = (text: string) =>
  text
    .split(' ')
    .slice(-2 * CARRIED_WORDS)
    .join(' ');

/** The spans of one sentence of turn `i`: how long, when to come back, how long a plan prescribes, and of which symptoms. */
export function readSpans(c: Consultation, sentence: string, i: number, question: string) {
  const seg = c.segs[i]!;
  // The same speaker's words just before, when this sentence goes on from them.
  const prior = c.segs[i - 1]?.role === seg.role && seg.text.startsWith(sentence) ? c.segs[i - 1]!.text : '';
  const spans = [...spansIn(sentence), ...wholeSpansIn(sentence, question)];
  // Symptom names are read only where a span is said (most sentences have none, and reading them is the costly part).
  const mentions = spans.length ? symptomMentions(sentence) : [];
  // A bare reply ('about two days') answers the question before it: its span is of the symptoms asked about (askedSymptoms).
  const asked = spans.length && !mentions.length ? askedSymptoms(c.segs, i) : [];
  for (const s of spans) {
    const symptoms = asked.length ? asked : symptomsBefore(sentence, mentions, s.index);
    const before = sentence.slice(Math.max(0, s.index - LEAD_CHARS), s.index);
    if (!isDuration(sentence, s)) continue;
    const booked = FOLLOW_UP.test(sentence) || (opening(sentence, s.index) && FOLLOW_UP.test(lastWords(prior)));
    const tail = COME_BACK_TAIL.test(sentence.slice(s.index + s.text.length));
    const followUp = booked && (INTERVAL_LEAD.test(before) || tail);
    // 'See you again in 7 days' says when to come back; 'wanted me to see you because of this pain … for 6 months' says how long.
    const comeBack = followUp && (COME_BACK_LEAD.test(before) || tail);
    // 'Half a day or more', 'three days or so' give the least the span was.
    const atLeast = /^\s*(?:or more|or so|or longer)\b/.test(sentence.slice(s.index + s.text.length));
    c.spans.push({
      days: s.days,
      seg: seg.id,
      role: seg.role,
      followUp,
      comeBack,
      text: s.text,
      plan: PLANNED.test(sentence.slice(Math.max(0, s.index - 80), s.index)),
      symptoms,
      atLeast,
    });
  }
  for (const s of relativeSpansIn(sentence))
    c.spans.push({ days: s.days, seg: seg.id, role: seg.role, followUp: false, text: s.text, relative: s.point });
  // 'See him in the office next week' comes back in a week.
  for (const m of FOLLOW_UP.test(sentence) ? sentence.matchAll(/\bnext (week|month|year)\b/g) : [])
    c.spans.push({ days: NEXT[m[1]!]!, seg: seg.id, role: seg.role, followUp: true, comeBack: true, text: m[0] });
}
