import type { Language } from './context-types.js';

/**
 * How a patient names a symptom they do not say they have today: one they are not sure they had, one had
 * once, or one they get only from certain things. The note offers such a symptom as said, not written as a
 * symptom of today.
 */
export type Doubt = 'unsure' | 'once' | 'reaction';

/** One cue of doubt around a symptom (doubt-cues.ts), read by doubts.ts: it fits when each part given fits. */
export interface DoubtRule {
  id: string;
  doubt: Doubt;
  /** words just before the symptom, in its clause, with a few small words at most between */
  before?: string;
  /** words right after the symptom */
  after?: string;
  language: Language;
}

/** What the patient is not sure of having had: 'it was', 'i had', 'that was'. */
const WAS_IT = "(?:it was|it's|it is|that was|i had|i've had|i have|i was|i got|there was)";
/** Not sure whether it was: 'i'm not sure if it was', 'i wasn't sure whether i had', 'can't tell if it's'. */
const NOT_SURE_IF = `(?:not (?:really )?sure|wasn't sure|unsure|don't know|do not know|can't tell|cannot tell|couldn't tell) (?:if|whether) ${WAS_IT}`;
/** A conjunction or word of frequency after 'once' that makes it 'when' or a rate ('once i stand', 'once a week'). */
const ONCE_NOT = String.raw`a|an|in a|or twice (?:a|an|per|every)|every|per|daily|weekly|i|you|he|she|it|we|they`;
/**
 * Words saying what the patient gets at times, without saying it is so today: 'sometimes', 'i get', 'i will
 * start getting' (what happens whenever it happens); not 'i've been getting', which is today.
 */
const AT_TIMES = [
  'sometimes',
  'occasionally',
  'at times',
  'every (?:now and then|once in a while)',
  '(?:i|he|she) (?:can |might |will |would |do |tend to |usually )?gets?',
  '(?:i|he|she) (?:can|might|will|would|tend to|usually) (?:start )?getting',
  "i'll (?:start )?(?:get|getting)",
].join('|');
/** Some of a kind of thing, not one named: 'from some soaps', 'with certain foods', 'when i use some lotions'. */
const CERTAIN_THINGS = String.raw`(?:from|with|to|after|when (?:i|he|she) (?:use|eat|take|touch|wear)s?) (?:some|certain|particular|different|a few)\b`;
/**
 * Kinds of a thing said as what brings the symptom on, in the plural: 'from certain foods', 'with different
 * products', 'to some detergents'. 'with some …' is left out: 'a rash with some blisters' describes the rash.
 */
const USING = '(?:use|eat|take|touch|wear)s?';
const SOME_KINDS = '(?:some|certain|particular|different|various)';
const CERTAIN_KINDS = '(?:certain|particular|different|various)';
const BROUGHT_ON_BY_KINDS = String.raw`(?:(?:from|to|after|when (?:i|he|she) ${USING}) ${SOME_KINDS}|with ${CERTAIN_KINDS}) (?:\w+ )?\w+s\b`;

/**
 * The rows of doubt. Adding a cue is adding a row here and an example in doubts.test.ts.
 */
export const DOUBT_RULES: readonly DoubtRule[] = [
  // Offered as a guess: 'maybe a little dizzy', 'possibly some nausea'.
  { id: 'unsure:maybe', doubt: 'unsure', before: 'maybe|perhaps|possibly', language: 'en' },
  // Not sure it was the symptom: 'i'm not sure if it was a fever', 'i don't know whether i had chills', 'i
  // wasn't sure if it was wheezing'; and not sure which of two it was ('… wheezing or just congestion').
  { id: 'unsure:not-sure', doubt: 'unsure', before: `${NOT_SURE_IF}(?: \\w+ or(?: just| maybe)?)?`, language: 'en' },
  // Thought not, without being sure: 'i don't think i had a fever', 'i don't think it was swollen'.
  { id: 'unsure:dont-think', doubt: 'unsure', before: `(?:don't|do not) think ${WAS_IT}`, language: 'en' },
  // Could have been: 'i might have had chills', 'could have been a fever', 'it might be a little swollen'. Not
  // 'she may be stiff for some time', a risk told of what is to come.
  {
    id: 'unsure:might-have',
    doubt: 'unsure',
    before: String.raw`(?:might|may|could)(?: have| of|'ve) (?:had|been|gotten|got)|(?:might|could) be`,
    language: 'en',
  },
  // One time, not said to go on: 'i felt dizzy once', 'i was nauseous just once'. Not 'once a week' nor 'once i stand'.
  {
    id: 'once:once',
    doubt: 'once',
    after: String.raw`(?:just |only )?once\b(?! (?:${ONCE_NOT})\b)`,
    language: 'en',
  },
  // Got at times from some kind of thing: 'i sometimes get a rash from some soaps', a reaction, not a symptom of today.
  { id: 'reaction:from-certain', doubt: 'reaction', before: AT_TIMES, after: CERTAIN_THINGS, language: 'en' },
  // Brought on by kinds of things, however it is said to come: 'rashes with different products', 'hives from
  // certain foods'; a reaction the patient tells of, not a symptom of today.
  { id: 'reaction:kinds', doubt: 'reaction', after: BROUGHT_ON_BY_KINDS, language: 'en' },
];
