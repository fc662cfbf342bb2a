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

/** Words that say a finding is on both sides ('lungs clear bilaterally', 'edema in both legs'). */
export const BOTH_SIDES = [
  'bilateral',
  'bilaterally',
  'both',
  'on both sides',
  'all (?:of )?(?:your |the )?lung fields',
];

/** Words that say the rest of the examination was normal ('your exam is otherwise normal'). */
export const OTHERWISE_NORMAL = [
  '(?:physical )?exam(?:ination)? (?:is |was |looks )?(?:otherwise |generally |pretty |essentially |overall )+(?:normal|unremarkable|good|fine)',
  'otherwise (?:your )?(?:physical )?exam(?:ination)? (?:is |was |looks )?(?:normal|unremarkable|good|fine)',
  '(?:physical )?exam(?:ination)? (?:is |was |looks )?(?:pretty |essentially |overall )?(?:normal|unremarkable)',
  'otherwise (?:normal|unremarkable)',
  'everything else (?:looks|is|was|seems) (?:normal|good|fine)',
  'rest of (?:your|the) (?:physical )?exam(?:ination)? (?:is|was|looks) (?:normal|unremarkable|good|fine)',
];
