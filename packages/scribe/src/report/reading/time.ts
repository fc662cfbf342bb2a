import { capture, regex, wordsOf } from '../pattern.js';
import type { Source } from './context-types.js';
import { EPISODE_TIME_RULES } from './episode-time-cues.js';
import { HISTORY_NAMED, MONTHS, TIME_RULES, TOLD_AS_THEN } from './time-cues.js';
import { OPERATION_TIME_RULES } from './time-operation-cues.js';
import type { Time, TimeRule } from './time-types.js';

/**
 * When a text places what it names: the rows of time-cues.ts, read here for the writer and the checker
 * alike. A row without a source reads both talk and notes. The last cue of the text decides, so a
 * current cue after a past one ('history of asthma, now has wheezing') makes it current.
 */
const phrases = (time: Time, source: Source) =>
  TIME_RULES.filter((r) => !r.reads && r.time === time && (!r.source || r.source === source)).map((r) => r.phrase);
const words = (time: Time, source: Source) => `\\b(?:${phrases(time, source).join('|')})\\b`;
/** A cue of this time with no cue of another time after it. */
const lastCue = (time: Time, source: Source) => {
  const others = (['past', 'current', 'future'] as const).filter((t) => t !== time).map((t) => words(t, source));
  return regex([words(time, source), `(?![^]*(?:${others.join('|')}))`]);
};
const LAST = {
  talk: { past: lastCue('past', 'talk'), current: lastCue('current', 'talk'), future: lastCue('future', 'talk') },
  note: { past: lastCue('past', 'note'), current: lastCue('current', 'note'), future: lastCue('future', 'note') },
};

/** Said of the past in the consultation ('in the past', 'years ago', 'as a child'), with nothing after placing it today. */
export const PAST_IN_TALK = LAST.talk.past;

/** The time a text's last cue gives it; null when no cue places it. */
export function timeOf(text: string, source: Source = 'talk'): Time | null {
  return (['past', 'current', 'future'] as const).find((t) => LAST[source][t].test(text)) ?? null;
}

const HISTORY_BEFORE = regex([wordsOf(HISTORY_NAMED), '[^.;]*$']);

/** Whether the words before a mention name it as history, in the same sentence ('… a history of asthma and'). */
export const historyNamedBefore = (before: string): boolean => HISTORY_BEFORE.test(before);

/** A day of the month said after the month: 'december 5th', 'december the 3rd'. */
const DAY = String.raw`(?: (?:the )?\d{1,2}(?:st|nd|rd|th)?)?`;
/** A year of a date: four digits, not a value with its unit ('2000 units'). */
const YEAR = String.raw`((?:19|20)\d\d)\b(?! ?(?:units?|mg|milligrams?|%|percent))`;
/**
 * A date said with its year: the month (m[1]) and year (m[2]) ('on december 5th, 2019', 'october 2019'), or
 * a year alone after 'in' or 'from' ('in 2019'); a bare number is no date.
 */
const DATE = regex([
  String.raw`\b(?:`,
  capture(MONTHS),
  DAY,
  String.raw`(?: ?,)? (?:of )?|\b(?:in|from|back in) )`,
  YEAR,
]);

/**
 * The date a text says, as a note writes it ('December 2019', '2019'), or null. The day is left out: said
 * in speech it is often misheard, and the month places an earlier result well enough.
 */
export function dateSaid(text: string): string | null {
  const m = DATE.exec(text);
  if (!m) return null;
  return m[1] ? `${m[1].charAt(0).toUpperCase()}${m[1].slice(1)} ${m[2]!}` : m[2]!;
}

const THEN = regex([wordsOf(TOLD_AS_THEN)]);
/** Whether a text places what it tells at an earlier time without a date ('back then', 'when they found it'). */
export const toldAsThen = (text: string): boolean => THEN.test(text);

/** The rows read one way around a symptom named in a turn (episode-time-cues.ts). */
const reading = (reads: TimeRule['reads']) => EPISODE_TIME_RULES.filter((r) => r.reads === reads);
const STORY = reading('story').map((r) => ({ id: r.id, re: regex([`\\b(?:${r.phrase})\\b`]) }));

/** The row by which a turn tells the story of an earlier episode ('they took me into the er'), or null. */
export const earlierEpisodeCue = (text: string): string | null => STORY.find((r) => r.re.test(text))?.id ?? null;

/** The telling as had now, a few words at most before a symptom: 'i have a', 'i'm still having some'. */
const NOW_BEFORE = regex([wordsOf(reading('now-before').map((r) => r.phrase)), String.raw`(?: [a-z'-]+){0,3} $`]);
const GOES_ON_AFTER = regex([wordsOf(reading('goes-on').map((r) => `(?:${r.phrase})`))]);

/**
 * When a symptom named in a turn was had, by the turn alone: 'then' when the turn tells the story of an
 * earlier episode ('my ankles were swelling … so they took me into the er'), the symptom is not told as had
 * now just before it ('i have'), and nothing after it says it goes on ('and they still are'); else 'now'.
 * Without a place for the symptom (a reply, a sign read from the whole turn) the whole turn is read after it.
 */
export function mentionTime(text: string, index = 0, end = index): 'then' | 'now' {
  if (!earlierEpisodeCue(text) || NOW_BEFORE.test(text.slice(0, index))) return 'now';
  return GOES_ON_AFTER.test(text.slice(end)) ? 'now' : 'then';
}

const operationRows = (keep: (r: TimeRule) => boolean) => OPERATION_TIME_RULES.filter(keep).map((r) => r.phrase);
const OPERATION_DONE = regex([wordsOf(operationRows((r) => !r.says))], 'g');
const OPERATION_TAKEN_AS_DONE = regex([wordsOf(operationRows((r) => !!r.asked))]);
const OPERATION_AGE = regex([wordsOf(operationRows((r) => r.says === 'age'))]);

/**
 * Where the last words placing an operation before today end, in the clause before its name ('i had my
 * gallbladder out': after 'i had'), or -1 when none does; in a question, only when its words take the
 * operation as done (time-operation-cues.ts). What follows them may still plan it ('i had a talk about a
 * knee replacement').
 */
export function operationDoneEnd(clause: string, asked: boolean): number {
  if (asked && !OPERATION_TAKEN_AS_DONE.test(clause)) return -1;
  const last = [...clause.matchAll(OPERATION_DONE)].at(-1);
  return last ? last.index + last[0].length : -1;
}

/** The age an operation was done at, said in some words with it ('when i was 14': '14'), or null. */
export const operationAge = (words: string): string | null => OPERATION_AGE.exec(words)?.slice(1).find(Boolean) ?? null;
