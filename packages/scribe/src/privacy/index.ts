export { redactIdentifiers, restoreDeep, type PatientIdentity, type Redaction } from './redact.js';
