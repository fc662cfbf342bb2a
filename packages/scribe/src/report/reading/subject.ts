import { oneOf, regex } from '../pattern.js';
import { CONTEXT_RULES } from './context-cues.js';
import type { Direction, Qualifier, Source } from './context-types.js';
import { GUESS_RULES } from './guess-cues.js';
import { CHILD_SEEN_RULES, CLAUSE_BREAKS, CUT_SUBJECT, LIST_BREAKS } from './subject-cues.js';

/**
 * Whose a mention is, and whether it is only talked of or guessed at: the experiencer and hypothetical rows
 * of context-cues.ts and the certainty rows of guess-cues.ts, read here for the writer and the checker alike.
 * A row without a source reads both talk and notes; a talk row reads only what was said (a note's 'for the
 * pain' is a plan, not a hypothetical).
 */
const RULES = [...CONTEXT_RULES, ...GUESS_RULES];
const rowsFor = (qualifier: Qualifier, direction: Direction, source: Source) =>
  RULES.filter(
    (r) =>
      r.qualifier === qualifier &&
      r.direction === direction &&
      (!r.source || r.source === source) &&
      (r.target ?? 'mention') === 'mention',
  );
const words = (qualifier: Qualifier, direction: Direction, source: Source, flags = '') =>
  regex(
    [
      '\\b(',
      rowsFor(qualifier, direction, source)
        .map((r) => r.phrase)
        .join('|'),
      ')\\b',
    ],
    flags,
  );
const byPhrase = (qualifier: Qualifier, source: Source) =>
  rowsFor(qualifier, 'forward', source).map((rule) => ({ id: rule.id, re: regex(['^', oneOf([rule.phrase]), '$']) }));

const HYPOTHETICAL = { talk: words('hypothetical', 'forward', 'talk'), note: words('hypothetical', 'forward', 'note') };
const HYPOTHETICAL_ROWS = { talk: byPhrase('hypothetical', 'talk'), note: byPhrase('hypothetical', 'note') };
const OTHERS = {
  talk: words('experiencer', 'forward', 'talk', 'g'),
  note: words('experiencer', 'forward', 'note', 'g'),
};
const SELF = {
  talk: words('experiencer', 'terminate', 'talk', 'g'),
  note: words('experiencer', 'terminate', 'note', 'g'),
};
/** A word after a mention within its clause, and one that goes on a list of conditions (subject-cues.ts, CLAUSE_BREAKS and LIST_BREAKS). */
const CLAUSE_WORD = ` (?!(?:${CLAUSE_BREAKS})\\b)[a-z']+`;
const LISTED_WORD = `,? (?!(?:${CLAUSE_BREAKS}|${LIST_BREAKS})\\b)[a-z']+`;
/**
 * Backward experiencer cues, read a word or two after a mention's end in its clause ('skin cancer does run in my
 * family'), or after the rest of a list the mention opens ('high blood pressure and food allergies run in my family').
 */
const OTHERS_AFTER = regex([
  `^(?:(?:${CLAUSE_WORD}){0,2}?|(?:${LISTED_WORD}){1,6}?) (`,
  rowsFor('experiencer', 'backward', 'talk')
    .map((r) => r.phrase)
    .join('|'),
  ')\\b',
]);
/**
 * How far back a hypothetical cue reaches a mention: about a clause (some ten words), since speech has no full stops to
 * end its reach ('…you also have a high likelihood of developing arthritis').
 */
const HYPOTHETICAL_SCOPE = 60;
/** A guess cue earlier in the clause, within some forty characters of the words it reaches. */
const GUESSED = regex([words('certainty', 'forward', 'talk'), '[^.,;?!]{0,40}$']);
const NO_INJURY = regex(['\\b', oneOf([GUESS_RULES.find((r) => r.id === 'guess:no-injury')!.phrase]), '\\b']);
/** 'You know', 'you see': fillers, not the one spoken to. */
const FILLER_YOU = /\byou (?:know|see)\b/g;

/** The first hypothetical cue of a text ('if you get chest pain…', 'side effects'), with the row it came from. */
export function hypotheticalCue(text: string, source: Source = 'talk'): { rule: string; index: number } | null {
  const m = HYPOTHETICAL[source].exec(text);
  if (!m) return null;
  return { rule: HYPOTHETICAL_ROWS[source].find(({ re }) => re.test(m[1]!))!.id, index: m.index };
}

/** The wish row ('I wish I had…', 'I'm hoping…'), read on its own where a wish is all that matters. */
const WISH = regex(['\\b', oneOf([CONTEXT_RULES.find((r) => r.id === 'hyp:wish')!.phrase]), '\\b']);

/**
 * Whether a text voices a wish or a hope ('I wish I had some weight loss'): it says what the speaker would
 * like, not what they have, so a reply's clause with one asserts no symptom.
 */
export const voicesWish = (text: string) => WISH.test(text);

/**
 * What a text says before its first hypothetical cue (the whole text when it has none): a question asked
 * before one ('any chest pain, because that can be a sign of a heart problem') still asks; the reason given
 * after it does not make the question a warning.
 */
export function beforeHypothetical(text: string, source: Source = 'talk'): string {
  const cue = hypotheticalCue(text, source);
  return cue ? text.slice(0, cue.index) : text;
}

/**
 * Whether a hypothetical cue reaches the words at `at`: one said within a clause before them, in the
 * same sentence. A warning said early in a long turn does not reach what the clinician says later.
 */
export function hypotheticalBefore(text: string, at: number, source: Source = 'talk'): boolean {
  const window = text.slice(Math.max(0, at - HYPOTHETICAL_SCOPE), at);
  const start = at - HYPOTHETICAL_SCOPE > 0 ? window.indexOf(' ') + 1 : 0;
  const clause = window
    .slice(start)
    .split(/[.?!;]\s/)
    .pop()!;
  return hypotheticalCue(clause, source) !== null;
}

/**
 * Whether the words at `at` are only guessed at ('maybe i lifted something wrong', 'i'm not sure if i
 * twisted it'): a guess cue said earlier in their clause.
 */
export const guessedBefore = (text: string, at: number): boolean => GUESSED.test(text.slice(0, at));

/**
 * Whether a text says the patient recalls no injury ('i don't remember hurting it', 'nothing happened'):
 * a cause they tell beside it is only what they wonder might be one.
 */
export const recallsNoInjury = (text: string): boolean => NO_INJURY.test(text);

/** Whether a text names someone other than the patient (a relative, a friend, everyone at home). */
export function namesOthers(text: string, source: Source = 'talk'): boolean {
  // A shared global pattern: reset after the test too, so a later matchAll starts at the beginning.
  OTHERS[source].lastIndex = 0;
  const named = OTHERS[source].test(text);
  OTHERS[source].lastIndex = 0;
  return named;
}

/** Whether a text speaks of the speaker or the one spoken to ('i', 'me', 'you'), not only of others; 'you know' is a filler. */
export function speaksOfSelf(text: string, source: Source = 'talk'): boolean {
  SELF[source].lastIndex = 0;
  const named = SELF[source].test(text.replace(FILLER_YOU, ''));
  SELF[source].lastIndex = 0;
  return named;
}

/**
 * Whether the words at `at` are someone else's ('my coworker had a bad cough', 'anyone in your family
 * with asthma'): the person named last before them is another, not the speaker or the one spoken to.
 * 'My wife says I've been coughing' is the patient's. Given the mention's `end`, a backward cue after
 * it names another too ('… runs in my family').
 */
export function aboutOthers(text: string, at: number, source: Source = 'talk', end?: number): boolean {
  if (end !== undefined && source === 'talk' && OTHERS_AFTER.test(text.slice(end))) return true;
  const before = text.slice(0, at).replace(FILLER_YOU, (w) => ' '.repeat(w.length));
  const other = [...before.matchAll(OTHERS[source])].pop();
  const self = [...before.matchAll(SELF[source])].pop();
  return other !== undefined && (self === undefined || self.index < other.index);
}

const CHILD_SEEN = regex(['\\b', oneOf(CHILD_SEEN_RULES.map((r) => r.phrase)), '\\b']);

/**
 * Whether a text speaks of a child as the one seen ('your daughter has an ear infection', 'common in kids'): a
 * parent speaks for the child, so what the text names is the patient's (subject-cues.ts, CHILD_SEEN_RULES).
 */
export const speaksOfChildSeen = (text: string): boolean => CHILD_SEEN.test(text);

/** A relative named as a subject and the words after it that leave its sentence unfinished, at a text's end. */
const POSSESSIVE = '(?:my|our|his|her|your|their|the)';
const CUT_AFTER_OTHER = regex([
  `(?<!\\b(?:${CUT_SUBJECT.notSubjectAfter}) )(?<!\\b${POSSESSIVE} )\\b(?:${POSSESSIVE} )?(?:`,
  rowsFor('experiencer', 'forward', 'talk')
    .map((r) => r.phrase)
    .join('|'),
  `)(?: (?:${CUT_SUBJECT.dangling.join('|')}))*$`,
]);

/**
 * The words a text ends with when it names someone else as the subject of a sentence that the next piece of the
 * same speaker finishes ('my wife has been having' | 'really bad headaches'): read before that piece, they make
 * what it names the relative's, as one sentence would (subject-cues.ts, CUT_SUBJECT). Null when the text ends
 * otherwise.
 */
export function cutSubject(text: string): string | null {
  const m = CUT_AFTER_OTHER.exec(text.replace(/[.,!]+$/, ''));
  return m ? m[0].trim() : null;
}
