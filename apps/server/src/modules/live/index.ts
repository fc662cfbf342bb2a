// What background work may use of the live module; everything else in it is its own.
export { registerLiveWorker } from './live-worker.js';
