export * from './common.js';
export * from './patient.js';
export * from './conversation.js';
export * from './report.js';
export * from './transcript.js';
export * from './settings.js';
