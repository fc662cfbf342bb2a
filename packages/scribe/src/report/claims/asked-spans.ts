import { symptomMentions } from '../extract/index.js';
import { spansIn } from './durations.js';

type Turn = { role: string; text: string };

/** A question of how long ('how long have you had that feeling?', 'since when?', 'when did it start?'). */
const HOW_LONG =
  /\bhow long\b|\bsince when\b|\bwhen did (?:it|this|that|these|those|all (?:of )?this|the \w+) (?:start|begin|come on)\b|\bhow many (?:days|weeks|months|years)\b/;

/** A question of how long about something other than a complaint ('how long have you been smoking?', 'how long have you worked there?'). */
const OTHER_TOPIC =
  /\b(?:smok\w*|drink\w*|work\w*|job|liv(?:e|ed|ing)|married|retired|school|pregnan\w*|tak(?:e|en|ing)|took|been on|us(?:e|ed|ing))\b/;

/** The symptoms named at the end of a turn, where a question asks about them. */
const namedIn = (turn: Turn | undefined) =>
  turn ? symptomMentions(turn.text.slice(-160)).map((m) => m.term.name) : [];

/**
 * The symptoms a bare reply's span ('about two days') tells the length of: those named by the other
 * speaker's turn just before it. A question of how long that names none ('how long have you had that
 * feeling?') asks about the symptom just talked of, in the reply or the question before it; and the
 * reply may come a turn after the question ('how long has this been going on?' 'let me think' 'hmm
 * about three weeks'), when that turn names nothing and gives no span.
 */
export function askedSymptoms(segs: Turn[], i: number): string[] {
  const role = segs[i]!.role;
  const prev = segs[i - 1];
  const named = prev && prev.role !== role ? namedIn(prev) : [];
  if (named.length) return named;
  const q = [i - 1, i - 2].find(
    (j) =>
      segs[j] &&
      segs[j]!.role !== role &&
      HOW_LONG.test(segs[j]!.text.slice(-160)) &&
      !OTHER_TOPIC.test(segs[j]!.text.slice(-160)),
  );
  // A turn between that gives a span or names a symptom was the answer itself.
  if (q === undefined || (q === i - 2 && (namedIn(prev).length || spansIn(prev!.text).length))) return [];
  for (const j of [q, q - 1, q - 2]) {
    const names = namedIn(segs[j]);
    if (names.length) return names;
  }
  return [];
}

const WHOLE: Record<string, number> = { day: 1, night: 1, week: 7, month: 30, year: 365 };

/**
 * A whole week, month or year ('all week', 'the whole month') is that span; a whole day or night only
 * in reply to a question of how long ('how long had he been that way?' 'all day'), for said otherwise
 * ('on my feet all day') it tells when.
 */
export function wholeSpansIn(sentence: string, question: string): { days: number; index: number; text: string }[] {
  const units = HOW_LONG.test(question.slice(-160)) ? 'day|night|week|month|year' : 'week|month|year';
  return [...sentence.matchAll(new RegExp(`\\b(?:all|the whole|a whole|the entire) (${units})\\b`, 'g'))].map((m) => ({
    days: WHOLE[m[1]!]!,
    index: m.index,
    text: m[0],
  }));
}
