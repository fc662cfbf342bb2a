/**
 * Words a speaker says to take back what they just said and put it right ('on exona, excuse me, on
 * examination', 'one plus pitting edema, or actually one and a half plus'): the words right before them
 * were a slip of the tongue or of speech recognition, and those after are what was meant. Data only:
 * extract/assessment-repaired.ts and extract/exam-read.ts read them. 'Sorry for the wait' is an apology, no repair.
 */
export const REPAIR_CUES = [
  'excuse me',
  "(?:i'm )?sorry(?! (?:for|about|to)\\b)",
  'i mean',
  'pardon me',
  'or actually',
  // 'full range of motion, actually it's limited', 'no swelling, oh wait, there is some': said in the room.
  '(?:oh|no|well) actually',
  "actually(?= (?:it's|it is|there's|there is|that's|they're)\\b)",
  '(?:oh|no) wait',
  'wait no',
  // Dictation's own words for taking back the last phrase ('right knee swollen, scratch that, no swelling').
  '(?:scratch|strike) that',
  // 'There is swelling, no there isn't': a flat 'no' and the same statement negated takes it back.
  "no (?:there isn't|there is not|there's not|it isn't|it is not|it's not|they aren't|they are not|they're not)",
];
