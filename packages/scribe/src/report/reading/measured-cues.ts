/**
 * Words placing a reading at the patient's home, taken by the patient or on their own machine ('my blood
 * pressure at home has been 150 over 90', 'when i checked it', 'it's been running 150 over 90'): a
 * reported home reading, told in the history, never today's vital sign. Adding a cue is adding a row here
 * and an example in measured.test.ts.
 */
export const MEASURED_AT_HOME: readonly string[] = [
  'at home',
  'home (?:readings?|monitor|machine|cuff|log|blood pressures?|bp)',
  '(?:i|we) (?:check|checked|take|took|measure|measured)',
  "(?:has|have|it's|they've) been running",
];
