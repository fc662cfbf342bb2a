import type { PublicConfig } from '@asha/contracts';
import type { PgBoss } from './queue/types.js';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Metrics } from './metrics/metrics.js';
import type { BlobStorage } from './storage/index.js';
import type { SessionProvider } from './modules/auth/token-refresh.js';
import type { TokenVerifier } from './modules/auth/verifier.js';

/**
 * What every process builds once at start-up and passes down (no globals): settings, database,
 * storage and queue. A worker process has exactly this: it builds no sign-in.
 */
export interface CoreContext {
  config: Config;
  logger: Logger;
  database: Database;
  storage: BlobStorage;
  boss: PgBoss;
  appSecret: string;
  hooks: AppHooks;
  /** This process's Prometheus figures (metrics/metrics.ts). */
  metrics: Metrics;
  /** The embedded database server's state ('failed' when it could not be restarted); null with DATABASE_URL. */
  databaseServer: { state(): 'running' | 'restarting' | 'failed' | 'stopped' } | null;
}

/** What the API's modules need: the core and sign-in. */
export interface AppContext extends CoreContext {
  verifier: TokenVerifier;
  /** The sign-in provider's refresh grant and session end, for the browser session routes. */
  sessions: SessionProvider;
  /** The identity provider as the browser must use it (issuer, client id, endpoints). */
  publicAuth: PublicConfig['auth'];
}

export interface UploadCompleted {
  key: string;
  size: number;
  contentType: string;
}

/** Cross-module events, registered by the modules that care (storage never imports them). */
export interface AppHooks {
  /** Runs before a local PUT is written; throw an HttpError to refuse it (a replayed or expired upload link). */
  beforeUpload: Array<(u: { key: string; contentType: string }) => Promise<void>>;
  afterUpload: Array<(u: UploadCompleted) => Promise<void>>;
}
