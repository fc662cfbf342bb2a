import type { ExamFinding } from './exam-finding-type.js';
import { LIMB_FINDINGS } from './exam-findings-limbs.js';
import { TRUNK_FINDINGS } from './exam-findings-trunk.js';

export type { ExamFinding } from './exam-finding-type.js';

/**
 * Every examination finding, tried in this order (a place is read once: the limbs' 'non-tender' before
 * their 'tenderness', and 'normal' said of a named part last). Data only: extract/exam-read.ts reads it.
 */
export const EXAM_FINDINGS: ExamFinding[] = [...TRUNK_FINDINGS, ...LIMB_FINDINGS];

/**
 * A word before a finding that says how much: the written qualifier first, then the spoken words for it
 * ('a little bit of swelling' is mild swelling).
 */
export const EXAM_QUALIFIERS: [string, string[]][] = [
  [
    'mild',
    [
      'mild',
      'mildly',
      'slight',
      'slightly',
      'a little bit of',
      'a little',
      'little',
      'a bit of',
      'minimal',
      'small amount of',
      'faint',
    ],
  ],
  ['moderate', ['moderate', 'moderately']],
  ['marked', ['significant', 'marked', 'severe', 'a lot of', 'quite a bit of', 'large']],
  ['trace', ['trace', 'just trace']],
];

/** Units of a size said before a finding ('a 2 x 3 cm ulcer'): the written unit first, then the spoken ones. */
export const EXAM_SIZE_UNITS: [string, string[]][] = [
  ['cm', ['cm', 'centimeters?']],
  ['mm', ['mm', 'millimeters?']],
];

/** Words between a finding and its size said after it: 'a nodule, about 2 to 3 mm', 'a lesion measuring 1 cm'. */
export const SIZE_LEADS = ['is', 'was', 'measures', 'measuring', 'about', 'approximately', 'roughly', 'around'];

/**
 * Words after a finding that say how it behaved, written after it ('coarse rhonchi that clear with cough'):
 * the written words first, then the spoken ones. The lungs' 'clear' in them is not 'clear to auscultation'.
 */
export const EXAM_AFTER_QUALIFIERS: [string, string[]][] = [
  [
    'that clear with cough',
    [
      '(?:that |which )?clear(?:s|ed)? (?:up )?(?:with|after|on) (?:a |the )?cough(?:ing)?',
      'clearing with cough(?:ing)?',
    ],
  ],
];

/**
 * Paired parts named in the plural, which name both of them: 'trace edema in your ankles' is of both ankles.
 * Not fingers or toes: several of them may be on one hand or foot; not legs or arms, whose part (the lower
 * or upper extremities) named without a side is written as both already.
 */
export const BOTH_OF_A_PAIR = [
  'ankles',
  'knees',
  'hips',
  'shoulders',
  'elbows',
  'wrists',
  'hands',
  'feet',
  'calves',
  'thighs',
];

/** Words that say a finding is on both sides ('lungs clear bilaterally', 'edema in both legs'). */
export const BOTH_SIDES = [
  'bilateral',
  'bilaterally',
  'both',
  'on both sides',
  'all (?:of )?(?:your |the )?lung fields',
];

/**
 * Words after a finding that deny it: a dictated 'CVA tenderness is absent', 'edema is not present'. The
 * shared reading of negation looks for a cue before a finding; an examination is also dictated this way.
 */
export const DENIED_AFTER = [
  '(?:is|are|was|were) (?:absent|negative|not (?:present|appreciated|seen|noted|identified|felt))',
  'not (?:present|appreciated|identified)',
];

/**
 * Words after a finding that tell it as less than it was ('the swelling in your knee has gone down', 'the redness
 * is better'): how much is left today they do not say, so the finding is neither written present nor absent.
 * The part it was found in may stand between ('in your knee').
 */
export const EASED_AFTER = [
  '(?:has|have|is|are) (?:gone down|come down|gone away|gone|gotten better|improved|better|resolved|settled)',
  '(?:went|came) (?:down|away)',
  'improved',
];

/**
 * Words after a normal finding that limit it to the rest of the part ('clear except for some crackles at the
 * right base'): the finding named after them is what was found, and the normal one is not written beside it.
 */
export const EXCEPT_AFTER = ['except(?: for)?', 'apart from', 'other than', 'aside from', 'besides', 'but for'];

/**
 * Words that assert what follows them ('there is swelling', 'I do see bruising'): a denial said before them
 * ('no tenderness there is swelling', as speech runs sentences together) does not reach past them.
 */
export const AFFIRMING = [
  "there(?: is|'s| are)(?! (?:no|not|any|none)\\b)",
  'you (?:do )?have(?! (?:no|not|any)\\b)',
  'i (?:do |can )?(?:see|appreciate|feel|notice|hear)(?! (?:no|any)\\b)',
];

/**
 * Words of a site before a finding that a note keeps with it: a denial of nodes in some places
 * ('no axillary or cervical lymphadenopathy') says nothing of the others.
 */
export const FINDING_SITES = [
  'axillary',
  'cervical',
  'supraclavicular',
  'submandibular',
  'inguinal',
  'occipital',
  'preauricular',
  'postauricular',
  'epitrochlear',
  'femoral',
];

/**
 * The examination as a whole, not one part's ('your exam is normal', not 'your left foot exam is normal' or
 * 'your neurological exam is normal'): no word but these may stand just before 'exam'.
 */
const WHOLE_EXAM =
  "(?<!\\b(?!(?:your|the|my|his|her|this|physical|overall|whole|entire|and|so|otherwise)\\b)[a-z'-]+ )(?:physical )?exam(?:ination)?";

/** Words that say the rest of the examination was normal ('your exam is otherwise normal'). */
export const OTHERWISE_NORMAL = [
  `${WHOLE_EXAM} (?:is |was |looks )?(?:otherwise |generally |pretty |essentially |overall )+(?:normal|unremarkable|good|fine)`,
  'otherwise (?:your )?(?:physical )?exam(?:ination)? (?:is |was |looks )?(?:normal|unremarkable|good|fine)',
  `${WHOLE_EXAM} (?:is |was |looks )?(?:pretty |essentially |overall )?(?:normal|unremarkable)`,
  'otherwise (?:normal|unremarkable)',
  'everything else (?:looks|is|was|seems) (?:normal|good|fine)',
  'rest of (?:your|the) (?:physical )?exam(?:ination)? (?:is|was|looks) (?:normal|unremarkable|good|fine)',
];
