import { regex, wordsOf } from '../pattern.js';
import { NO_LONGER_TAKEN, STOPPED_IN_REPLY, STOPPED_ON_OWN, TAKEN_IRREGULARLY } from './adherence-cues.js';

/** How the patient takes a medicine they were on: not now, now and then, or stopped of their own accord. */
export type Taking = 'not taking' | 'taking irregularly' | 'stopped on own';

/** What the patient no longer takes is not a current medication. */
export const STOPPED = regex([wordsOf(NO_LONGER_TAKEN)]);
const STOPPED_REPLY = regex([wordsOf(STOPPED_IN_REPLY)]);
/** The medicine in a cue row: 'it' in a reply about it; in its own words, also its name ('my lisinopril'). */
const IT = String.raw`(?:it|them|that|those|(?:my|his|her|the) (?:\w+ )?pills?)`;
const NAMED = String.raw`(?:(?:my|his|her|the) )?\w+`;
const irregular = (it: string) => regex([wordsOf(TAKEN_IRREGULARLY.map((row) => row.replace('{it}', it)))]);
const IRREGULAR_OF_IT = irregular(IT);
const IRREGULAR = irregular(`(?:${IT}|${NAMED})`);
const ON_OWN = regex([wordsOf(STOPPED_ON_OWN)]);

/** A reply saying the drug was stopped. */
export const stoppedIn = (reply: { text: string } | null) => reply !== null && STOPPED_REPLY.test(reply.text);

/**
 * How long it has not been taken: 'for about 2 weeks', or a stop '2 weeks ago' (stopped that long ago, not
 * taken since). The count (m[1]) and the unit (m[2]); not one of two counts ('one or two days ago').
 */
const SPAN = String.raw`(?<!\bor )(\d+|a few|a couple of|a) (day|week|month|year)s?\b`;
const ABOUT = '(?:about |around |almost |over |like |maybe )?';
const FOR_SPAN = regex([String.raw`\bfor (?:the (?:last|past) )?`, ABOUT, SPAN]);
const SPAN_AGO = regex([String.raw`\b`, ABOUT, SPAN, ' ago']);

function sinceOf(words: string): string | null {
  const span = FOR_SPAN.exec(words) ?? SPAN_AGO.exec(words);
  if (!span) return null;
  const one = span[1] === 'a' || span[1] === '1';
  return `for ${one ? '1' : span[1]} ${span[2]}${one ? '' : 's'}`;
}

export interface Adherence {
  taking: Taking;
  /** how long not taken, as the history writes it ('for 2 weeks'); null when not said */
  since: string | null;
}

/**
 * How the patient says they take a medicine, in their words about it: now and then ('i only take it when i
 * remember'), stopped of their own accord ('i stopped the statin on my own'), or not now ("i haven't been
 * taking the metformin for 2 weeks", 'i ran out'); null when they say none of these. Taken now and then is
 * read first: "i don't take it every day" is taken. `reply` reads a reply about the drug asked of, said of
 * 'it' ('i stopped taking it').
 */
export function adherenceOf(words: string, reply = false): Adherence | null {
  if ((reply ? IRREGULAR_OF_IT : IRREGULAR).test(words)) return { taking: 'taking irregularly', since: null };
  if (!(reply ? STOPPED_REPLY : STOPPED).test(words)) return null;
  return { taking: ON_OWN.test(words) ? 'stopped on own' : 'not taking', since: sinceOf(words) };
}
