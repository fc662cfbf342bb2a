/**
 * Words later in a reply that deny what was asked ('I have always been a homebody. Nothing like that.'): a
 * reply that opens as if to affirm and then says these is read as no answer either way.
 */
export const LATER_DENIAL_CUES: readonly string[] = [
  'nothing like that',
  'nothing of the sort',
  'none of (?:that|those|them)',
  'not that i know of',
];
