// What other modules may use of the record-keys module: checking a presented key.
export { authenticateRecordKey, checkRecordKey, recordKeyUse } from './authenticate.js';
export type {
  KeyCheck,
  KeyUse,
  RecordKeyContext,
  RecordKeyIdentity,
  RecordKeyRefusal,
  RecordKeyResult,
} from './types.js';
