/*
 * Words that change a medicine's dose, read by medication-plan.ts with the other action words; regular-expression
 * sources, one phrase a row.
 */

/** Words that change a dose: 'increase', 'bump', 'cut back', 'taper'. */
export const CHANGING = [
  'increase',
  'increasing',
  'decrease',
  'decreasing',
  'reduce',
  'reducing',
  'lower',
  'lowering',
  'raise',
  'raising',
  'bump',
  'up (?:the|your) dose',
  'double',
  'doubling',
  'halve',
  'adjust',
  'adjusting',
  'titrate',
  'titrating',
  'go up',
  'go down',
  'cut (?:back|down)',
  // 'cut it down to 100 mg', 'bring the dose down': the medicine meant said between the words.
  'cut (?:it|that|the dose) (?:back|down)',
  'bring (?:it|that|the dose) (?:up|down)',
  'taper',
  'tapering',
  'change the dose',
];
