import { wordsOf } from '../pattern.js';
import type { ContextRule } from './context-types.js';
import { OVER_RIGHT_AFTER } from './episode-cues.js';

/**
 * Context rules read after a mention (see context-types.ts): backward negation and affirmation, and a
 * written note's denied lists and headings. Part of CONTEXT_RULES (context-cues.ts).
 */
/** A new subject straight after the symptom, whose verb is its own ('the fever the cough went away'). */
const NO_NEW_SUBJECT = String.raw`(?!\s+(?:the|my|his|her|your|our|their)\s)`;
/** A character of the same sentence, where no negation starts: 'the pain never went away' goes on. */
const NOT_NEGATED = String.raw`(?:(?!\b(?:never|not|no)\b|n't\b)[^.?!])`;
/** 'no redness or swelling like I do now': a second symptom joined to the first, before the comparison. */
const OR_ANOTHER = String.raw`(?:\s*,?\s+(?:or|and)\s+[a-z-]+(?:\s+[a-z-]+)?)?\s*`;

/** 'I don't think you have', 'we don't believe she has': the clinician doubts the condition is there. */
const DOUBTED_HAVE = String.raw`(?:i|we)\s+(?:don't|do not)\s+(?:think|believe)\s+(?:you|he|she|they)\s+(?:have|has)`;
/** 'you don't have', 'she doesn't have'. */
const NOT_HAVE = String.raw`(?:you|he|she|they)\s+(?:don't|do not|doesn't|does not)\s+have`;

/**
 * A condition named only to say the patient has not got it: the denial follows the name. The writer's
 * assessment reads these rows too (namedThenDenied in context.ts), so a condition so named is no diagnosis.
 */
export const NAMED_THEN_DENIED: readonly ContextRule[] = [
  // 'a psa, which looks for prostate cancer, which I don't think you have'; 'gout, which you don't have'.
  {
    id: 'neg:which-not-have',
    phrase: String.raw`[^.?!]{0,20}\b(?:which|that)\s+(?:${DOUBTED_HAVE}|${NOT_HAVE})\b`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'backward',
    language: 'en',
  },
  // 'a clot in the lungs, which has now been ruled out': the clause says a test has excluded it.
  {
    id: 'neg:which-ruled-out',
    phrase: String.raw`[^.?!]{0,20}\b(?:which|that)\s+(?:has|have)\s+(?:now\s+|since\s+|already\s+)?been\s+ruled\s+out\b`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'backward',
    language: 'en',
  },
];

export const AFTER_RULES: readonly ContextRule[] = [
  // Backward negation: said after the symptom ('bukhar nahi hai', 'cough illa', 'pneumonia was ruled out'); Hindi
  // 'vagaira' and Tamil 'ellam' ('and such') between them still deny ('ulti vagaira nahi', 'vaanthi ellam illa').
  // Not across a new subject straight after the symptom: in unpunctuated speech 'i have a sore throat the fever
  // went away' ends the fever, not the sore throat ('the rash on my arm went away' still ends the rash).
  {
    id: 'neg:ruled-out-after',
    phrase: String.raw`${NO_NEW_SUBJECT}[^.?!]{0,20}\bruled out\b`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'backward',
    language: 'en',
  },
  // Had and over, said after the symptom ('the rash went away', 'the nausea resolved', 'the fever is gone'): not
  // there today, yet not denied; the words are the episode cues' own (OVER_RIGHT_AFTER, episode-cues.ts).
  {
    id: 'over:said-after',
    phrase: String.raw`${NO_NEW_SUBJECT}${NOT_NEGATED}{0,20}${wordsOf(OVER_RIGHT_AFTER)}`,
    qualifier: 'presence',
    value: 'over',
    direction: 'backward',
    language: 'en',
  },
  // Denied with a word of 'since' or 'no longer' after it ('no headaches since i started the pills', 'i don't have
  // nausea anymore', 'i haven't had a fever since monday'): had before, and over now, not denied.
  {
    id: 'over:denied-since',
    phrase: String.raw`(?:\s+[a-z'-]+){0,2}?\s+(?:since|anymore|any more|any longer)\b`,
    qualifier: 'presence',
    value: 'over',
    direction: 'backward',
    afterDenial: true,
    language: 'en',
  },
  ...NAMED_THEN_DENIED,
  // A patient who says a symptom back and then a bare 'no', with nothing after it ('chest pain no', 'fever none'),
  // answers a checklist item. Only in the patient's mouth: a clinician who names a problem and adds 'no' is turning
  // to the next topic. 'Chest pain no worse' goes on, and denies nothing.
  {
    id: 'neg:echoed-then-no',
    phrase: String.raw`\s*,?\s*(?:(?:no|nope|none)[,.!]?\s*)+$`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'backward',
    speaker: 'patient',
    language: 'en',
  },
  {
    id: 'neg:nahi-after',
    phrase: String.raw`\s*(?:bhi |ka |ki |vagaira |vagairah )?(?:yaad |pata )?(?:nahi|nahin|nai)\b`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'backward',
    language: 'hi',
  },
  {
    id: 'neg:illa-after',
    phrase: String.raw`\s*(?:ellam |onnum |kooda )?(?:illa|illai|illae)\b`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'backward',
    language: 'ta',
  },

  // Backward affirmation: a symptom compared with the one now is present; the negation is of its like.
  {
    id: 'aff:this-bad',
    phrase: String.raw`${OR_ANOTHER}this (?:bad|severe|intense|strong|painful|much)\b`,
    qualifier: 'presence',
    value: 'affirmed',
    direction: 'backward',
    language: 'en',
  },
  {
    id: 'aff:like-this',
    phrase: String.raw`${OR_ANOTHER}like this(?!\s+(?:morning|afternoon|evening|week|weekend|month|year))\b`,
    qualifier: 'presence',
    value: 'affirmed',
    direction: 'backward',
    language: 'en',
  },
  {
    id: 'aff:like-now',
    phrase: String.raw`${OR_ANOTHER}like (?:(?:i|he|she|they|we|you) (?:do|does|have|has|get|gets|am|is|are)\s+)?(?:now|today|right now|this time)\b`,
    qualifier: 'presence',
    value: 'affirmed',
    direction: 'backward',
    language: 'en',
  },
  // 'Never felt palpitations like that before' tells of palpitations.
  {
    id: 'aff:never-before',
    phrase: String.raw`\s*(?:[a-z]+\s+)?(?:like (?:this|that)|this bad|before)\b`,
    qualifier: 'presence',
    value: 'affirmed',
    direction: 'backward',
    afterCue: 'neg:never',
    language: 'en',
  },

  // A written note's lists: 'Denies fever, chills, …, nausea' and 'Negative tinnitus, negative vertigo' deny every item.
  {
    id: 'note:denies-list',
    phrase: String.raw`no|denies|denied|deny|denying|negative(?: for)?|without|not reporting|does not have|doesn't have|free of|absence of|neither|nor`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'forward',
    source: 'note',
    language: 'en',
  },
  {
    id: 'note:did-not-have',
    phrase: String.raw`(?:does|did|do)(?: not|n't) (?:think|have|notice|report|experience|get)|(?:has|have)(?: not|n't) (?:had|noticed|experienced)|never (?:had|has|noticed|experienced)`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'forward',
    source: 'note',
    language: 'en',
  },
  {
    id: 'note:end-positive',
    phrase: String.raw`\b(?:but|however|except|although|though|positive for|reports|endorses|complains|admits|has had|does have)\b`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'terminate',
    source: 'note',
    language: 'en',
  },
  // 'Hip pain: none', 'Nausea: denied': a heading denied after its colon.
  {
    id: 'note:colon-none',
    phrase: String.raw`\s*:\s*(?:none|negative|no|denie[sd]|absent|nil)\b`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'backward',
    source: 'note',
    language: 'en',
  },
];
