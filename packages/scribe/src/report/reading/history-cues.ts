import { ON_EXAM } from '../vocabulary/examining-words.js';

/**
 * Word lists that tell whether a condition named in the consultation is the patient's history: what a
 * vaccine, a screening or a test is for, a diagnosis made today, a first episode, a repair done before, and
 * one relative out of several. history.ts reads them, for the writer's history.
 */

/**
 * Words after a condition that make it what a vaccine, a screening or a test is for ('the shingles
 * vaccine', 'a hepatitis c test', 'colon cancer screening'): a prevention target, not a condition had.
 */
export const TARGET_AFTER = [
  'vaccines?',
  'vaccinations?',
  'immuni[sz]ations?',
  'shots?',
  'boosters?',
  'jabs?',
  'screenings?',
  'tests?',
  'testing',
  'panels?',
];

/**
 * Words before a condition that make it what is prevented, screened or tested for ('vaccinated against
 * measles', 'we checked you for diabetes', 'to prevent a stroke'); a few words may stand between.
 */
export const TARGET_BEFORE = [
  String.raw`(?:vaccines?|vaccinations?|shots?|boosters?|immuni[sz]ations?) (?:for|against)`,
  String.raw`(?:vaccinated|immuni[sz]ed|protected) (?:for|against|from)`,
  String.raw`(?:screen|screens|screened|screening|test|tests|tested|testing|check|checks|checked|checking)(?: (?:you|him|her|them))? for`,
  'to prevent',
  'prevent(?:s|ing)?',
  'prevention of',
  'protect(?:s|ing)? (?:you|him|her|them) (?:from|against)',
];

/** The emergency room, urgent care or hospital stay of the episode that brings the patient in. */
const RECENT_STAY = String.raw`(?:the )?(?:er|ed|emergency (?:room|department)|urgent care|hospital)`;
/** An image of this visit: 'x-ray', 'the ct scan', 'imaging'. */
const IMAGE = String.raw`(?:x-?rays?|ct(?: scan)?|mri|ultrasound|imaging|films?)`;
/** What an image is said to show: 'shows', 'revealed'. */
const SHOWS = '(?:shows?|showed|reveals?|revealed|demonstrates?)';
/** How a clinician tells what they see on an image: 'i can see', 'what i am noticing is', 'you do seem to have'. */
const SEEN = [
  'i (?:can )?see',
  'i notice',
  "(?:what )?i(?: am|'m) noticing(?: is)?",
  '(?:you|he|she) (?:do |does )?seems? to (?:have|has)',
];
const SEEN_ON_IT = `(?:${SEEN.join('|')})(?: the development of)?`;

/**
 * Words that make a condition a diagnosis or finding of this consultation ('newly diagnosed melanoma', 'the
 * biopsy showed a basal cell carcinoma', 'we found a melanoma', 'on exam I appreciate an enlarged
 * prostate'): what it finds now is not a condition had
 * before, unless the consultation also names it as history.
 */
export const NEWLY_FOUND = [
  'newly diagnosed(?: with)?',
  // Found in this episode: 'this newfound anemia', 'a newly discovered murmur'.
  String.raw`new(?:ly)?[- ]?(?:found|discovered|detected)`,
  // What the emergency room or the hospital stay that brought the patient here found: 'in the er they
  // found that you had anemia', 'they told you at the hospital you have heart failure'.
  String.raw`(?:we|she|he|they|i) found(?: out)?(?: that)? (?:you|he|she) (?:had|have|has)`,
  String.raw`${RECENT_STAY}\b[a-z' ]{0,40}\b(?:diagnosed (?:you |him |her )?with|(?:told|said to) (?:you|him|her)(?: that)? (?:you|he|she) (?:had|have|has))`,
  'new diagnosis of',
  'new onset(?: of)?',
  'just (?:been )?diagnosed(?: with)?',
  'diagnosed (?:you )?today with',
  String.raw`(?:biopsy|pathology|path report) (?:shows|showed|revealed|confirmed|came back(?: as| with| positive for)?)`,
  String.raw`(?:we|she|he|they|i) found`,
  'came back as',
  // A test found positive at this visit: 'positive lab work for hepatitis c', 'you tested positive for'.
  String.raw`(?:tested|screened|came back|was|were) positive for`,
  String.raw`positive (?:lab work|labs?|tests?|test results?|results?|screen(?:ing)?|antibod(?:y|ies)) for`,
  // What today's imaging shows: 'your x-ray shows arthritis', 'on the x-ray what i am noticing is a little
  // arthritis', 'i looked at an x-ray of your neck and you do seem to have arthritis'.
  `${IMAGE}(?: of (?:your|the|his|her) [a-z]+)? ${SHOWS}`,
  // The image named, then, a few words on, what is seen on it.
  String.raw`${IMAGE}\b[a-z' ]{0,50}\b${SEEN_ON_IT}`,
  // What the examination finds today is a finding of this visit, not a condition had before.
  String.raw`(?:i|we) (?:do |can )?(?:appreciate|palpate)`,
  String.raw`(?:exam|examination) (?:shows|showed|reveals|revealed|is notable for|is significant for)`,
  // 'On your rectal exam you have an enlarged prostate': a sign found today, not benign prostatic hyperplasia had before.
  String.raw`${ON_EXAM}(?:,? (?:you|he|she|they) (?:do |also )?(?:have|has|'ve got|got))?`,
];

/**
 * Words that place a finding a year or more back ('they found i had a-fib last year', 'they found it in
 * 2015', 'years ago'): what was found then is history, not a finding of this consultation. A week or a
 * hospital stay back may be the episode that brings the patient in, so it does not count.
 */
export const FOUND_LONG_AGO = [
  String.raw`(?:\d+|a few|a couple(?: of)?|many|several|two|three) years? (?:ago|back)`,
  'years ago',
  'last year',
  String.raw`(?:in|back in) (?:19|20)\d\d`,
  'as a (?:kid|child|teenager)',
];

/** How much of a finding is seen, between the cue and the condition: 'a little bit of arthritis', 'a lot of'. */
export const AMOUNT = ['an?', 'the', 'some', 'with', 'a (?:little )?bit of', 'a lot of', 'a little', 'mild', 'early'];

/**
 * One relative out of those just named ('both my parents …, and one of them had …'): that one, not all.
 * The text read has numbers as digits ('1 of them').
 */
export const ONE_OF = [String.raw`(?:one|1) of (?:them|those|my \w+|the \w+)`, 'either of them', '(?:one|1) parent'];

/** One relative of a plural kin word: 'parents' → 'parent'. */
export const ONE_RELATIVE: Record<string, string> = {
  parents: 'parent',
  siblings: 'sibling',
  brothers: 'brother',
  sisters: 'sister',
};

/**
 * How a patient says the condition talked of is new to them ('this is my first one', "i've never had this
 * before", 'the first time i have had a kidney stone'): a first episode is no past history, even when the
 * clinician's note from elsewhere names it ('you were diagnosed with kidney stones by your doctor').
 */
export const FIRST_EPISODE = [
  String.raw`(?:this is|it's|it is|that's|that is) (?:my|the) (?:very )?first (?:one|episode|attack|time)`,
  String.raw`(?:the )?first time (?:i've|i have|i) (?:ever )?(?:had|got|gotten|experienced)`,
  String.raw`(?:i've|i have|i) never (?:had|experienced) (?:this|that|it|one|them|anything like (?:this|that))(?: before)?`,
  String.raw`never (?:had|experienced)(?: an?| any)?(?: [a-z'-]+){1,3} before`,
];

/**
 * How a condition is said to be repaired, removed or resected, as [the procedure written after 'status
 * post', the words right after the condition that say so, the words right before it]: 'the aneurysm
 * repair', 'her hernia was fixed', 'removal of the polyp'. A condition so treated is written as the
 * procedure, never as a condition the patient still has.
 */
export const REPAIRS: readonly [string, string, string][] = [
  ['repair', '(?:repair|(?:was |were |got |had been )?(?:repaired|fixed))', 'repair of'],
  ['removal', '(?:removal|(?:was |were |got |had been )?removed|taken out)', 'removal of'],
  ['resection', '(?:resection|(?:was |were |had been )?resected)', 'resection of'],
  ['excision', '(?:excision|(?:was |were |had been )?excised)', 'excision of'],
];

/**
 * Words that place a repair before today ('underwent', 'had', 'a history of', 'in 2013', 'years ago'):
 * without one, the repair may be planned ('the aneurysm repair is next month'), and the condition is
 * offered, not written.
 */
export const DONE_BEFORE = [
  'underwent',
  'had',
  "(?:he|she|you|i)'d",
  'status post',
  's/p',
  'history of',
  'ago',
  'previous(?:ly)?',
  'prior',
  'back in',
  'in the past',
  String.raw`(?:19|20)\d\d`,
];
