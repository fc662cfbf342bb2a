// One file per module; each module's tables are exported here for drizzle-kit and the client.
export * from './clinicians.js';
export * from './patients.js';
export * from './conversations.js';
export * from './accounts.js';
