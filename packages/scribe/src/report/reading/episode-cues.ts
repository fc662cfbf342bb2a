import type { Language } from './context-types.js';

/** One cue that an episode is over ('i felt fine ever since'), read by episodes.ts. */
export interface EpisodeRule {
  id: string;
  /** the cue's words, as a regular-expression source over normalised text */
  phrase: string;
  /**
   * What the cue ends: the symptom told just before it ('it went away'), or the patient's whole episode
   * ('i felt fine ever since'), so every symptom told of it in the past tense; or only a symptom named close
   * before it, in the same turn or one of the two before it ('the rash cleared up', 'any headaches?' 'they
   * come and go but none this week'), for words that end other things too (a blood pressure also goes down).
   */
  ends: 'last' | 'episode' | 'near';
  language: Language;
}

/** How a person says they have felt well since (the verb, then the state). */
const FELT = "(?:felt|feel|feeling|been|i've been|i have been|i'm|i am)";
const WELL = '(?:fine|good|okay|ok|normal|great|well|alright|all right|back to normal)';
/** A day after the episode: 'sunday', 'the next morning', 'the day after'. */
const NEXT_DAY =
  '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the next (?:day|morning)|the following (?:day|morning)|the day after|the morning after)';
/** How far a symptom is gone: 'pretty much cleared up', 'finally gone', 'all better'. */
const WHOLLY = '(?:(?:pretty much|mostly|completely|totally|all|finally|now|since) )?';
/** The verbs of a symptom ending: 'went away', 'cleared up', 'stopped'. */
/**
 * Around 'stopped', words that make it someone stopping something, or it stopping something else: 'i stopped
 * the pills', 'and then stopped that other one', 'stopped working', 'stopped me from sleeping'.
 */
const STOPPED = String.raw`(?<!\b(?:i|we|you|he|she|they) )stopped(?! \w+ing\b| (?:me|him|her|us|them|the|my|his|your|it|that|this|those|these|all|some|any)\b)`;
/**
 * A negation just before the words of an end, with a word between at most: 'the pain never went away', 'the rash
 * hasn't cleared up', 'it did not really settle down'. The symptom goes on.
 */
const NOT_BEFORE = String.raw`(?<!\b(?:never|not|no|hasn't|haven't|hadn't|didn't|doesn't|don't|won't|wouldn't|isn't|wasn't)\s+(?:\w+\s+)?)`;
const ENDED = `${NOT_BEFORE}(?:went away|cleared up|resolved|subsided|disappeared|settled down|died down|${STOPPED})`;
/**
 * The states of a symptom ended: 'gone', 'resolved', 'all better'; not 'better now', which may still be there,
 * nor 'gone down', which is less of it (hpi-cues.ts reads that as improving).
 */
const GONE = '(?:gone(?! (?:down|up)))';
const ENDED_STATE = `(?:${GONE}|resolved|cleared up|cleared|all better)`;
/**
 * Now, as against before: 'anymore', 'now', 'these days'. Not 'right now', which tells of this moment only ('i
 * get chest tightness but not right now').
 */
const NO_LONGER = '(?:anymore|any more|now|these days)';
/** A stretch of time to now with none of it: 'this week', 'lately', 'in years', 'since my teens'. */
const NONE_FOR = String.raw`(?:this (?:week|month|year)|lately|recently|in (?:a while|a long time|years|months|ages)|since (?:then|my \w+|i was \w+|high school|college|childhood|last \w+))`;

/**
 * How a patient says the episode they told of is over: well since, or the symptom gone. Symptoms named
 * in a past episode and then said to be over are written as resolved, not as what the patient has today.
 * episodes.ts reads these rows for the writer. Adding a cue is adding a row here and an example in
 * episodes.test.ts.
 */
export const EPISODE_OVER: readonly EpisodeRule[] = [
  { id: 'over:fine-since', phrase: `${FELT} ${WELL} (?:ever )?since`, ends: 'episode', language: 'en' },
  // Well again a day after: 'i felt fine by sunday', 'and then the next morning i was okay'.
  { id: 'over:fine-by', phrase: `${FELT} ${WELL} by ${NEXT_DAY}`, ends: 'episode', language: 'en' },
  { id: 'over:fine-on', phrase: `${NEXT_DAY},? (?:i|he|she) (?:felt|was) ${WELL}`, ends: 'episode', language: 'en' },
  {
    id: 'over:went-away',
    phrase: `(?:it|that|they|those) (?:went away|resolved|cleared up|settled down|(?:has|have|is|are) (?:${GONE}|resolved))`,
    ends: 'last',
    language: 'en',
  },
  // Said with the symptom, gone now or gone after a while: 'the diarrhea's gone now', 'i had some chest pain
  // but it's fine now', 'the nausea stopped after a couple days', 'the rash cleared up after a week'.
  {
    id: 'over:gone-now',
    phrase: `(?:it's|it is|that's|that is|'s|is|are) (?:all )?(?:${GONE}|fine|okay|better|cleared up) now|(?:stopped|went away|cleared up) after (?:a|an|about|like|one|two|three)`,
    ends: 'last',
    language: 'en',
  },
  // Said of 'it': 'it's gone', 'yeah that's all better', 'it broke saturday' (a fever), 'that stopped on sunday'.
  // Not 'it stopped working', which is a treatment's end.
  {
    id: 'over:it-ended',
    phrase: `(?:it's|that's|they're|it|that|they) (?:${WHOLLY}${ENDED_STATE}|${WHOLLY}(?:broke|stopped)(?! \\w+ing\\b))`,
    ends: 'near',
    language: 'en',
  },
  // Said of the symptom named just before: 'the rash cleared up with the cream', 'the
  // cough is finally gone', 'the heartburn's gone since i started the pill', 'the rash is pretty much cleared up'.
  {
    id: 'over:symptom-ended',
    phrase: `(?:${WHOLLY}${ENDED}|(?:'s|is|are|has|have) (?:been )?${WHOLLY}${ENDED_STATE})`,
    ends: 'near',
    language: 'en',
  },
  // None for a stretch up to now: 'they come and go but none this week', 'i used to get migraines but not since
  // my teens', 'i used to get palpitations but none lately'.
  { id: 'over:none-lately', phrase: `(?:none|not|nothing) ${NONE_FOR}`, ends: 'near', language: 'en' },
  {
    id: 'over:not-since',
    phrase:
      "(?:haven't|have not|hasn't|has not) (?:had|felt|noticed) (?:it|that|one|any|anything) since|(?:nothing|but not) since|(?:hasn't|has not|haven't|have not) (?:come back|happened again|returned)",
    ends: 'last',
    language: 'en',
  },
  // Had, and gone now: 'i was getting heartburn but not anymore', 'i don't get them anymore', 'i had a fever
  // at the beginning but not now', 'i was short of breath at first i don't really have it now'.
  {
    id: 'over:not-anymore',
    phrase: `not ${NO_LONGER}(?=[.,;!?]|$)|(?:don't|do not|doesn't|does not) (?:really )?(?:get|have) (?:it|them|that|those|one|any) ${NO_LONGER}`,
    ends: 'last',
    language: 'en',
  },
  // Over with the illness it came with: 'i had the flu with body aches and fever and i got over that'.
  {
    id: 'over:got-over',
    phrase: '(?:i|he|she|we) (?:got over|recovered from|shook off) (?:it|that|them|those|the \\w+)',
    ends: 'last',
    language: 'en',
  },
  // Had in an earlier episode, not in this one: 'with my last pregnancy i had swelling but nothing like that
  // this time'.
  { id: 'over:not-this-time', phrase: 'nothing like (?:that|it) (?:this time|now)', ends: 'last', language: 'en' },
  // Only what is named after is left now: 'the first few days i was throwing up but now it's just the stomach
  // pain' ends the throwing up, not the pain.
  {
    id: 'over:now-just',
    phrase: "but now (?:it's|it is|i(?:'ve| have)?(?: got)?) (?:just|only) (?:the|this|my|some)",
    ends: 'last',
    language: 'en',
  },
  // Back to normal after the episode: 'i was really tired the first week, now i'm back to normal'.
  {
    id: 'over:back-to-normal',
    phrase: "(?:i'm|i am|i feel|i've been|i have been|(?:he|she)(?:'s| is)) (?:now |pretty much |all )?back to normal",
    ends: 'episode',
    language: 'en',
  },
  { id: 'over:theek', phrase: 'tab se theek|ab theek (?:hai|hoon|hun)', ends: 'episode', language: 'hi' },
];

/**
 * Said right after a symptom, that it is over ('the rash went away', 'the nausea resolved', 'the fever is gone'):
 * the context rule of value 'over' (context-after-cues.ts) reads them, so the mention is had and over, not denied.
 */
export const OVER_RIGHT_AFTER: readonly string[] = [
  'resolved',
  'went away',
  `is ${GONE}`,
  `are ${GONE}`,
  'has gone away',
  'have gone away',
  'subsided',
];

/** The verbs of having a symptom: 'having', 'get', 'feel'. */
const HAVING = '(?:having|getting|feeling|have|get|feel|had|got)';
/**
 * Said anywhere in a reply to a question of a symptom, that it is gone now ('how's your back pain?' 'not really having
 * any more'; 'any nausea?' 'no, it cleared up'). The writer tells it as had and over, the checker as not had today
 * (reading/answers.ts reads these rows).
 */
export const GONE_IN_REPLY: readonly string[] = [
  // Only with the having denied: 'i'm not really having any more', 'i don't get them anymore'; not 'i can hardly walk
  // anymore' or 'not taking aleve anymore', which say something else is no more.
  String.raw`(?:not|no|\w+n't)(?: really)?(?: ${HAVING})?(?: (?:it|that|them|those|one|any))? any ?more`,
  String.raw`(?:is|it's|are|they're) no longer there|no longer(?: ${HAVING} (?:it|that|them|those|one|any))?(?=[.,;!?]|$)`,
  'cleared up',
  `(?:is|it's|has|all) ${GONE}`,
  'went away',
  'resolved',
];

/**
 * Said right after a symptom in a question, asking whether it is over ('has the cough gone away?', 'is the rash
 * cleared?', 'have the headaches stopped?'): a 'yes' says it was had and is over, a 'no' that it goes on.
 */
export const ENDED_ASKED: readonly string[] = [
  'gone(?! (?:down|up))',
  'go(?:ne)? away',
  'went away',
  'resolved',
  'cleared?(?: up)?',
  'stopped',
  'over',
];

/** Words after an 'over' cue that take it back ('it went away but came back', 'fine since, until today'). */
export const EPISODE_BACK: readonly string[] = [
  'came back',
  'comes back',
  'coming back',
  'returned',
  'again',
  'until',
  'except',
];

/**
 * How a patient tells a symptom as had, in the past tense, just before naming it ('i was very short of
 * breath', 'i felt dizzy', 'i had a headache'): a symptom of the episode, which a whole-episode cue ends.
 */
export const TOLD_AS_PAST: readonly string[] = [
  '(?:i|he|she|we) (?:was|were|had|felt|got|became|started|developed)',
  '(?:i|he|she) (?:was|were) (?:having|getting|feeling)',
];

/**
 * When, told after a symptom in the past tense, places it days or more before today ('i was nauseous a
 * couple of days back', 'i had a headache last week'): an episode had, not a symptom of today.
 */
export const WHEN_BEFORE_TODAY: readonly string[] = [
  String.raw`(?:a (?:couple|few) (?:of )?|\d+ |a |one |two |three |several )(?:days?|weeks?|months?) (?:ago|back)`,
  'the other (?:day|week|night)',
  'last (?:week|month|weekend)',
];

/**
 * Words placing what is said at the start of the illness, not today ('it was a nine at first', 'when i first
 * hurt it it was an eight', 'at its worst a ten'): a score told so is not today's.
 */
export const TOLD_OF_ONSET: readonly string[] = [
  'at first',
  'initially',
  'originally',
  'to begin with',
  'in the beginning',
  'at the (?:beginning|start)',
  'at (?:its|the) worst',
  'when it (?:first )?(?:started|happened|began|hit)',
  String.raw`when (?:i|he|she|you) first \w+`,
  'the first (?:few |couple of |couple |two |three )?(?:days?|nights?|weeks?)',
];

/** Words of now, as against the start ('now it's more like a three', 'today it's about a two'). */
export const TOLD_OF_NOW: readonly string[] = ['now', 'today', 'currently', 'these days', 'at the moment'];
