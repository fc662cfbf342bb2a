export { writeReport, type ReportOptions } from './write.js';
export { verifyReport } from './verify.js';
export { evidenceFor } from './evidence.js';
export { extractFacts, type ClinicalFacts } from './extract/index.js';
