export * from './transcript-text/index.js';
export * from './roles/index.js';
export * from './llm/index.js';
export * from './report/index.js';
export * from './privacy/index.js';
export * from './speech/index.js';
export * from './models/index.js';
export * from './export/index.js';
