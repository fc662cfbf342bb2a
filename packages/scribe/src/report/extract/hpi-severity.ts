// The pain score the history tells: today's, said as a score or in reply to how bad it is, never one told of the onset.
import { regex, wordsOf } from '../pattern.js';
import { ofOnset, toldOfOnset } from '../reading/episodes.js';
import { ASKS_SEVERITY } from '../vocabulary/hpi-cues.js';
import { found, own } from './hpi-factors.js';
import { askedUnder, scoresUnder } from './hpi-treated-score.js';
import type { Found, Seg } from './types.js';
import { replyTo, type Utterance } from './utterances.js';

/** A score's number: the normaliser has written a spoken one in digits ('nine' is 9). */
const SCORE = String.raw`(\d{1,2})`;
/** 'nine out of ten', '8/10', 'a seven' said in answer to how bad it is; the 10 of a scale said again ('out of ten, about a two') is no score. */
const OUT_OF = regex([String.raw`\b${SCORE}\s*(?:out of|over|/)\s*10\b`], 'g');
/**
 * A score said as a range ('anywhere from two to seven out of ten', 'between a 3 and a 6'): the low end just
 * before the score. A note that keeps only the high end overstates the pain on a good day.
 */
const RANGE_FROM = regex([
  String.raw`\b(?:between\s+(?:an?\s+)?${SCORE}\s*and|${SCORE}\s*(?:to|through|or|-))\s*(?:an?\s+)?$`,
]);
/** The high end after a bare score ('between a 3 and a 6', 'a 4 to 5'). */
const RANGE_TO = regex([
  String.raw`^\s*(?:to|through|or|and|-)\s*(?:an?\s+)?${SCORE}\b(?!\s*(?:days?|weeks?|months?|years?|times?|hours?|mg|pills?))`,
]);
const BARE_SCORE = regex([
  String.raw`^(?:[a-z']+\s+){0,9}?(?:an?\s+)?(?<!\bout of\s)${SCORE}\b(?!\s*(?:days?|weeks?|months?|years?|times?|hours?|mg|pills?))`,
]);
/** A bare score after a word of now, in a reply ('it was a nine at first now it's more like a three'). */
const NOW_SCORE = regex(
  [
    String.raw`\b(?:now|today|currently)\b(?:\s+[a-z']+){0,5}?\s+(?:an?\s+)?${SCORE}\b(?!\s*(?:days?|weeks?|months?|years?|times?|hours?|mg|pills?))`,
  ],
  'g',
);
const ASKS_HOW_BAD = regex([wordsOf(ASKS_SEVERITY)]);

const score = (s: string) => Number(s);

/** The score said from `at` to `end` in `text`, as a range ('2-7') when its other end is said with it. */
function scoreAt(text: string, at: number, end: number): string {
  const said = score(text.slice(at, end));
  const before = RANGE_FROM.exec(text.slice(Math.max(0, at - 24), at));
  const low = before ? score(before[1] ?? before[2]!) : null;
  if (low !== null && low < said) return `${low}-${said}`;
  const after = RANGE_TO.exec(text.slice(end));
  const high = after ? score(after[1]!) : null;
  return high !== null && high > said && high <= 10 ? `${said}-${high}` : `${said}`;
}

/** Where the digits of a score match stand: at the start of an 'out of ten', at the end of a bare answer ('about a six'). */
const digitsAt = (m: RegExpExecArray | RegExpMatchArray) =>
  m[0].startsWith(m[1]!) ? m.index! : m.index! + m[0].length - m[1]!.length;

/**
 * Where the first score of today stands in a text, or -1: an 'out of ten' (or, in a reply to how bad it is, a
 * bare number first or after a word of now), at most ten, not told of the start of the illness ('it was a nine at
 * first now it's more like a three': the three).
 */
function todayScore(text: string, bare: boolean, askedOfOnset: boolean): number {
  const first = (said: (RegExpExecArray | RegExpMatchArray | null)[]) =>
    said
      .filter((m) => m !== null && score(m[1]!) <= 10)
      .map((m) => ({ at: digitsAt(m!), end: digitsAt(m!) + m![1]!.length }))
      .sort((a, b) => a.at - b.at)
      .find((s) => !toldOfOnset(text, s.at, s.end, askedOfOnset))?.at ?? -1;
  const outOf = first([...text.matchAll(OUT_OF)]);
  return outOf >= 0 || !bare ? outOf : first([BARE_SCORE.exec(text), ...text.matchAll(NOW_SCORE)]);
}

/** The pain score and the history fact it is told as: alone ('severity', '7/10') or with a treatment ('treated'). */
export interface PainScore {
  fact: 'severity' | 'treated';
  score: Found<string>;
}

const digitsEnd = (text: string, at: number) => at + /^\d+/.exec(text.slice(at))![0].length;

/**
 * The pain score: 'nine out of ten' said by anyone, or a bare number the patient answers 'how would you rate
 * your pain' with. A score asked under a treatment ('and with your ibuprofen?') is told with it (scoresUnder),
 * never as the pain's score alone.
 */
export function severity(all: Utterance[], segs: Seg[]): PainScore | null {
  let askedOfOnset = false;
  const under: Parameters<typeof scoresUnder>[0] = [];
  for (const [i, u] of all.entries()) {
    const asked = u.seg.role === 'Doctor' && ASKS_HOW_BAD.test(u.text);
    if (u.seg.role === 'Doctor' && u.question) askedOfOnset = ofOnset(u.text);
    // The treatment may lead the question in the words before it ('so without any ibuprofen' | 'can you tell me …').
    const lead = all[i - 1]?.at === u.at ? `${all[i - 1]!.text} ` : '';
    const condition = asked && u.question ? askedUnder(`${lead}${u.text}`) : null;
    if (condition) {
      const reply = replyTo(all, i, segs);
      const at = reply ? todayScore(reply.text, true, false) : -1;
      if (reply && at >= 0)
        under.push({
          ...condition,
          score: scoreAt(reply.text, at, digitsEnd(reply.text, at)),
          ids: [u.seg.id, ...reply.ids],
        });
      continue;
    }
    if (under.length) continue;
    const said = todayScore(u.text, false, askedOfOnset && own(u));
    if (said >= 0 && (asked || own(u) || /\bpain\b/.test(u.text)) && !u.text.includes('zero'))
      return { fact: 'severity', score: found(scoreAt(u.text, said, digitsEnd(u.text, said)), [u.seg.id]) };
    if (!asked || !u.question) continue;
    const reply = replyTo(all, i, segs);
    const at = reply ? todayScore(reply.text, true, askedOfOnset) : -1;
    if (!reply || at < 0) continue;
    return {
      fact: 'severity',
      score: found(scoreAt(reply.text, at, digitsEnd(reply.text, at)), [u.seg.id, ...reply.ids]),
    };
  }
  const treated = scoresUnder(under);
  return treated ? { fact: 'treated', score: treated } : null;
}
