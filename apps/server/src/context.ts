import type { PublicConfig } from '@asha/contracts';
import type { PgBoss } from './queue/types.js';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { BlobStorage } from './storage/index.js';
import type { TokenVerifier } from './modules/auth/verifier.js';

/** Everything a module needs, built once at start-up and passed down (no globals). */
export interface AppContext {
  config: Config;
  logger: Logger;
  database: Database;
  storage: BlobStorage;
  boss: PgBoss;
  appSecret: string;
  verifier: TokenVerifier;
  hooks: AppHooks;
  /** The identity provider as the browser must use it (spec §7 calls 1-3). */
  publicAuth: PublicConfig['auth'];
}

export interface UploadCompleted {
  key: string;
  size: number;
  contentType: string;
}

/** Cross-module events, registered by the modules that care (storage never imports them). */
export interface AppHooks {
  /** Runs before a local PUT is written; throw an HttpError to refuse it (issue #5: replayed or expired uploads). */
  beforeUpload: Array<(u: { key: string; contentType: string }) => Promise<void>>;
  afterUpload: Array<(u: UploadCompleted) => Promise<void>>;
}
