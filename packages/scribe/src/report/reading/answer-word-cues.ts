/**
 * Words a reply's reader looks for beyond how the reply begins (answer-cues.ts): the words that name the only
 * ones present, those that may stand between a 'no' and the side it puts right, and the 'no' rows whose denial
 * reaches only what their own statement names.
 */
/** A plain yes, before what it goes on to say ('yeah, some'). */
export const YES_WORD = '(?:yes|yeah|yep|yup|uh-huh|mm-hmm)';

/** Some of it, or now and then: words that say a symptom is had, if not much or not always. */
export const SOME = String.raw`(?:some|sometimes|occasionally|a little(?: bit)?|a bit|little bit|a few times|now and (?:then|again)|on and off|off and on|at times)`;

/** Words that say the reply names the only ones present ('just the chills', Hindi 'sirf/bas khansi', Tamil 'mattum'). */
export const ONLY_CUES: readonly string[] = ['just', 'only', 'mainly', 'mostly', 'sirf', 'bas', 'keval', 'mattum'];

/**
 * Words that may stand between a 'no' and the side it puts right ('is that your right ankle?' 'no, the left',
 * 'no it's my left one'): with nothing else between, the 'no' answers the question and the side said is the one
 * affected; a word of a complaint between ('no pain on the left') makes it a denial of that side.
 */
export const CORRECTING_CUES: readonly string[] = [
  "it's",
  'it is',
  'its',
  'it was',
  'actually',
  'the',
  'my',
  'your',
  'his',
  'her',
  'on',
  // A speaker putting their own side right ('my left knee no sorry the right one').
  'sorry',
  'i mean',
  'wait',
  'um',
  'uh',
];

/**
 * The 'no' rows that deny in a statement of the reply's own ('i haven't thrown up', 'she doesn't have a
 * fever'): such a denial reaches what the statement names, not every item a list question asked.
 */
export const STATED_DENIAL_RULES: readonly string[] = ['no:i-dont', 'no:she-has-not'];

/**
 * Words a reply names the side not asked about with ('is it your right hip?' 'no the other side', 'no it's the other
 * one'): after a 'no', they put the side asked about right to the other. The checker reads 'one' as the number '1'.
 */
export const OTHER_SIDE_CUES: readonly string[] = ['(?:the|my) (?:other|opposite) (?:side|one|1)', 'other side'];

/**
 * Words later in a reply's first sentence that take its yes or no back to not knowing ('i think so, i'm not
 * sure', 'yeah maybe, i don't know'); not when they say what is not known of it ('not sure when it started').
 */
export const UNSURE_LATER_CUES: readonly string[] = [
  String.raw`(?:i'm |i am )?not (?:really |totally |a hundred percent )?sure(?! (?:how|when|what|why|where|which|about|exactly))`,
  String.raw`i (?:don't|do not) (?:really )?know(?! (?:how|when|what|why|where|which|about|exactly|if i))`,
];
