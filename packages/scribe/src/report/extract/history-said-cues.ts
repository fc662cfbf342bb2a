// How the talk says whose a condition is and how history is asked: the patterns the history reader (history.ts) reads.
import { oneOf, regex } from '../pattern.js';

/** A condition told of someone outside the family: 'a coworker who has a thyroid issue', 'people with diabetes'. */
export const OTHER_PERSON =
  /\b(?:friends?|co-?workers?|colleagues?|neighbou?rs?|roommates?|boss|someone|somebody|people|patients)\b(?: \w+){0,2} (?:who|that|with)\b[^.;!?]*$/;
/**
 * The family as a whole named as whose the condition is: 'my family has diabetes', 'it runs in the family', 'a
 * strong family history of heart disease'. Not the family's doctor ('my family doctor said'), nor the clinician's
 * terse 'any family history of …', which asks.
 */
const THE_FAMILY = String.raw`(?:my|your|his|her|our|their|the) famil(?:y|ies)\b(?! doctor| physician| practice| medicine)`;
const A_FAMILY_HISTORY = String.raw`(?:a|an|strong|positive|significant|known|your|his|her|my|our|their) family history`;
const HISTORY_OF = String.raw` (?:of|for|significant for|positive for)\b`;
export const OWN_FAMILY = regex(['\\b', oneOf([THE_FAMILY, A_FAMILY_HISTORY + HISTORY_OF])]);
/** The patient as the subject just before a condition: 'i have asthma', "i've had gout for years". */
export const SELF_FIRST = /\b(?:i|i've|i'm)(?: [a-z']+){0,3} $/;
/**
 * The patient saying they have a condition, after a relative is named: 'my brother has it and i have asthma'. A
 * verb of having is needed: 'my dad i think had cancer' is the father's.
 */
export const SELF_HAS =
  /\b(?:i|i've|i'm)(?: (?:also|still|do|did|always|both))? (?:have|had|got|get|suffer from|was diagnosed with)(?: [a-z']+){0,2} $/;
/** A relative said to have what the patient has: 'same thing happened to my sister', 'my brother too'. */
export const SAME = /\b(?:same|too|also|as well)\b/;
/** The condition given to 'you' just before it: 'you have a scalp', "you've got". */
export const TO_YOU = /\b(?:you|you've)(?: (?:also|still|do|did))? (?:have|had|got|get)\b(?: [a-z'-]+){0,3} $/;
/**
 * The patient is said to be the condition: 'I'm diabetic', 'I am also a diabetic', "i've been a diabetic for
 * years", 'i was told i was pre diabetic', Hindi 'main diabetic hoon', the clinician's "you're a diabetic".
 */
export const SELF_IS =
  /\b(?:i am|i'm|i've been|i have been|told (?:me )?(?:that )?i (?:was|am|'m)|main|you are|you're)(?: also| a| an)* $/;
/** A question about the patient's conditions in general ('any medical problems?', 'anything else medically?'): what the reply names is their history. */
export const HISTORY_QUESTION = regex([
  '\\b',
  oneOf([
    'medical (?:history|conditions?|problems?|issues?)',
    'health (?:problems?|conditions?|issues?)',
    'illness(?:es)?',
    'diseases?',
    'diagnosed with',
    'run in (?:your|the) family',
    'chronic',
    'conditions?',
    'medically',
    'health-?wise',
  ]),
  '\\b',
]);
/** A question that takes the condition as the patient's: "how's your asthma?", 'besides asthma, anything else?', 'living with diabetes'. */
export const PRESUMED = /\b(?:your|besides|living with|other than|apart from|aside from)\s+$/;

/** Words that make a relative's condition the patient's as well: 'my brother has it too'. */
export const ALSO = /\b(?:too|also|as well|same as me|both of us)\b/;

/**
 * A relative said to have what the patient is asked of and denies: 'no, but my dad does', 'no my mother had it'. The
 * verb after the relative says they have it; 'no my mom checks it for me' says nothing of theirs.
 */
export const RELATIVE_HAS = regex([
  String.raw`\b(?:my|our) [a-z]+(?: [a-z]+)? `,
  oneOf(['does', 'did', 'has(?: it| had it| that)?', 'had(?: it| that)?', 'too', 'has one', 'had one']),
  String.raw`(?: too| as well)?[.!]?$`,
]);
