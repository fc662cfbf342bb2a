import type { QuestionRule } from './question-types.js';

/**
 * Questions about the history and what the reply then means, read after the rows of question-cues.ts: past
 * operations and when they were done, the age something was done at, and questions that take a symptom as given.
 * Adding a cue is adding a row here and an example in questions.test.ts.
 */
export const HISTORY_QUESTION_RULES: readonly QuestionRule[] = [
  // What a question asks of the patient's operations: which were done, and when.
  { id: 'operations:surgery', phrase: 'surger(?:y|ies)', kind: 'operations', language: 'en' },
  { id: 'operations:operation', phrase: 'operations?', kind: 'operations', language: 'en' },
  { id: 'operations:operated-on', phrase: 'operated on', kind: 'operations', language: 'en' },
  { id: 'operations:procedures', phrase: 'procedures', kind: 'operations', language: 'en' },
  { id: 'operations:surgical-history', phrase: 'surgical history', kind: 'operations', language: 'en' },
  {
    id: 'when-done:when-was-that',
    phrase: 'when (?:was|did) (?:that|this|it|you have (?:that|it|this))',
    kind: 'when-done',
    language: 'en',
  },
  { id: 'when-done:what-year', phrase: 'what year (?:was|did)', kind: 'when-done', language: 'en' },
  { id: 'age-then:how-old', phrase: 'how old were you', kind: 'age-then', language: 'en' },
  // The reply that is a bare age: 'about 14', 'i think 14', '14 years old'; '14 years ago' is no age.
  {
    id: 'age-reply:bare',
    phrase: String.raw`(?:(?:about|around|maybe|like|i think|um|uh|oh),? )*(\d{1,2})\b(?! (?:years? ago|percent))`,
    kind: 'age-reply',
    language: 'en',
  },
  {
    id: 'presuming:how-long-had',
    phrase:
      '(?:how long|since when) (?:have|has) (?:you|she|he|they) (?:had|been having|(?:been )?suffer(?:ed|ing) from)',
    kind: 'presuming-had',
    language: 'en',
  },
  { id: 'presuming:when-did', phrase: 'when did', kind: 'presuming', language: 'en' },
  { id: 'presuming:where-is', phrase: 'where (?:is|was|does|did)', kind: 'presuming', language: 'en' },
  { id: 'presuming:what-makes', phrase: 'what (?:makes|made|brings|brought on)', kind: 'presuming', language: 'en' },
  { id: 'presuming:describe', phrase: 'how would you describe', kind: 'presuming', language: 'en' },
];
