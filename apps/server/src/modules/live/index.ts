// What background work and other modules may use of the live module; everything else in it is its own.
export { registerLiveWorker } from './live-worker.js';
// A recording whose chunks arrive as it is made, for any caller that has a clinician and a patient.
export {
  discardSession as discardLiveRecording,
  startSession as startLiveRecording,
  storeChunk as storeLiveChunk,
} from './sessions.service.js';
export { finishSession as finishLiveRecording } from './finish.service.js';
export { readLiveTranscript } from './transcript.service.js';
