import { regex, wordsOf } from '../pattern.js';
import { DENIAL_LIMITS } from './denial-limit-cues.js';
import { timeOf } from './time.js';

const phrases = (place: 'before' | 'after' | 'name') =>
  DENIAL_LIMITS.filter((r) => r.place === place).map((r) => r.phrase);
/** A limiting word among the few words between a denial's cue and the symptom ('denies any further chest pain'). */
const BEFORE = regex([wordsOf(phrases('before')), String.raw`(?:\s+[a-z'-]+){0,3}\s*$`]);
/**
 * A limiting word after the symptom, within a few words of its clause: right after it ('no pain at rest', 'no
 * cough today'), or after the rest of the list it closes ('no numbness or tingling in her left foot').
 */
const AFTER = regex([String.raw`^(?:[\s,]+[a-z'-]+){0,4}?[\s,]+`, wordsOf(phrases('after'))]);

/** A name that is one kind of a broader symptom ('vertigo' of dizziness). */
const KIND = regex(['^', wordsOf(phrases('name')), '$']);

/**
 * Whether a written denial of the symptom at [index, end) of a normalised note sentence is limited to a time,
 * a setting, a degree or a kind (denial-limit-cues.ts), or the sentence places it in time at all ('currently', 'no
 * longer', 'resolved': reading/time.ts): such a denial can be true of a patient who has the symptom. A kind is no
 * limit when `had` (what the patient said of the symptom) names that very kind ('i feel lightheaded' against
 * 'denies lightheadedness').
 */
export function denialLimited(text: string, index: number, end: number, had = ''): boolean {
  const name = text.slice(index, end);
  return (
    timeOf(text, 'note') !== null ||
    BEFORE.test(text.slice(Math.max(0, index - 40), index)) ||
    AFTER.test(text.slice(end)) ||
    (KIND.test(name) && !had.includes(name.replace(/ness$/, '')))
  );
}
