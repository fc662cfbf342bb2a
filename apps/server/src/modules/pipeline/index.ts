// What background work may use of the pipeline module; everything else in it is its own.
export { startModelAutoPull } from './auto-pull.js';
export { recoverOrphanedJobs } from './recover.js';
export { registerPipelineWorker } from './worker.js';
