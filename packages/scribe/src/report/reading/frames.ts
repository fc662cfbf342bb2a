import { oneOf, regex, wordsOf } from '../pattern.js';
import { BROUGHT_UP, FRAME_CUES, FRAME_DETERMINERS } from './frame-cues.js';

/**
 * A frame of the rows `ids` (all when none), its determiner, and at most one word more, just before the symptom
 * ('with the bad cough'), not across 'or' or 'and'.
 */
const framing = (ids?: readonly string[]) =>
  regex([
    wordsOf(FRAME_CUES.filter((r) => !ids || ids.includes(r.id)).map((r) => r.phrase)),
    String.raw`\s+`,
    wordsOf(FRAME_DETERMINERS),
    String.raw`\s+(?:(?!(?:or|and)\s)[a-z'-]+\s+)?$`,
  ]);
const FRAMED = framing();
const SET_ASIDE = framing(['besides']);

/**
 * Whether the words `before` a symptom named in a question frame the question around it (frame-cues.ts):
 * the question takes that symptom as given and asks about something else.
 */
export const framedBy = (before: string): boolean => FRAMED.test(before);

/**
 * Whether the words `before` a symptom set it aside ('besides the cough', 'other than your headache'): asked
 * with 'anything else', the question takes the symptom as given and asks for others.
 */
export const setAsideBy = (before: string): boolean => SET_ASIDE.test(before);

const BRINGS_UP = regex([String.raw`^cough(?:ing|ed|s)? up `, oneOf(BROUGHT_UP), String.raw`\b`]);

/**
 * Whether the cough named at the start of `from` is asked what it brings up ('are you coughing up anything?'):
 * the question takes the cough as given, for the writer and the checker alike.
 */
export const asksWhatItBringsUp = (from: string): boolean => BRINGS_UP.test(from);
