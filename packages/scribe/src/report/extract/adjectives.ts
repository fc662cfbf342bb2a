import { oneOf } from '../pattern.js';
import { MIXED_DEGREE_WORDS } from '../vocabulary/mixed-degrees.js';
import { add } from './diagnosis-entries.js';
import type { Certainty, ClinicalFacts } from './types.js';

/** Adjectives that state a diagnosis when said of the patient, and the diagnosis each names. */
const NAMED: Record<string, string> = {
  anemic: 'anemia',
  anaemic: 'anemia',
  dehydrated: 'dehydration',
  prediabetic: 'prediabetes',
  diabetic: 'diabetes',
  hypothyroid: 'hypothyroidism',
  hyperthyroid: 'hyperthyroidism',
  obese: 'obesity',
  hypertensive: 'hypertension',
  hypoglycemic: 'hypoglycemia',
  hyperglycemic: 'hyperglycemia',
  hypokalemic: 'hypokalemia',
  hyponatremic: 'hyponatremia',
  jaundiced: 'jaundice',
  underactive: 'hypothyroidism',
  sluggish: 'hypothyroidism',
  overactive: 'hyperthyroidism',
};
const ADJECTIVE =
  '(anemic|anaemic|dehydrated|pre[ -]?diabetic|diabetic|hypothyroid|hyperthyroid|obese|hypertensive|hypoglycemic|hyperglycemic|hypokalemic|hyponatremic|jaundiced)';
/** Degree words before the adjective: 'a little', 'mildly', 'borderline', and the code-mixed ones ('thoda', 'bahut'). */
const DEGREE_WORDS = [
  'a (?:little|tiny) bit',
  'a little',
  'a bit',
  'a touch',
  'slightly',
  'mildly',
  'moderately',
  'quite',
  'very',
  'pretty',
  'really',
  'severely',
  'significantly',
  'borderline',
  'somewhat',
  'still',
  'also',
  'now',
  'definitely',
  'clearly',
  'just',
  'kind of',
  'sort of',
  'actually',
  ...MIXED_DEGREE_WORDS.map((d) => d.word),
];
const DEGREE = `(?:${oneOf(DEGREE_WORDS)} )*`;
/** Who is said to be the adjective: 'you're', 'she seems', 'he might be', 'you're probably'. */
const SAID_TO_BE = oneOf([
  "(?:you(?:'re| are)|(?:she|he)(?:'s| is)|the patient is)",
  '(you|she|he) (?:seem|seems|look|looks|appear|appears|sound|sounds)(?: to be)?',
  '(you|she|he) (?:might|may|could) be',
  "(?:you(?:'re| are)|(?:she|he)(?:'s| is)) (?:probably|likely)",
]);
/**
 * The patient said to be the adjective: 'you're a bit anemic', 'you seem dehydrated', 'she is
 * pre-diabetic', Hindi 'aap thode anemic ho'; the thyroid said to be under- or overactive ('your thyroid
 * is underactive'). A 'not' between (you're not anemic) states nothing.
 */
const SAID_OF = new RegExp(
  `\\b${SAID_TO_BE} (${DEGREE})${ADJECTIVE}\\b` +
    `|\\b(?:aap|ap) (${DEGREE})${ADJECTIVE} (?:ho|hain|hai)\\b` +
    `|\\b(?:your|her|his) thyroid (?:is|seems|looks|is being) (${DEGREE})(underactive|sluggish|overactive)\\b`,
  'g',
);
/** A condition put rather than a state found: 'if you're dehydrated…', 'when she's hypoglycemic…'. */
const PUT = /\b(?:if|unless|whether|in case|when|whenever|once|so that|make sure)\b[^,.;?!]*$/;

/** An opinion before it in the same clause: 'it looks like your thyroid is overactive', 'I think you're dehydrated'. */
const OPINION = /\b(?:looks like|seems like|sounds like|i think|i suspect|i believe)\b[^,.;?!]*$/;

/** The diagnoses a clinician states by saying what the patient is ('you're dehydrated' → dehydration), with their certainty. */
export function adjectiveDiagnoses(facts: ClinicalFacts, text: string, ids: string[]) {
  for (const m of text.matchAll(SAID_OF)) {
    const before = text.slice(Math.max(0, m.index - 60), m.index);
    if (PUT.test(before)) continue;
    const degree = m[3] ?? m[5] ?? m[7] ?? '';
    const adjective = (m[4] ?? m[6] ?? m[8]!).replace(/^pre[ -]/, 'pre');
    // 'borderline diabetic' is prediabetes.
    const diagnosis = adjective === 'diabetic' && /\bborderline\b/.test(degree) ? 'prediabetes' : NAMED[adjective]!;
    const certainty: Certainty = m[2]
      ? 'possible'
      : m[1] || /\b(?:probably|likely)\b/.test(m[0]) || OPINION.test(before)
        ? 'probable'
        : 'confirmed';
    add(facts, diagnosis, certainty, ids);
  }
}
