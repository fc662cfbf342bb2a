/**
 * How a relative's age at a condition is said just after it, and how a family history writes it: 'breast cancer in
 * her fifties' (in her 50s), 'a heart attack at 52' (at 52), 'a stroke when she was like 60' (at 60). Regular-
 * expression sources over normalised text (spoken numbers are digits, 'fifties' is '50s'), read by family-ages.ts;
 * `written` is what the note writes after the condition's name.
 */
export const FAMILY_AGE_CUES: readonly { id: string; phrase: string; written: (m: RegExpExecArray) => string }[] = [
  {
    id: 'decade',
    phrase: String.raw`in (?:her|his|their) (?:early |mid |late )?[1-9]0s\b`,
    written: (m) => m[0],
  },
  // 'at 52', 'at age 52', 'at the age of 52': not a time of day, a dose or a count ('at 5 pm', 'at 20 mg').
  {
    id: 'at-age',
    phrase: String.raw`at (?:the )?(?:age (?:of )?)?(\d{2})\b(?! ?(?:am|pm|a\.m|p\.m|o'clock|%|percent|mg|pounds|lbs|kg|minutes|hours|days|weeks|months|times))`,
    written: (m) => `at ${m[1]!}`,
  },
  {
    id: 'when-was',
    phrase: String.raw`when (?:she|he|they) (?:was|were) (?:like |about |around |only |just )?(\d{2})\b`,
    written: (m) => `at ${m[1]!}`,
  },
];
