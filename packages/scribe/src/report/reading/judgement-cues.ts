/**
 * How a test's result is judged, in talk and in a note ('your potassium was a little low', 'X-ray
 * unremarkable', 'no fracture'): the judgement words with what each says, which judgements cannot both be
 * true of one result, and the words that make a test's mention no result at all. Data only: judgements.ts
 * reads it; the words that deny a judgement are context rules (context-result-cues.ts). Regular-expression
 * sources over normalised text (lower case), whole words.
 */

/**
 * What a result is said to be. A fracture found or denied is its own pair: 'no fracture' says nothing of the
 * rest of the image (it may show arthritis), so it is opposed only to a fracture.
 */
export type Judgement = 'normal' | 'abnormal' | 'high' | 'low' | 'fracture' | 'no fracture';

export interface JudgementCue {
  phrase: string;
  judgement: Judgement;
  /** what the words say when a denial comes right before them ('not elevated', 'no fracture'); none when absent */
  denied?: Judgement;
}

/**
 * Words that are no level of a result: 'low dose', 'high school', 'low back'; and 'the high end of normal',
 * which is normal.
 */
const NOT_A_LEVEL = '(?! (?:dose|diet|salt|sodium|fat|carbs?|back|school|blood pressure|end))';

/** The verbs that say how a result came out: 'looks', 'came back', 'seemed'. */
const JUDGED_AS = '(?:looks?|looked|seemed|seems|is|was|are|were|came back|been)';
/**
 * A word between such a verb and its judgement that is no denial ('was not good') and no finding of its own
 * ('is abnormal with good alignment' says abnormal, not good).
 */
const NOT_A_DENIAL = '(?!(?:not|never|no|with|abnormal)\\b)';

/**
 * Words after 'nothing' that make it no finding: a result still awaited ('nothing back yet'), the talk moving on
 * ('nothing else', 'nothing more'), or something left to do ('nothing we can do', 'nothing i would change').
 */
const NOTHING_OF = '(?! (?:else|more|yet|back|we|you|i|that|much|left)\\b)';

export const JUDGEMENT_CUES: JudgementCue[] = [
  { phrase: 'normal|unremarkable|wnl', judgement: 'normal', denied: 'abnormal' },
  // A result that 'looks good', 'came back fine' or 'seemed to be fine' is normal; 'good' alone may be of
  // something else. Up to two words between ('is also very good'), none of them a denial ('was not good').
  {
    phrase: `${JUDGED_AS} (?:${NOT_A_DENIAL}\\w+ ){0,2}(?:good|fine|great|okay|ok|perfect|excellent|reassuring|clear(?! that))`,
    judgement: 'normal',
  },
  // A result within its range is normal: 'within normal limits', 'in the normal range', 'within range'.
  { phrase: '(?:with)?in (?:the )?(?:normal |reference |target )?(?:range|limits)', judgement: 'normal' },
  // Nothing of concern found is normal: 'nothing concerning', 'nothing to worry about'.
  {
    phrase:
      'nothing (?:concerning|worrisome|worrying|alarming|abnormal|significant|serious|wrong|of concern|to worry about)',
    judgement: 'normal',
  },
  // A test that found nothing, or gave the all clear, is normal: 'he said there's nothing there', 'it showed nothing'.
  {
    phrase: `(?:showed|shows|found|revealed|there(?:'s| is| was)) nothing${NOTHING_OF}|nothing there|all clear|came back clear`,
    judgement: 'normal',
  },
  { phrase: 'negative', judgement: 'normal' },
  // An abnormality denied is none found: "i don't see any abnormality there". 'not positive' may be doubt, not a result.
  { phrase: 'abnormal(?:ity|ities)?', judgement: 'abnormal', denied: 'normal' },
  { phrase: 'positive', judgement: 'abnormal' },
  { phrase: `(?:elevated|high|raised|increased)${NOT_A_LEVEL}`, judgement: 'high', denied: 'normal' },
  { phrase: '(?:a little|a bit) up|up (?:a little|a bit|slightly)', judgement: 'high' },
  { phrase: `(?:low|decreased|reduced|diminished|deficient)${NOT_A_LEVEL}`, judgement: 'low', denied: 'normal' },
  { phrase: 'fractures?|fractured|broken', judgement: 'fracture', denied: 'no fracture' },
  // A fracture denied with anything else ("i don't see any fracture or anything like that") is an image found normal.
  { phrase: 'fractures? or anything(?: like that| else)?', judgement: 'fracture', denied: 'normal' },
];

/** Judgements that cannot both be true of one result at one time. */
export const OPPOSED: [Judgement, Judgement][] = [
  ['normal', 'abnormal'],
  ['normal', 'high'],
  ['normal', 'low'],
  ['high', 'low'],
  ['normal', 'fracture'],
  ['fracture', 'no fracture'],
];

/**
 * Judgements that neither oppose nor bear out each other: an image with no fracture may still be abnormal
 * (arthritis), so 'no fracture' said of a test does not support its being abnormal, high or low.
 */
export const UNRELATED: [Judgement, Judgement][] = [
  ['no fracture', 'abnormal'],
  ['no fracture', 'high'],
  ['no fracture', 'low'],
];

/**
 * Words that make a test's mention no result: a test supposed, planned or awaited ('if your potassium is
 * low', "we'll check your potassium", 'to rule out a fracture', 'the biopsy is pending'), a condition ('history
 * of high cholesterol'), a comparison ('higher than last time' names no level).
 */
export const NO_RESULT_CUES = [
  ...['if', 'unless', 'whether', 'assuming', 'make sure', 'rule out', 'pending', 'not back', 'hoping', 'hope'],
  ...['going to', 'gon na', 'want', 'would', 'should', 'could', 'might', "we'll", "i'll", 'will', 'order'],
  ...['check', 'repeat', 'recheck', 'history of', 'diagnosed', 'than'],
];

/**
 * Words that end what is said of a test: a turn to another matter ('but', 'because', 'now'), or a full stop.
 * 'also' turns to another matter ('it's fine also your sodium'), not after the verb it adds to ('your
 * urinalysis was also normal').
 */
export const JUDGEMENT_ENDS = [
  ...['but', 'because', 'and then', 'okay', 'alright', 'however', 'now', 'so'],
  "(?<!\\b(?:is|was|are|were|'s) )also",
  // After a comma, another thing named with its own verb is another matter ('a fracture, the elbow is normal').
  '(?<=, )the [a-z]+ (?:is|are|was|were|looks?)',
];

/**
 * Words that join tests named together, so what follows is said of each ('the alt and the ast were elevated',
 * 'sodium, potassium were normal').
 */
export const JUDGEMENT_JOINS = ['and', 'or', ',', 'as well as'];

/**
 * Words that open a clause about the test just named: 'it's normal', 'that's good', 'which is high', 'they both
 * confirmed a fracture'.
 */
export const JUDGEMENT_OF_IT = [
  ...["it(?:'s| is| was)", "that(?:'s| is| was)", "they(?:'re| are| were)", 'which'],
  '(?:it|they)(?: both)? (?:showed|shows|show|revealed|confirmed)',
  // How it came out, said of it or of all of it: 'so it looks good', 'so everything came back normal'.
  '(?:it|that|they|everything|all)(?: all| both)? (?:is|was|are|were|looks?|looked|seemed|seems|came back|comes back)',
  "everything(?:'s| is| was)",
];

/**
 * Words said after a test's name that say nothing of its result: fillers of speech ('um', 'you know') and how the
 * speaker feels about it ('luckily', 'thankfully'). They are passed over when counting how far a result is read.
 */
export const JUDGEMENT_FILLERS = [
  ...['um+', 'uh+', 'uhm', 'erm', 'you know', 'i mean', 'basically', 'actually', 'honestly'],
  ...['luckily', 'fortunately', 'unfortunately', 'thankfully', 'happily'],
];

/**
 * Words an answer may open with before it speaks of the test a question just named ('did you order an ekg' |
 * 'i did it is normal too', 'yeah it was negative').
 */
export const JUDGEMENT_ANSWER_OPENS = [
  'yes',
  'yeah',
  'yep',
  'yup',
  'um',
  'uh',
  'so',
  'and',
  '(?:i|we|they|he|she) did',
];
