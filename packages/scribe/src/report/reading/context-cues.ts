import type { ContextRule } from './context-types.js';
import { AFTER_RULES } from './context-after-cues.js';
import { FINDING_RULES } from './exam-elsewhere-cues.js';
import { LIMIT_RULES } from './context-limit-cues.js';
import { RESULT_RULES, STATEMENT_RULES } from './context-result-cues.js';
import { SUBJECT_RULES } from './subject-cues.js';

/**
 * The context rules: cue phrases and what they say of the symptoms and conditions near them (see
 * context-types.ts). Phrases are regular-expression sources over normalised text. Forward rules are tried
 * in this order at each place, so a longer phrase that starts like a shorter one must come before it.
 * Adding a cue is adding a row here (or in context-limit-cues.ts, context-after-cues.ts,
 * context-result-cues.ts) and a test in context.test.ts.
 *
 * Cue lists adapted from the ConText and NegEx lexicons (Chapman et al.) as medspaCy publishes them
 * (MIT licence), and from how patients and clinicians in Indian clinics say them.
 */

const NOT_REMEMBER = String.raw`(?:can't|cannot|can not|couldn't|could not) (?:really )?(?:recall|remember|say|think of)`;
/**
 * The examiner's senses, and the finding they look for: not feeling, hearing or seeing a finding is finding it
 * absent. A finding comes with 'a' or 'any'; a patient's own senses are named on their body ('I can't feel my
 * toes', a numbness said to be there) and are no denial.
 */
const PERCEIVE = String.raw`(?:feel|hear|see|appreciate|palpate|detect|elicit) (?:any|a|an|the)\b`;

/**
 * Words that only join the items of a list ('fever, chills, or rash', 'nausea and no vomiting'): a forward
 * denial that reaches one item reaches the next one joined to it, however long the list (context.ts).
 */
export const LIST_JOINERS: readonly string[] = ['and', 'or', 'nor', 'any', 'no', 'and no', 'or any', 'and any'];

export const CONTEXT_RULES: readonly ContextRule[] = [
  // Forward negation: the cue denies the symptoms after it, within its scope and before a terminator.
  // Longer phrases first: the row that matches first names the cue in the trace.
  {
    id: 'neg:not-have',
    phrase: "don't have|do not have|didn't have|doesn't have|does not have|don't get|doesn't get|didn't get",
    qualifier: 'presence',
    value: 'negated',
    direction: 'forward',
    scope: 100,
    language: 'en',
  },
  {
    id: 'neg:havent-had',
    phrase: "haven't had|haven't been|hasn't had|haven't noticed|haven't seen",
    qualifier: 'presence',
    value: 'negated',
    direction: 'forward',
    scope: 100,
    language: 'en',
  },
  {
    id: 'neg:no-sign-of',
    phrase: 'no sign of|no signs of|no history of',
    qualifier: 'presence',
    value: 'negated',
    direction: 'forward',
    scope: 100,
    language: 'en',
  },
  // Nobody in the family denies it of every relative ('nobody in my family has had cancer'): a pertinent negative of
  // the family history. Only the family: 'nobody believes my back pain' denies no pain.
  {
    id: 'neg:nobody-in-family',
    phrase: String.raw`(?:nobody|no ?body|no ?one|not anyone|not anybody|none of)(?: else)? (?:in )?(?:my|the|our|your) (?:immediate |whole )?family`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'forward',
    scope: 100,
    language: 'en',
  },
  {
    id: 'neg:negative-for',
    phrase: 'negative for',
    qualifier: 'presence',
    value: 'negated',
    direction: 'forward',
    scope: 100,
    language: 'en',
  },
  {
    id: 'neg:free-of',
    phrase: 'free of|absence of',
    qualifier: 'presence',
    value: 'negated',
    direction: 'forward',
    scope: 100,
    language: 'en',
  },
  {
    id: 'neg:wouldnt-say',
    phrase: "wouldn't say|would not say",
    qualifier: 'presence',
    value: 'negated',
    direction: 'forward',
    scope: 100,
    language: 'en',
  },
  {
    id: 'neg:ruled-out',
    phrase: 'ruled out',
    qualifier: 'presence',
    value: 'negated',
    direction: 'forward',
    scope: 100,
    language: 'en',
  },
  // Not remembering or noticing a symptom denies it: a patient does not report what they never noticed.
  {
    id: 'neg:unaware',
    phrase: 'unaware of',
    qualifier: 'presence',
    value: 'negated',
    direction: 'forward',
    scope: 100,
    language: 'en',
  },
  {
    id: 'neg:cannot-recall',
    phrase: String.raw`${NOT_REMEMBER}(?: (?:that |the last time |when )?(?:i|she|he)(?:'ve| have| has| had| ever| last)* ?(?:had|noticed|gotten|been|felt)?)?`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'forward',
    scope: 100,
    language: 'en',
  },
  // 'I can't feel a pulse', 'I cannot hear any murmur': the examiner's senses deny a finding. Any other
  // inability is a symptom said to be there ('I can't breathe', 'I can not sleep'), so only these deny.
  {
    id: 'neg:cannot-perceive',
    phrase: String.raw`(?:can't|cannot|can not|couldn't|could not|unable to) (?:really |quite )?${PERCEIVE}`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'forward',
    scope: 100,
    language: 'en',
  },
  {
    id: 'neg:yaad-nahi',
    phrase: '(?:yaad|pata) nahin?(?: ki)?|nahin? (?:yaad|pata)',
    qualifier: 'presence',
    value: 'negated',
    direction: 'forward',
    scope: 100,
    language: 'hi',
  },
  // Had and over, said before the symptom: 'no more vomiting since sunday', 'i no longer get headaches'. Not
  // there today, yet not denied: the history tells it as resolved. Not 'no more than two drinks'.
  {
    id: 'over:no-more',
    phrase: String.raw`no more(?! than)|no longer(?: (?:have|get|feel|having|getting))?`,
    qualifier: 'presence',
    value: 'over',
    direction: 'forward',
    scope: 100,
    language: 'en',
  },
  // 'i'm not having any more headaches', 'any more nausea?': had, and asked or said to be over.
  {
    id: 'over:any-more',
    phrase: 'any more|anymore',
    qualifier: 'presence',
    value: 'over',
    direction: 'forward',
    scope: 100,
    language: 'en',
  },
  // A denial verb heads a review of systems read out as a list ('she denied any fever, SOB, cough, hemoptysis,
  // melena, … or night sweats'): it reaches the whole list, to a terminator, even past words the lexicon does
  // not name, which end the reach listNegations carries from item to item (context.ts).
  {
    id: 'neg:denies',
    phrase: 'denies|denied|deny|denying',
    qualifier: 'presence',
    value: 'negated',
    direction: 'forward',
    scope: 250,
    language: 'en',
  },
  {
    id: 'neg:without',
    phrase: 'without',
    qualifier: 'presence',
    value: 'negated',
    direction: 'forward',
    scope: 100,
    language: 'en',
  },
  {
    id: 'neg:never',
    phrase: 'never had|never',
    qualifier: 'presence',
    value: 'negated',
    direction: 'forward',
    scope: 100,
    language: 'en',
  },
  {
    id: 'neg:dont',
    phrase: "don't|doesn't|didn't|haven't|hasn't",
    qualifier: 'presence',
    value: 'negated',
    direction: 'forward',
    scope: 100,
    language: 'en',
  },
  {
    id: 'neg:isnt',
    phrase: "isn't|wasn't|aren't",
    qualifier: 'presence',
    value: 'negated',
    direction: 'forward',
    scope: 100,
    language: 'en',
  },
  {
    id: 'neg:none',
    phrase: 'none|nor|neither',
    qualifier: 'presence',
    value: 'negated',
    direction: 'forward',
    scope: 100,
    language: 'en',
  },
  {
    id: 'neg:nothing',
    phrase: 'nothing',
    qualifier: 'presence',
    value: 'negated',
    direction: 'forward',
    scope: 100,
    language: 'en',
  },
  {
    id: 'neg:no',
    phrase: 'no',
    qualifier: 'presence',
    value: 'negated',
    direction: 'forward',
    scope: 100,
    language: 'en',
  },
  {
    id: 'neg:not',
    // The 'not' of 'can not' or 'could not' is an inability, which denies nothing after it (as 'can't' does not).
    phrase: String.raw`not having|(?<!\b(?:can|could) )not`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'forward',
    scope: 100,
    language: 'en',
  },

  ...LIMIT_RULES,
  ...AFTER_RULES,
  ...SUBJECT_RULES,
  ...RESULT_RULES,
  ...STATEMENT_RULES,
  ...FINDING_RULES,
];
