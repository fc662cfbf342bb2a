/**
 * Conditions that cannot both be the patient's problem at one visit: one is the other misspoken ('how are
 * you doing with the synthroid for your hyperthyroidism' from a clinician who said hypothyroidism twice).
 * One pair a row.
 */
export const OPPOSITE_CONDITIONS: readonly (readonly [string, string])[] = [['hypothyroidism', 'hyperthyroidism']];
