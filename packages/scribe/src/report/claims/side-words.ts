/**
 * Words around a side word for the side reader (sides.ts): those that leave it a side, those that make
 * 'right' or 'left' no side at all, and those that call a side well.
 */

/**
 * Words a side may stand before and still be a side: joining words, how it is ('worse', 'hurts'), and
 * the side's own words ('side', 'lateral', 'upper'), or a comparison sign ('>', '<').
 */
export const WORDS_AFTER_SIDE: readonly string[] = [
  'and',
  'or',
  'but',
  'is',
  'was',
  'are',
  'were',
  'with',
  'when',
  'then',
  'too',
  'as',
  'more',
  'less',
  'worse',
  'better',
  'greater',
  'than',
  'only',
  'also',
  'because',
  'since',
  'which',
  'that',
  'though',
  'while',
  'has',
  'had',
  'hurts?',
  'feels?',
  'looks?',
  'seems?',
  'now',
  'today',
  // A time after a bare side: 'a knee replacement on the left in 2015', '… on the left back in 2015'.
  String.raw`in (?:19|20)\d\d`,
  String.raw`back (?:in|then|when)`,
  String.raw`\w+ years? ago`,
  'side',
  'sided',
  'one',
  '1',
  'ones',
  'lateral',
  'medial',
  'posterior',
  'anterior',
  'upper',
  'lower',
  'inner',
  'outer',
  'greater',
  '>',
  '<',
];
/** Words after 'right' that make it 'at once' or 'just there', not a side ('right now', 'right next to'). */
export const RIGHT_NOT_SIDE: readonly string[] = [
  'now',
  'away',
  'after',
  'before',
  'here',
  'there',
  'then',
  'at',
  'when',
  'about',
  'so',
  'okay',
  'around',
  'over',
  'into',
  'onto',
  'under',
  'behind',
  'through',
  'up',
  'down',
  'back',
  'from',
  'where',
  'next to',
  'below',
  'above',
  'beside',
  'by',
  'across',
  'along',
  'alongside',
  'in',
  'on',
  'within',
  'inside',
  'between',
  'near',
  'beneath',
  'underneath',
  'against',
  'off',
  'out',
  'past',
];
/** Words after 'left' that make it the verb 'to leave' ('left the clinic', 'left home early', 'it left me weak'). */
export const LEFT_NOT_SIDE: readonly string[] = [
  'me',
  'us',
  'the',
  'a',
  'an',
  'his',
  'her',
  'my',
  'their',
  'home',
  'work',
  'it',
  'him',
  'them',
  'school',
  'town',
  'alone',
  'behind',
  'early',
  'for',
];
/** Words calling a side well: 'fine', 'intact', and a complaint or finding said absent ('no pain', 'no swelling'). */
export const WELL_WORDS: readonly string[] = [
  'fine',
  'normal',
  'unremarkable',
  'no pain',
  'not painful',
  "(?:doesn't|does not|don't|do not) (?:really |even )?hurt",
  'no problems?',
  'no issues?',
  'no (?:swelling|edema|tenderness|erythema|deformity|bruising|ecchymosis|effusion)',
  'intact',
  'unaffected',
  'spared',
  'clear',
  'negative',
  // The side looked at or imaged to compare with ('let me check your left knee for comparison') is the well one.
  'for comparison',
  'to compare',
];
/**
 * Well words that are also fillers in talk ('let me bend your right knee okay', 'and the left knee good now lie back'):
 * they call a side well only said as its state, after a verb of being or a colon ('the left knee is okay', "it's good",
 * 'feels ok', 'left knee: ok').
 */
export const FILLER_WELL_WORDS: readonly string[] = ['ok', 'okay', 'good'];
/** Words before a filler well word that make it the side's state. */
export const STATE_BEFORE_FILLER: readonly string[] = [String.raw`\bdoing`, String.raw`\bfeeling`, "'s", ':'];
/**
 * Words before a well word that make it a hope or a forecast, not how the side is ('is my right leg going to be okay?',
 * 'your left eye will be fine'): the side is the one in trouble, or said nothing of.
 */
export const FORECAST_BEFORE_WELL: readonly string[] = ['going to be', 'gonna be', 'will be', "'ll be", 'would be'];
/** Verbs saying how a part is ('is', 'looks', 'exam was'), before a word calling it well. */
export const IS_WORDS: readonly string[] = [
  'is',
  'was',
  'are',
  'were',
  'looks?',
  'appears?',
  'seems?',
  'feels?',
  String.raw`exam(?:ination)?(?:\s+is|\s+was)?`,
];
/** Words calling a whole part well ('the left knee is normal', 'looks good'). */
export const WELL_STATES: readonly string[] = ['normal', 'fine', 'ok', 'okay', 'unremarkable', 'good', 'unaffected'];
/**
 * Words right after a 'no' that make it a reply or a turn of phrase, not a finding said absent ('no the pain is in my
 * right knee', "no it's the left", 'no way i can walk on my right leg'): a side after it is not called well.
 */
export const NO_NOT_DENYING: readonly string[] = [
  'the',
  'it',
  "it's",
  'its',
  'that',
  "that's",
  'this',
  'i',
  "i'm",
  'my',
  'way',
  'longer',
  'matter',
  'doubt',
  'idea',
];
/**
 * A patient's own denial before the side, in a clause of its own ('i don't have any pain in my right knee', 'i haven't
 * had any swelling in my left ankle'): the side is free of it.
 */
export const DENIAL_BEFORE_SIDE: readonly string[] = [
  String.raw`(?:don't|do not|doesn't|does not|didn't|did not|haven't|have not|hasn't|has not|never) (?:really |even |ever )?(?:have|had|get|got|feel|felt|notice|noticed)`,
];
/** Words after a denial that keep the complaint under some condition ("it doesn't hurt unless i walk", 'except when i climb stairs'). */
export const UNLESS_AFTER_WELL: readonly string[] = ['unless', 'except when', 'except if', 'only when', 'only if'];
