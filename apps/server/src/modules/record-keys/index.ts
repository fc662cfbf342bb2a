// What other modules may use of the record-keys module: checking a presented key.
export { authenticateRecordKey } from './authenticate.js';
export type { RecordKeyContext, RecordKeyIdentity, RecordKeyRefusal, RecordKeyResult } from './types.js';
