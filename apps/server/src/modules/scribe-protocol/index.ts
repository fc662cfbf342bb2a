// What background work may use of the scribe protocol module; everything else in it is its own.
export { startSessionSweep, sweepSessions } from './sweep.js';
export { startSettlingOnReady } from './settle-on-ready.js';
