import { regex, wordsOf } from '../pattern.js';
import { FRAME_CUES, FRAME_DETERMINERS } from './frame-cues.js';

/** A frame, its determiner, and at most one word more, just before the symptom ('with the bad cough'), not across 'or' or 'and'. */
const FRAMED = regex([
  wordsOf(FRAME_CUES.map((r) => r.phrase)),
  String.raw`\s+`,
  wordsOf(FRAME_DETERMINERS),
  String.raw`\s+(?:(?!(?:or|and)\s)[a-z'-]+\s+)?$`,
]);

/**
 * Whether the words `before` a symptom named in a question frame the question around it (frame-cues.ts):
 * the question takes that symptom as given and asks about something else.
 */
export const framedBy = (before: string): boolean => FRAMED.test(before);
