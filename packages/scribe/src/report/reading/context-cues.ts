import type { ContextRule } from './context-types.js';
import { SUBJECT_RULES } from './subject-cues.js';

/**
 * The context rules: cue phrases and what they say of the symptoms and conditions near them (see
 * context-types.ts). Phrases are regular-expression sources over normalised text. Forward rules are tried
 * in this order at each place, so a longer phrase that starts like a shorter one must come before it.
 * Adding a cue is adding a row here and a test in context.test.ts.
 *
 * Cue lists adapted from the ConText and NegEx lexicons (Chapman et al.) as medspaCy publishes them
 * (MIT licence), and from how patients and clinicians in Indian clinics say them.
 */

/** 'no redness or swelling like I do now': a second symptom joined to the first, before the comparison. */
const OR_ANOTHER = String.raw`(?:\s*,?\s+(?:or|and)\s+[a-z-]+(?:\s+[a-z-]+)?)?\s*`;
/** What comes after not knowing when it is the knowing that is negated: a pause, or a question word. */
const THEN_QUESTION_WORD = String.raw`(?: (?:exactly|for sure))?\s*(?:[,;:]|(?:when(?! (?:i|she|he) last)|where|why|how|what|which|kab|kaise|kyun|kyon|kahan|kitne|kitna)\b)`;
/** Tests whose finding is a clause of its own, and the verbs that tell it. */
const TEST_WORDS = String.raw`(?:reports?|results?|tests?|scans?|biops(?:y|ies)|x-?rays?|labs?|imaging|mri|ct|ultrasound|pathology)`;
const FOUND_WORDS =
  '(?:confirm|confirms|confirmed|show|shows|showed|reveal|reveals|revealed|came back|found|indicate|indicates|indicated)';
const NOT_REMEMBER = String.raw`(?:can't|cannot|can not|couldn't|could not) (?:really )?(?:recall|remember|say|think of)`;

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
  {
    id: 'neg:yaad-nahi',
    phrase: '(?:yaad|pata) nahin?(?: ki)?|nahin? (?:yaad|pata)',
    qualifier: 'presence',
    value: 'negated',
    direction: 'forward',
    scope: 100,
    language: 'hi',
  },
  {
    id: 'neg:any-more',
    phrase: 'any more|anymore',
    qualifier: 'presence',
    value: 'negated',
    direction: 'forward',
    scope: 100,
    language: 'en',
  },
  {
    id: 'neg:denies',
    phrase: 'denies|denied|deny|denying',
    qualifier: 'presence',
    value: 'negated',
    direction: 'forward',
    scope: 100,
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
    phrase: 'not having|not',
    qualifier: 'presence',
    value: 'negated',
    direction: 'forward',
    scope: 100,
    language: 'en',
  },

  // Pseudo-cues: a cue's words that negate something else.
  // Not knowing when, where or what negates the knowing ('not sure what triggers my headaches').
  {
    id: 'pseudo:not-sure-when',
    phrase: `(?:not sure|no idea)${THEN_QUESTION_WORD}`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'pseudo',
    language: 'en',
  },
  {
    id: 'pseudo:dont-know-when',
    phrase: String.raw`(?:don't|do not|didn't|did not|can't|cannot|can not|couldn't|could not) (?:really )?(?:know|remember|recall|say|tell)${THEN_QUESTION_WORD}`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'pseudo',
    language: 'en',
  },
  {
    id: 'pseudo:pata-nahi-kab',
    phrase: `(?:(?:yaad|pata) nahin?|nahin? (?:yaad|pata))${THEN_QUESTION_WORD}`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'pseudo',
    language: 'hi',
  },
  // 'No, I have a cough': a 'no' that answers what came before, not what follows.
  {
    id: 'pseudo:answer-no',
    phrase: String.raw`^(?:no|nope)\b[,.]?\s+(?:i|it|she|he|they|we|let's|but|just|only)\b`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'pseudo',
    language: 'en',
  },

  // Terminators: a negation does not reach past a contrast, a new subject's own clause, or the likelier thing offered instead.
  {
    id: 'end:but',
    phrase: String.raw`\b(?:but|however|although|except|though|aside from|apart from|other than|besides|instead|some)\b`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'terminate',
    language: 'en',
  },
  {
    id: 'end:new-subject',
    phrase: String.raw`[,;:]\s*(?:and )?(?:i|she|he|it|they)\b`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'terminate',
    language: 'en',
  },
  {
    id: 'end:more-likely',
    phrase: String.raw`[,;:]\s*(?:(?:more|most) likely|likely|probably|rather|more like|looks like)\b`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'terminate',
    language: 'en',
  },
  {
    id: 'end:subject-verb',
    phrase: String.raw`\b(?:i|she|he|they)\s+(?:have|has|had|do|does|did|get|gets|got|feel|feels|felt|am|is|was|noticed|notice|'ve|'m)\b(?!\s+(?:not|n't|no)\b)`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'terminate',
    language: 'en',
  },
  {
    id: 'end:own-clause',
    phrase: String.raw`\b(?:i|he|she|they)\s+(?:[a-z']+\s+){0,3}?(?:get|gets|have|has|had|feel|feels|felt|do|does|did|started|became)\b(?!\s+(?:not|no|any)\b)`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'terminate',
    language: 'en',
  },
  // What a note or a clinician then says is there: 'denies fever, positive for cough'.
  {
    id: 'end:positive-for',
    phrase: String.raw`\b(?:positive for|endorses|admits to)\b`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'terminate',
    language: 'en',
  },
  {
    id: 'end:part-became',
    phrase: String.raw`\b(?:my|his|her)\s+[a-z]+\s+(?:[a-z]+\s+)?(?:became|got|went|started)\b`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'terminate',
    language: 'en',
  },
  // 'I don't have better news, your reports confirm cancer': a test's finding is a clause of its own.
  {
    id: 'end:test-found',
    phrase: String.raw`\b${TEST_WORDS}\s+(?:[a-z]+\s+)?${FOUND_WORDS}\b(?!\s+(?:not|no)\b)`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'terminate',
    language: 'en',
  },

  // Backward negation: said after the symptom ('the rash went away', 'bukhar nahi hai', 'cough illa').
  {
    id: 'neg:went-away',
    phrase: String.raw`[^.?!]{0,20}\b(?:resolved|went away|is gone|are gone|has gone away|have gone away|ruled out|subsided)\b`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'backward',
    language: 'en',
  },
  {
    id: 'neg:nahi-after',
    phrase: String.raw`\s*(?:bhi |ka |ki )?(?:yaad |pata )?(?:nahi|nahin|nai)\b`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'backward',
    language: 'hi',
  },
  {
    id: 'neg:illa-after',
    phrase: String.raw`\s*(?:illa|illai|illae)\b`,
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
  ...SUBJECT_RULES,
];
