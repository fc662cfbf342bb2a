/**
 * The words by which a consultation gives the patient's age and sex: the clinician's dictation ('a
 * 39-year-old female'), the patient's own ('I'm 35 years old'), a companion's about the patient ('she's
 * 80'), or a reply to 'how old are you'. Only a number said as an age counts: 'for 1 year', '1 of these'
 * and 'type 1' are not ages.
 */

/** The patient's sex as a consultation or a report states it. */
export type Sex = 'female' | 'male';

/** The words for a sex in a description of the patient, and the sex each names. */
export const SEX_WORDS: Record<string, Sex> = {
  female: 'female',
  woman: 'female',
  lady: 'female',
  girl: 'female',
  male: 'male',
  man: 'male',
  gentleman: 'male',
  boy: 'male',
};

/** 'years old' after an age's number: '39-year-old', '35 years old', and 'a 3 -year-old' as a transcript may cut it. */
const YEARS_OLD = String.raw`(?: -|[- ])?years?[- ]old`;
/** How an age is said after the number: '39-year-old', '35 years old', '40 yo'. */
export const AGE_UNITS = [YEARS_OLD, String.raw`[- ]?(?:yo|y\/o|y\.o\.)`, ' now'];

/** The patient saying their own age now ('i'm 44 now' reads as an age too) ('i'm', 'i just turned', 'i'll be'); 'when i was 12' is an age then. */
export const SELF_AGE = [
  "i'm",
  'i am',
  "i'm gonna be",
  "i'll be",
  'i will be',
  'i just turned',
  'i turned',
  'i am now',
  "i'm now",
];

/** Someone speaking of the patient: the clinician to them ('you're'), a companion of them ('she's'), or a dictation. */
export const OTHER_AGE = [
  "you're",
  'you are',
  'you just turned',
  "she's",
  'she is',
  "he's",
  'he is',
  'she just turned',
  'he just turned',
  'the patient is',
  'patient is',
  '(?:this|the) (?:man|woman|gentleman|lady) is',
];
/** Words a clinician describes the patient by before the age: 'a healthy 2 year old', 'a young 31 year old'. */
export const AGE_ADJECTIVES = ['young', 'healthy', 'pleasant', 'elderly', 'lovely', 'delightful'];
/** After a bare 'i'm 55' the sentence ends or goes on ('i'm 55, so…', 'i am 43 and…'): the number is the patient's age. */
export const BARE_AGE_AFTER = String.raw`(?=[.,!;]|$| (?:and|so|but|now|this year)\b)`;

/** Words a speaker puts between the person and the number: 'i'm about 35', 'she's almost 80'. */
export const AGE_HEDGES = ['about', 'almost', 'nearly', 'around', 'only', 'just', 'now'];

/** A question asking the patient's age. */
export const AGE_QUESTIONS = [
  'how old are you',
  'how old is (?:she|he)',
  'your age',
  "what's (?:her|his) age",
  'date of birth',
];

/** Words after a number that make it no age in years: '14 months', '2 weeks', '30 mg', '5 years ago'. */
export const NOT_AGE_AFTER = [
  'months?',
  'weeks?',
  'days?',
  'hours?',
  'minutes?',
  'times',
  'mg',
  '%',
  'percent',
  'pounds',
  'lbs',
  'kg',
  'degrees',
  'years? ago',
  // 'she's one and a half': a toddler's age in years and a part, which a whole number would misstate.
  'and a half',
];

/** Words between an age and a sex in a description: 'a 50-year-old white female', 'a 45 year old right-handed man'. */
export const DESCRIBING = String.raw`(?:[a-z-]+,? ){0,3}?`;

/**
 * Words that describe a person as a patient is described: an age, a build or a background before
 * the word for their sex ('a 50-year-old male', 'you are a white married man', 'a healthy male',
 * 'young man', 'thirty one year old, white, female').
 */
export const DESCRIPTIONS = [
  String.raw`\d{1,3}[- ](?:years?|months?|weeks?|days?)[- ]old`,
  String.raw`\d{1,3}[- ]?(?:yo|y\/o)`,
  'young',
  'elderly',
  'middle[- ]aged',
  'married',
  'single',
  'divorced',
  'widowed',
  'white',
  'black',
  'caucasian',
  'hispanic',
  'latino',
  'latina',
  'asian',
  'african[- ]american',
  'pleasant',
  'healthy',
  'cooperative',
  'obese',
  'well[- ]developed',
  'well[- ]nourished',
  "(?:i'm|i am|you're|you are|he's|she's|he is|she is|patient is|this is) an?",
];
