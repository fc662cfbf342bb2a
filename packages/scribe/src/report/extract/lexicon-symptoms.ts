import { MIXED_SYMPTOMS } from '../vocabulary/mixed-symptoms.js';
import { LIMB_PARTS, PAIN_PARTS, SYMPTOM_LINES } from '../vocabulary/symptoms.js';

export interface SymptomTerm {
  name: string;
  variants: string[];
}

/** Pain of a body part, in the ways people say it ('knee pain', 'pain in my knee', 'my knee hurts', 'my knee aches'). */
const PARTS = [...LIMB_PARTS, ...PAIN_PARTS];
const PAIN_LINES = PARTS.map((p) =>
  [
    `${p} pain`,
    `pain in my ${p}`,
    `pain in the ${p}`,
    `pain in your ${p}`,
    `pain in her ${p}`,
    `pain in his ${p}`,
    `${p} hurts`,
    `${p} is hurting`,
    `${p} has been hurting`,
    `${p} was hurting`,
    `${p} aches`,
    `${p} is aching`,
    `${p} has been aching`,
    `${p} is sore`,
    `sore ${p}`,
  ].join(' | '),
);

/**
 * Symptoms a patient reports, each with the words people use for it, read from the one symptom vocabulary
 * (vocabulary/symptoms.ts): its first phrase is the canonical name written into the report, the rest are synonyms.
 * The Hindi and Tamil words code-mixed speech keeps ('bukhar', 'sir dard'; 'kaichal', 'thalai vali') are synonyms
 * too, from vocabulary/mixed-symptoms.ts, which the checker reads as well.
 */
export const SYMPTOMS: SymptomTerm[] = [SYMPTOM_LINES.trim().replace(/\|\s*\n\s*/g, '| '), ...PAIN_LINES]
  .join('\n')
  .split('\n')
  .map((line) => line.split('|').map((v) => v.trim()))
  .map((variants) => ({ name: variants[0]!, variants: [...variants, ...(MIXED_SYMPTOMS[variants[0]!] ?? [])] }));
