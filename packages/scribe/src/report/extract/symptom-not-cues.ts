/**
 * A symptom's word that, with the words after it, names something else: the mention is not the
 * symptom. Each phrase is a regular-expression source read at the symptom word's start
 * (symptom-mentions.ts). Adding a case is a row here and a test in symptom-not.test.ts.
 */
export const NOT_THE_SYMPTOM: readonly { id: string; phrase: string }[] = [
  // Being tired of something is being fed up with it ('tired of these blood draws'); tired of feeling run down is fatigue.
  { id: 'tired-of', phrase: String.raw`tired of (?!feeling|being)` },
  // Anxious about something named is worry over it ('anxious about the results'), not anxiety.
  {
    id: 'anxious-about',
    phrase: String.raw`(?:anxious|anxiety) (?:about|over) (?!everything|things|it all|life|stuff)`,
  },
  // A weak urine stream is a urinary symptom, a weak pulse an examination finding: neither is weakness.
  { id: 'weak-stream', phrase: String.raw`weak(?:er)? (?:urinary |urine )?stream` },
  { id: 'weak-pulse', phrase: String.raw`weak(?:er)? (?:\w+ )?pulses?\b` },
  // A numbing medicine, cream or shot is a treatment given, not numbness the patient feels.
  {
    id: 'numbing-treatment',
    phrase: String.raw`numbing (?:\w+ )?(?:medicines?|medications?|creams?|gels?|shots?|injections?|agents?|sprays?|patch(?:es)?)\b`,
  },
];
