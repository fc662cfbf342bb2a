import { regex, wordsOf } from '../pattern.js';
import {
  EPISODE_BACK,
  EPISODE_OVER,
  TOLD_AS_PAST,
  TOLD_OF_NOW,
  TOLD_OF_ONSET,
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

/** Whether a text says a symptom itself is over ('the rash cleared up', 'it went away'), not a whole episode. */
export const symptomEnded = (text: string): boolean => {
  const over = episodeOver(text);
  return over !== null && over.ends !== 'episode';
};

/** The past-tense telling, a few words at most before a symptom: 'i was very', 'i felt a little'. */
const PAST_BEFORE = regex([wordsOf(TOLD_AS_PAST), String.raw`(?: [a-z'-]+){0,3} $`]);

/** Whether the words just before a symptom tell it as had ('i was very short of breath'), not as had now. */
export const toldAsPast = (text: string, index: number): boolean => PAST_BEFORE.test(text.slice(0, index));

/** A time before today, a few words at most after the symptom: 'nauseous a couple of days back'. */
const WHEN_AFTER = regex([String.raw`^(?: [a-z'-]+){0,3} `, wordsOf(WHEN_BEFORE_TODAY)]);

/** Whether a symptom is told as had at a time before today ('i was nauseous a couple of days back'). */
export const hadBeforeToday = (text: string, index: number, end: number): boolean =>
  toldAsPast(text, index) && WHEN_AFTER.test(text.slice(end));

const ONSET = regex([wordsOf(TOLD_OF_ONSET)]);
/** What bounds a number's stretch of a text: another number (not the 10 of a scale), or a word of now. */
const BOUND = regex([String.raw`(?<!(?:out of|over|/)\s*)\b\d+\b|`, wordsOf(TOLD_OF_NOW)], 'g');

/** Whether a text places what it asks or tells at the start of the illness ('how bad was it when it started'). */
export const ofOnset = (text: string): boolean => ONSET.test(text);

/**
 * Whether the number from `at` to `end` of a text is told of the start of the illness, not of today: an onset
 * cue in its stretch, which the numbers on either side and a word of now bound ('it was like a nine at first
 * now it's more like a three': the nine is of the start, the three of today). A reply to a question of the
 * start ('how bad was it when it started') tells of the start until a word of now.
 */
export function toldOfOnset(text: string, at: number, end: number, askedOfOnset = false): boolean {
  let from = 0;
  let to = text.length;
  let nowBefore = false;
  for (const m of text.matchAll(BOUND)) {
    if (m.index + m[0].length <= at) {
      from = m.index + m[0].length;
      nowBefore ||= !/\d/.test(m[0]);
    } else if (m.index >= end) {
      to = m.index;
      break;
    }
  }
  return ONSET.test(`${text.slice(from, at)} ${text.slice(end, to)}`) || (askedOfOnset && !nowBefore);
}
