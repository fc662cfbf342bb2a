import { regex } from '../pattern.js';
import { DOUBT_RULES, type Doubt } from './doubt-cues.js';

/** Small words that may stand between a cue and the symptom: 'maybe a little dizzy', 'i get a rash'. */
const SMALL = String.raw`(?: (?:a|an|the|some|little|bit|of|slightly|mild|mildly|kind|sort|like|really|just|very|bad|i|was|had|got|felt|get|have|been))`;

const RULES = DOUBT_RULES.map((r) => ({
  id: r.id,
  doubt: r.doubt,
  before: r.before ? regex([String.raw`\b(?:${r.before})`, SMALL, '{0,4} $']) : null,
  after: r.after ? regex([String.raw`^[ ,]*(?:${r.after})`]) : null,
}));

/**
 * The doubt with which a patient names the symptom at `index`..`end` of their words ('maybe a little dizzy
 * once', 'i'm not sure if it was a fever', 'i sometimes get a rash from some soaps'), with the row that reads
 * it, or null when they name it plainly. Only the symptom's own clause is read before it.
 */
export function doubtOf(text: string, index: number, end: number): { rule: string; doubt: Doubt } | null {
  const before = text
    .slice(0, index)
    .split(/[.?!;]\s/)
    .pop()!;
  const after = text.slice(end);
  const fits = RULES.find(
    (r) => (r.before || r.after) && (!r.before || r.before.test(before)) && (!r.after || r.after.test(after)),
  );
  return fits ? { rule: fits.id, doubt: fits.doubt } : null;
}
