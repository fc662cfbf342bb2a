import { regex, wordsOf } from '../pattern.js';
import {
  EARLIER_EPISODE,
  EPISODE_BACK,
  EPISODE_OVER,
  GOES_ON,
  TOLD_AS_NOW,
  TOLD_AS_PAST,
  WHEN_BEFORE_TODAY,
  type EpisodeRule,
} from './episode-cues.js';

const OVER = EPISODE_OVER.map((r) => ({ id: r.id, ends: r.ends, re: regex([`\\b(?:${r.phrase})\\b`]) }));
/** A take-back in the same sentence after the cue. */
const BACK = regex([wordsOf(EPISODE_BACK)]);

/**
 * Where a text says an episode is over, with the row that says so, or null: its cue said, and not taken back
 * after it in its sentence.
 */
export function episodeOver(
  text: string,
): { rule: string; ends: EpisodeRule['ends']; index: number; end: number } | null {
  for (const { id, ends, re } of OVER) {
    const m = re.exec(text);
    if (!m) continue;
    const end = m.index + m[0].length;
    if (!BACK.test(text.slice(end).split(/[.?!;]/)[0]!)) return { rule: id, ends, index: m.index, end };
  }
  return null;
}

/** The past-tense telling, a few words at most before a symptom: 'i was very', 'i felt a little'. */
const PAST_BEFORE = regex([wordsOf(TOLD_AS_PAST), String.raw`(?: [a-z'-]+){0,3} $`]);

/** Whether the words just before a symptom tell it as had ('i was very short of breath'), not as had now. */
export const toldAsPast = (text: string, index: number): boolean => PAST_BEFORE.test(text.slice(0, index));

/** A time before today, a few words at most after the symptom: 'nauseous a couple of days back'. */
const WHEN_AFTER = regex([String.raw`^(?: [a-z'-]+){0,3} `, wordsOf(WHEN_BEFORE_TODAY)]);

/** Whether a symptom is told as had at a time before today ('i was nauseous a couple of days back'). */
export const hadBeforeToday = (text: string, index: number, end: number): boolean =>
  toldAsPast(text, index) && WHEN_AFTER.test(text.slice(end));

const EARLIER = EARLIER_EPISODE.map((r) => ({ id: r.id, re: regex([`\\b(?:${r.phrase})\\b`]) }));

/** The row by which a text tells the story of an earlier episode ('they took me into the er'), or null. */
export const earlierEpisodeCue = (text: string): string | null => EARLIER.find((r) => r.re.test(text))?.id ?? null;

const GOES_ON_AFTER = regex([wordsOf(GOES_ON)]);
/** The telling as had now, a few words at most before a symptom: 'i have a', 'i'm still having some'. */
const NOW_BEFORE = regex([wordsOf(TOLD_AS_NOW), String.raw`(?: [a-z'-]+){0,3} $`]);

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
