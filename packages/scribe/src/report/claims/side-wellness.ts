import { oneOf, regex, wordsOf } from '../pattern.js';
import { CORRECTING_CUES, ONLY_CUES } from '../reading/answer-word-cues.js';
import {
  DENIAL_BEFORE_SIDE,
  FILLER_WELL_WORDS,
  FORECAST_BEFORE_WELL,
  IS_WORDS,
  NO_NOT_DENYING,
  STATE_BEFORE_FILLER,
  UNLESS_AFTER_WELL,
  WELL_STATES,
  WELL_WORDS,
} from './side-words.js';

/** Words calling a side well: 'fine', 'intact', and a complaint or finding said absent ('no pain', 'does not really hurt', 'no swelling'). */
const WELL = regex([
  String.raw`(?<!\b${oneOf(FORECAST_BEFORE_WELL)}\s+)`,
  oneOf([
    wordsOf(WELL_WORDS),
    String.raw`(?:\b${oneOf(IS_WORDS)}|${oneOf(STATE_BEFORE_FILLER)})\s*(?:(?:really|pretty|very|quite|still|all)\s+)?${wordsOf(FILLER_WELL_WORDS)}`,
  ]),
]);
/**
 * The whole part well, not only free of one complaint: 'is normal', 'a normal exam' closing the clause,
 * 'no other symptoms', 'asymptomatic', 'fine'.
 */
const WHOLE_WELL = regex([
  oneOf([
    String.raw`\b${oneOf(IS_WORDS)}\s+(?:\w+\s+)?${oneOf(WELL_STATES)}\b`,
    String.raw`\b(?:normal|unremarkable)\s*(?:exam|examination)?\s*$`,
    // Dictated with no stops, the next finding starts the next clause ('left testicle normal no hernia').
    String.raw`^\s+[a-z-]+\s+(?:normal|unremarkable)\s+(?=(?:no|and|without)\b)`,
    String.raw`\bno (?:significant |other |real )?(?:[a-z-]+\s+){0,3}?(?:symptoms|problems?|issues?|complaints?)\b`,
    String.raw`\basymptomatic\b`,
    String.raw`\bfine\b`,
  ]),
]);
/**
 * A denial earlier in the side's clause ('denies any numbness or tingling in her left foot', 'negative Tinel's sign on the
 * right', "i don't have any pain in my right knee") says the side is free of it; a 'no' that answers or is a turn of
 * phrase ('no the pain is in my right knee', 'no way i can walk on my right leg') denies nothing.
 */
const NEGATED_BEFORE = regex([
  oneOf([
    String.raw`\bno\s+(?!${oneOf(NO_NOT_DENYING)}\s)`,
    String.raw`\b(?:denies|denied|without)\s+`,
    String.raw`\b${oneOf(DENIAL_BEFORE_SIDE)}\s+`,
  ]),
  String.raw`(?:[a-z-]+\s+){0,8}$|\bnegative\s+(?:[a-z'-]+\s+){0,8}$`,
]);
/** A complaint kept under some condition after the denial ("my right knee doesn't hurt unless i walk on it"): not well. */
const UNLESS = regex([wordsOf(UNLESS_AFTER_WELL)]);
/**
 * A 'no' that puts the question right names the side that has it ('both knees?' 'no, just my left knee', 'no it's only
 * on the left side'): a word of restriction after the 'no' (reading/answer-cues.ts) makes the side the one affected.
 */
const NO_BUT_ONLY = regex([
  String.raw`\bno\s+(?:[a-z'-]+\s+){0,2}?`,
  wordsOf(ONLY_CUES),
  String.raw`\s+(?:[a-z'-]+\s+){0,4}$`,
]);
/**
 * A reply that takes 'both' back to one side ('both sides?' 'no, only on the left side', 'no just my left knee'):
 * both sides said before it are not both affected, only the side the reply names.
 */
const ONE_SIDE_ONLY = regex([
  String.raw`^(?:[a-z'-]+\s+){0,2}?no\b[,.!]?\s+(?:[a-z'-]+\s+){0,2}?`,
  wordsOf(ONLY_CUES),
  String.raw`\s+(?:[a-z'-]+\s+){0,4}?(?:left|right)\b`,
]);
export const oneSideOnly = (reply: string) => ONE_SIDE_ONLY.test(reply);
/** A 'no' then the side with only a few words between ('is it your right ankle?' 'no, the left'): the side put right, the one affected. */
const NO_THEN_SIDE = regex([String.raw`\bno[,.!]?\s+(?:`, wordsOf(CORRECTING_CUES), String.raw`\s+){1,3}$`]);
const AFFECTED =
  /\b(pain|painful|hurts?|swollen|swelling|tender\w*|weak\w*|numb\w*|bruis\w*|injur\w*|fractur\w*|sprain\w*|strain\w*)\b/;

/**
 * What follows a side's clause when it opens with 'but' and names a complaint, with no denial and no other side before
 * it ('right knee has no bruising but it is tender', 'no redness on the left ankle but it's swollen'): the side has it.
 */
const BUT_AFFECTED = regex([
  String.raw`^\s*,?\s*but\s+(?:(?!(?:no|not|never|without|left|right)\b)[a-z']+\s+){0,6}?`,
  AFFECTED.source,
]);
export const affectedAfter = (rest: string) => BUT_AFFECTED.test(rest);

/** Whether the clause calls the side well; a complaint said before it ('tenderness on the left') makes it affected. */
export function wellness(clause: string, from: number, word: string): { well: boolean; wholeWell: boolean } {
  const lead = clause.slice(0, Math.max(0, from));
  const undenied = (text: string) => text.split(/\b(?:no|not|denies|without|don't|do not|didn't|any)\b/)[0]!;
  const complaintBefore = AFFECTED.test(undenied(lead));
  // A complaint said with the side before the well word ('right knee pain okay and how long', 'left ankle swelling with
  // intact sensation'): the side has it, and the well word is a filler or of something else.
  const after = clause.slice(from);
  const wellAt = WELL.exec(after);
  const complaintFirst = wellAt !== null && AFFECTED.test(undenied(after.slice(0, wellAt.index)));
  const well =
    !complaintBefore &&
    !complaintFirst &&
    !UNLESS.test(after) &&
    (wellAt !== null || (NEGATED_BEFORE.test(lead) && !NO_BUT_ONLY.test(lead) && !NO_THEN_SIDE.test(lead)));
  return {
    well,
    wholeWell:
      well &&
      (WHOLE_WELL.test(clause.slice(from + word.length)) ||
        /\bno (?:significant |other |real )?(?:[a-z-]+\s+){0,3}?(?:symptoms|problems?|issues?|complaints?)\b/.test(
          clause,
        )),
  };
}
