import { SOME, YES_WORD } from './answer-word-cues.js';
import type { AnswerRule } from './context-types.js';

/**
 * Replies that neither affirm nor deny as such, read after the yes and no rows of answer-cues.ts (and in their
 * order): not knowing, not being sure, replies to a negated question, and a clinician taking back what the
 * patient said. Adding a cue is adding a row here and a test in answers.test.ts.
 */
export const UNSURE_ANSWER_RULES: readonly AnswerRule[] = [
  // Not knowing the answer ('I can't remember', 'not sure', 'pata nahi').
  {
    id: 'unknown:cannot-say',
    phrase: String.raw`(?:i )?(?:don't|do not|can't|cannot|can not|couldn't|could not) (?:really )?(?:know|remember|recall|say|tell)\b(?! (?:that )?i (?:have|had|do|did|am|was)\b)`,
    answer: 'unknown',
    language: 'en',
  },
  {
    id: 'unknown:not-sure',
    phrase: String.raw`(?:i'm |i am )?not (?:really )?(?:sure|certain)\b|no idea\b`,
    answer: 'unknown',
    language: 'en',
  },
  // Unsure which: 'maybe', 'possibly', 'probably not', 'hard to say', 'could be', 'i guess'. The symptom asked is
  // neither had nor denied: the note offers it as possible.
  {
    id: 'unknown:maybe',
    phrase: String.raw`(?:maybe|possibly|perhaps|probably(?: not)?|could be|could have|might (?:be|have)|i guess|hard to (?:say|tell))\b`,
    answer: 'unknown',
    language: 'en',
  },
  {
    id: 'unknown:pata-nahi',
    phrase: String.raw`(?:yaad|pata) nahin?\b|nahin? (?:yaad|pata)\b`,
    answer: 'unknown',
    language: 'hi',
  },

  // Replies to a negated question ('and no dizziness?'): 'yes, I do' goes against it, 'right' agrees.
  {
    id: 'against:i-do',
    phrase: String.raw`(?:(?:yes|yeah|well|actually)[,.!]?\s+)*(?:i do|i have|i did|i get|i've had|i've been|it does|they do|(?:she|he) does|(?:she|he) has)\b`,
    answer: 'against',
    language: 'en',
  },
  // A yes that goes on to tell of some, or says it goes against what was supposed ('yeah, some', 'yes, actually').
  {
    id: 'against:yes-some',
    phrase: String.raw`(?:${YES_WORD}[,.!]?\s+)?${SOME}\b|${YES_WORD}[,.!]?\s+(?:actually|in fact)\b`,
    answer: 'against',
    language: 'en',
  },
  {
    id: 'agree:right',
    phrase: String.raw`(?:right|correct|that's right|that is right|that's correct|exactly|yes(?:,? (?:that's )?(?:right|correct)))\b`,
    answer: 'agree',
    language: 'en',
  },

  // A clinician's reply that takes back what the patient just said of themself ('i had a stroke?' 'no, no,
  // that means your kidney'; 'no, you didn't'): the patient's words are no history. A single 'no' may open
  // anything ('no problem', 'no, and how long…'), so it takes a repeated 'no' or a 'no' said of the patient.
  { id: 'takeBack:no-no', phrase: String.raw`no[,.!]?\s+no\b`, answer: 'takeBack', language: 'en' },
  {
    id: 'takeBack:you-did-not',
    phrase: String.raw`no[,.!]?\s+(?:you|he|she) (?:don't|do not|didn't|did not|haven't|have not|hasn't|has not|never)\b`,
    answer: 'takeBack',
    language: 'en',
  },
];
