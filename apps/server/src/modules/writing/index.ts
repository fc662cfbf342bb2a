// The report stage, shared by the pipeline (after speech), live recording (at Stop) and note
// regeneration: the engines, writing the report and the note's first version, and the failure rules.
// What other modules may use of it; everything else in it is its own.
export { chooseEngines, describeEngines } from './engine-choice.js';
export { createEngineProvider, hostOf, type EngineProvider, type Engines } from './engines.js';
export { failureReason, isPermanent } from './failures.js';
export {
  ENGINE_ATTEMPTS,
  ENGINE_RETRY_SEC,
  engineFailureOf,
  gaveUpReason,
  retryOf,
  scheduleRetry,
  type EngineFailure,
} from './engine-retry.js';
export { engineOutages, recordEngineFailure, recordEngineSuccess } from './engine-health.js';
export { insertFirstVersion } from './first-version.js';
export type { Attempt } from './types.js';
export { claim, markFailed, writeUp, type Conv } from './write-up.js';
