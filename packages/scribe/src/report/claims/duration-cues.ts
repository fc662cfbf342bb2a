/** Words of a span's surroundings that make a number no span of the patient's. Data only: durations.ts reads them. */

export const RELATIVES = [
  'mother',
  'mom',
  'father',
  'dad',
  'son',
  'daughter',
  'brother',
  'sister',
  'husband',
  'wife',
  String.raw`grand\w+`,
  'aunt',
  'uncle',
  'cousin',
  'child',
  'kid',
  'baby',
  'sibling',
];
