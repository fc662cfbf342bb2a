import { ON_EXAM } from '../vocabulary/examining-words.js';

/**
 * Word lists that tell whether a condition named in the consultation is the patient's history: what a
 * vaccine, a screening or a test is for, a diagnosis made today, and one relative out of several.
 * history-scope.ts reads them.
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

/**
 * Words that make a condition a diagnosis or finding of this consultation ('newly diagnosed melanoma', 'the
 * biopsy showed a basal cell carcinoma', 'we found a melanoma', 'on exam I appreciate an enlarged
 * prostate'): what it finds now is not a condition had
 * before, unless the consultation also names it as history.
 */
export const NEWLY_FOUND = [
  'newly diagnosed(?: with)?',
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
  // What the examination finds today is a finding of this visit, not a condition had before.
  String.raw`(?:i|we) (?:do |can )?(?:appreciate|palpate)`,
  String.raw`(?:exam|examination) (?:shows|showed|reveals|revealed|is notable for|is significant for)`,
  // 'On your rectal exam you have an enlarged prostate': a sign found today, not benign prostatic hyperplasia had before.
  String.raw`${ON_EXAM}(?:,? (?:you|he|she|they) (?:do |also )?(?:have|has|'ve got|got))?`,
];

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
