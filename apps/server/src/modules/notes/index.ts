// What other modules and background work may use of the notes module; everything else in it is its own.
export { backfillFirstVersions } from './backfill.js';
export { getNote } from './notes.service.js';
export { noteSummaries } from './summaries.js';
export { registerRegenerateWorker } from './worker.js';
