/**
 * What the benches need beyond the package API: the extractor's lexicon matchers and its vital signs (bench/eval-extractor.mjs),
 * the words for a sex (bench/note/patient-facts.mjs reads a note's 'a 39-year-old female' with them) and how
 * a test's name is written inside a sentence (bench/note/render.mjs writes 'Order ultrasound of …').
 */
export {
  allergenMentions,
  conditionsIn,
  drugMentions,
  normalise,
  readVital,
  symptomMentions,
  VITAL_KEYS,
} from './extract/index.js';
export { inSentence } from './extract/written-case.js';
export { SEX_WORDS } from './reading/person-cues.js';
export { transcriptFromText } from '../transcript-text/index.js';
export { verifyReport, writeReport } from './index.js';
