import type { DrugClass } from '../vocabulary/drug-classes.js';

/**
 * Kinds of medicine of which two are not ordered together without a reason, and the caution the checker
 * gives: two NSAIDs add up their risk of stomach bleeding and kidney harm with no more relief (NICE CKS,
 * NSAIDs: prescribing issues; BNF, NSAIDs: 'concurrent use of two or more NSAIDs should be avoided'), and
 * two anticoagulants add up their risk of bleeding. A row: the kind, and how the caution names two of it.
 */
export const NOT_TOGETHER: readonly (readonly [kind: DrugClass, two: string])[] = [
  ['nsaid', 'two NSAIDs'],
  ['anticoagulant', 'two anticoagulants'],
];
