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
  // Not sure it was the symptom: 'i'm not sure if it was a fever', 'i don't know whether i had chills'.
  {
    id: 'unsure:not-sure',
    doubt: 'unsure',
    before: String.raw`(?:not sure|don't know|do not know|can't tell|cannot tell) (?:if|whether) (?:it was|it's|it is|that was|i had|i've had|i have|i was|i got)`,
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
