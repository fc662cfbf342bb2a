// One file per module; each module's tables are exported here for drizzle-kit and the client.
export * from './clinicians.js';
export * from './patients.js';
export * from './conversations.js';
export * from './accounts.js';
export * from './audit.js';
export * from './notes.js';
export * from './exports.js';
export * from './live.js';
export * from './engines.js';
export * from './record-keys.js';
export * from './note-templates.js';
export * from './scribe-sessions.js';
export * from './protocol-webhooks.js';
