import type { ContextRule, Language } from './context-types.js';

/**
 * The context rules of whose a mention is and whether it is only talked of (hypothetical and experiencer
 * rows; see context-types.ts), read by subject.ts. Adding a cue is adding a row here and an example in
 * subject.test.ts.
 */

/** What a patient may be told they will feel. */
const FEEL = '(?:have|get|feel|notice|experience|develop)';

/**
 * 'I want to make sure you haven't had any fevers' checks what the patient has now, and asks it: not the
 * warning 'I want to make sure you call us if it swells'.
 */
const CHECKS_NOW = String.raw`(?! (?:that )?(?:you haven't|you have not|you're not|you are not|you aren't|you don't|you do not|you didn't|you did not|there's no|there is no)\b)`;

/** A fear of what may come: who fears ('afraid that i', 'worried she') and the coming ("'ll", 'is going to'). */
const FEARING = '(?:afraid|scared|worried|concerned|nervous|fear) (?:that )?(?:i|she|he|they|you)';
const WILL_COME = "(?:'d|'ll| would| will| might| could| may|(?: am| was| were| is| are|'m|'re|'s) (?:going to|gonna))";

export const SUBJECT_RULES: readonly ContextRule[] = [
  // Hypothetical: a warning, a risk, a condition or an explanation; the symptoms it names are not the patient's now.
  // 'Tell me if you have any fever' asks, and is not one.
  // 'If' and 'unless' are one row: the writer lets a patient's own account stand before them ('I get a headache if I skip breakfast').
  {
    id: 'hyp:if',
    phrase: String.raw`(?<!(?:tell (?:me|us)|wondering|asking|ask|know|see|check) )if|unless`,
    qualifier: 'hypothetical',
    value: 'hypothetical',
    direction: 'forward',
    language: 'en',
  },
  {
    id: 'hyp:in-case',
    phrase: 'in case|in the event|should you',
    qualifier: 'hypothetical',
    value: 'hypothetical',
    direction: 'forward',
    language: 'en',
  },
  {
    id: 'hyp:risks',
    // 'The side effects include nausea' warns; 'any side effects, like nausea?' asks what the patient has had.
    phrase: String.raw`(?<!\bany )side effects?|risks?|risk of|warning signs?`,
    qualifier: 'hypothetical',
    value: 'hypothetical',
    direction: 'forward',
    language: 'en',
  },
  {
    id: 'hyp:call-us',
    phrase: String.raw`call (?:us|me|911|the office)|go to the (?:er|emergency)|watch (?:out )?for`,
    qualifier: 'hypothetical',
    value: 'hypothetical',
    direction: 'forward',
    language: 'en',
  },
  {
    id: 'hyp:may-cause',
    phrase: 'could cause|can cause|may cause|might cause',
    qualifier: 'hypothetical',
    value: 'hypothetical',
    direction: 'forward',
    language: 'en',
  },
  {
    id: 'hyp:report-any',
    phrase: String.raw`report any|tell (?:me|us) (?:about any|if(?! you (?:have|had|ever|get|got|are|were|noticed)\b))|let me know|whenever you|any ?time you|want to make sure${CHECKS_NOW}`,
    qualifier: 'hypothetical',
    value: 'hypothetical',
    direction: 'forward',
    source: 'talk',
    language: 'en',
  },
  // 'That can be a sign of infection' names what might be; 'no sign of bleeding' says it is not there and
  // 'any signs of bleeding?' asks whether it is (neg:no-sign-of and the question's reply decide those).
  {
    id: 'hyp:can-be',
    phrase: String.raw`can be|could be|(?<!\b(?:no|any) )signs? of|(?:can|could|may|might) (?:give|make) you`,
    qualifier: 'hypothetical',
    value: 'hypothetical',
    direction: 'forward',
    source: 'talk',
    language: 'en',
  },
  {
    id: 'hyp:to-prevent',
    phrase: String.raw`to prevent|prevents?|helps? with|for the pain`,
    qualifier: 'hypothetical',
    value: 'hypothetical',
    direction: 'forward',
    source: 'talk',
    language: 'en',
  },
  // A definition ('vertigo means…', 'the one where a tick bites you and…'; speech's 'one' is normalised to '1') says what a word names, not what the patient has.
  {
    id: 'hyp:means',
    phrase: 'means|is when|refers to|the (?:one|1|kind|type) where',
    qualifier: 'hypothetical',
    value: 'hypothetical',
    direction: 'forward',
    source: 'talk',
    language: 'en',
  },
  {
    id: 'hyp:lead-to',
    phrase: String.raw`(?:can|could|may|might|will|would) lead to|likelihood of|chances? of|at risk (?:of|for)|prone to`,
    qualifier: 'hypothetical',
    value: 'hypothetical',
    direction: 'forward',
    source: 'talk',
    language: 'en',
  },
  // 'You can also develop arthritis', 'and also developing arthritis': what may come. 'You've developed', 'you're developing' are now.
  {
    id: 'hyp:develop',
    phrase: String.raw`(?<!(?:has|have|had|been|'ve|'re|are|is|'s) )develop(?:ing)?`,
    qualifier: 'hypothetical',
    value: 'hypothetical',
    direction: 'forward',
    source: 'talk',
    language: 'en',
  },
  // A wish or a hope names what the speaker would like, not what they have ('i wish i had some weight loss').
  {
    id: 'hyp:wish',
    phrase: 'wish|hope|hoping|if only',
    qualifier: 'hypothetical',
    value: 'hypothetical',
    direction: 'forward',
    source: 'talk',
    language: 'en',
  },
  // A fear of what may come ('I was afraid I would get dizzy', 'worried I'll get a headache') names no symptom had.
  {
    id: 'hyp:afraid-of',
    phrase: `${FEARING}${WILL_COME}`,
    qualifier: 'hypothetical',
    value: 'hypothetical',
    direction: 'forward',
    source: 'talk',
    language: 'en',
  },
  {
    id: 'hyp:other-people',
    phrase: String.raw`(?:some|many|most|other|a lot of) (?:people|patients|folks)`,
    qualifier: 'hypothetical',
    value: 'hypothetical',
    direction: 'forward',
    source: 'talk',
    language: 'en',
  },
  {
    id: 'hyp:you-may',
    phrase: String.raw`you (?:may|might|could) ${FEEL}|you(?:'re| are) (?:going to|gonna)`,
    qualifier: 'hypothetical',
    value: 'hypothetical',
    direction: 'forward',
    source: 'talk',
    language: 'en',
  },
  {
    id: 'hyp:you-will',
    phrase: String.raw`you(?:'ll| will) (?:probably |likely |possibly )?${FEEL}`,
    qualifier: 'hypothetical',
    value: 'hypothetical',
    direction: 'forward',
    source: 'talk',
    language: 'en',
  },

  // Experiencer: a person named before a symptom makes it theirs, until the speaker or the one spoken to is named again.
  {
    id: 'exp:family',
    phrase: 'mother|mom|father|dad|brother|sister|family|wife|husband|son|daughter',
    qualifier: 'experiencer',
    value: 'other',
    direction: 'forward',
    language: 'en',
  },
  {
    id: 'exp:kin',
    phrase: String.raw`grandmother|grandfather|grandma|grandpa|aunt|uncle|cousin|parents?|kids?|children|partner|boyfriend|girlfriend`,
    qualifier: 'experiencer',
    value: 'other',
    direction: 'forward',
    source: 'talk',
    language: 'en',
  },
  {
    id: 'exp:others',
    // 'Does anyone at home have asthma?' asks about the others there; 'has anyone told you…' names 'you' after it.
    phrase: String.raw`friends?|coworkers?|co-workers?|colleagues?|roommates?|neighbou?rs?|everyone|everybody|anyone|anybody`,
    qualifier: 'experiencer',
    value: 'other',
    direction: 'forward',
    source: 'talk',
    language: 'en',
  },
  // A backward cue: the family named after the condition ('skin cancer runs in my family', 'there's a lot of
  // cancer in my family', 'diabetes on my dad's side', recognised as 'on my dad side'): a condition placed in
  // the family is a relative's.
  {
    id: 'exp:runs-in-family',
    phrase: [
      String.raw`(?:(?:runs?|running|is common|is everywhere) )?in (?:my|the|our|your|his|her) famil(?:y|ies)`,
      String.raw`on (?:my|her|his|your|the) (?:mother|father|mom|dad|mum)(?:'?s)? side`,
      'on both sides',
    ].join('|'),
    qualifier: 'experiencer',
    value: 'other',
    direction: 'backward',
    source: 'talk',
    language: 'en',
  },
  {
    id: 'exp:self',
    phrase: "i|i'm|i've|i'd|i'll|me|myself|you|you're|you've|yourself",
    qualifier: 'experiencer',
    value: 'other',
    direction: 'terminate',
    source: 'talk',
    language: 'en',
  },
];

/**
 * Words after a condition that keep a backward family cue from reaching it. A clause break ends any reach ('i
 * have high blood pressure but diabetes runs in my family' gives the family only diabetes); a list break ends a
 * list, so the cue reaches back over a whole list ('heart disease diabetes and cancer all run in my family') and
 * over a word or two ('and it runs in my family'), not over another subject or verb.
 */
export const CLAUSE_BREAKS = "i|i'm|i've|me|we|you|but|so|because|since|when|though|although";
export const LIST_BREAKS = 'my|he|she|they|it|which|who|that|has|have|had|is|was|are|were|do|does|did|not|no|never';

/**
 * A relative named as the subject at a pause, the rest of the sentence said after it ('my wife has been having' |
 * 'really bad headaches'; 'my mom um she has' | 'thyroid problems'). Recognised speech cuts a sentence so; the
 * words after the pause are the relative's, as they would be in one sentence. Rows: what may stand after the
 * relative before the cut (a filler, a pronoun, a verb waiting for its object), and what before the relative
 * makes them no subject ('i came in with my dad' | 'my knee hurts' is the speaker's).
 */
export const CUT_SUBJECT = {
  dangling: [
    'um|uh|er|like|so|you know',
    'she|he|they',
    "has|had|have|'s|been|having|got|gets|get|getting",
    'also|just|always|recently|now|still|really|both|all',
    'a|an|the|some|lots of|a lot of|sick with|died of|died from|passed away from',
  ],
  notSubjectAfter:
    "with|to|for|about|at|by|of|on|in|near|like|than|as|from|is|was|are|were|'s|meet|brought|call|tell|ask|told|asked|see|saw|visit",
};

/**
 * A child spoken of to the one who brought them ('your son has hand foot and mouth disease'), or children spoken
 * of ('tics are common in children'): the child is the patient seen, a parent speaking for them, so a problem
 * named beside them is the patient's, not a relative's. subject.ts reads these rows (speaksOfChildSeen).
 */
export const CHILD_SEEN_RULES: readonly { id: string; phrase: string; language: Language }[] = [
  {
    id: 'child:yours',
    phrase: '(?:your|her|his|their) (?:son|daughter|child|baby|kid|little one|boy|girl)',
    language: 'en',
  },
  { id: 'child:children', phrase: 'children|kids', language: 'en' },
];
