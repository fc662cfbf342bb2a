/**
 * What the benches need beyond the package API: the extractor's lexicon matchers (bench/eval-extractor.mjs)
 * and the words for a sex (bench/note/patient-facts.mjs reads a note's 'a 39-year-old female' with them).
 */
export {
  allergenMentions,
  conditionsIn,
  drugMentions,
  normalise,
  readVital,
  symptomMentions,
} from './extract/index.js';
export { SEX_WORDS } from './reading/person-cues.js';
export { transcriptFromText } from '../transcript-text/index.js';
export { verifyReport, writeReport } from './index.js';
