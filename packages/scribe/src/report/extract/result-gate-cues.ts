/**
 * A severity word a result line may hold, and the words that say it in the consultation: the line keeps the
 * word only when its evidence says one of them ('a little high' is 'slightly elevated'; 'moderate' is said
 * 'moderate'). Data only: results-gate.ts reads it. Regular-expression sources over normalised text.
 */
export const SEVERITY_SAID: readonly { word: string; said: string }[] = [
  { word: 'slightly', said: 'slightly|a (?:little|tiny|wee)(?: bit)?|a bit|just a (?:little|bit)|somewhat|mildly' },
  { word: 'mild', said: 'mild(?:ly)?|a little|slight(?:ly)?' },
  { word: 'moderate', said: 'moderate(?:ly)?' },
  { word: 'severe', said: 'severe(?:ly)?|very bad|really bad' },
  { word: 'significant', said: 'significant(?:ly)?|a lot of|quite a bit' },
  { word: 'large', said: 'large|big|huge' },
];
