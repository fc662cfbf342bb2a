/** What bench/eval-extractor.mjs needs beyond the package API: the extractor's lexicon matchers. */
export {
  allergenMentions,
  conditionsIn,
  drugMentions,
  normalise,
  readVital,
  symptomMentions,
} from './extract/index.js';
export { transcriptFromText } from '../transcript-text/index.js';
export { verifyReport, writeReport } from './index.js';
