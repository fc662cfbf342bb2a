import type { TimeRule } from './time-types.js';

/**
 * Words before an operation, in its clause, that place it before today ('i had my gallbladder out', 'you
 * underwent a cabg', 'status post lumpectomy', 'they replaced my valve'). time.ts reads these rows for the
 * writer's history of operations; an operation named without them may be planned ('the knee replacement is
 * next month'). 'Have you had' asks, it does not tell: the 'had' after 'have' or 'did' is no telling. In a
 * question only the rows marked asked tell, words that take the operation as done ('any surgeries other
 * than the lumpectomy?' asks; 'i know you've had a bypass at 27, how's that going?' tells). The rows marked
 * age say, said with the operation, the age it was done at. Adding a cue is adding a row here and an example
 * in time-operation.test.ts.
 */
const past = (id: string, phrase: string, asked?: true): TimeRule => ({
  id,
  phrase,
  time: 'past',
  source: 'talk',
  ...(asked && { asked }),
  language: 'en',
});

/** Words giving the age an operation was done at, the number captured (m[1]). */
const age = (id: string, phrase: string): TimeRule => ({
  id,
  phrase,
  time: 'past',
  source: 'talk',
  says: 'age',
  language: 'en',
});

export const OPERATION_TIME_RULES: readonly TimeRule[] = [
  past('past:had-op', "(?<!(?:have|did) )(?:i|you|he|she)(?:'ve|'d| have| has)? had"),
  past('past:been-through-op', "(?:i|you|he|she)(?:'ve| have| has) (?:already |also )?(?:got|gotten|been through)"),
  past('past:got-op', 'i got'),
  past('past:underwent-op', '(?:he|she|you|i) underwent'),
  past('past:underwent', 'underwent'),
  past('past:status-post', 'status post', true),
  past('past:s-p', 's/p'),
  past('past:history-of-op', 'history of'),
  past('past:prior-op', 'prior'),
  past('past:previous-op', 'previous'),
  // 'They had to do a bypass on me' tells it done as much as 'they did'.
  past(
    'past:they-did',
    'they (?:did|performed|removed|took out|replaced|reconstructed|put in|fixed)|they had to (?:do|perform|remove|take out|replace|put in|fix)',
  ),
  past('past:since-my', '(?:since|after) (?:my|your|his|her) '),
  // Said in a question, these take the operation as done.
  past('past:youve-had', "you've had", true),
  past('past:i-know-you-had', "i know (?:that )?you(?:'ve)? had", true),
  past('past:you-underwent', 'you underwent', true),
  // The age it was done at: 'at the age of 27', 'when i was 14', 'i was 14' (not 'i was 14 weeks'), 'at 27 years old'.
  age('age:at-the-age-of', String.raw`at (?:the )?(?:young |early )?age (?:of )?(\d{1,2})`),
  age('age:when-i-was', String.raw`when (?:i|you|he|she) (?:was|were) (\d{1,2})`),
  age(
    'age:i-was',
    String.raw`(?:i|you|he|she) (?:was|were) (\d{1,2})(?! (?:percent|times|minutes|hours|days|weeks|months))`,
  ),
  age('age:years-old', String.raw`at (\d{1,2}) years? old`),
];
