import { regex, wordsOf } from '../pattern.js';
import type { Source } from './context-types.js';
import { HISTORY_NAMED, TIME_RULES } from './time-cues.js';
import type { Time } from './time-types.js';

/**
 * When a text places what it names: the rows of time-cues.ts, read here for the writer and the checker
 * alike. A row without a source reads both talk and notes. The last cue of the text decides, so a
 * current cue after a past one ('history of asthma, now has wheezing') makes it current.
 */
const phrases = (time: Time, source: Source) =>
  TIME_RULES.filter((r) => r.time === time && (!r.source || r.source === source)).map((r) => r.phrase);
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
