import type { Logger } from 'pino';
import type { PgBoss } from './queue/types.js';
import type { Config } from './config.js';
import type { AppContext, CoreContext } from './context.js';
import { connectDatabase, runMigrations } from './db/client.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.js';
import { loadOrCreateSecrets } from './lib/secrets.js';
import { createMetrics } from './metrics/metrics.js';
import { createAuth } from './modules/auth/setup.js';
import type { AuthSetup } from './modules/auth/types.js';
import { startQueue } from './queue/boss.js';
import { createStorage } from './storage/index.js';

export interface CoreRuntime {
  ctx: CoreContext;
  close(): Promise<void>;
}

export interface Runtime {
  ctx: AppContext;
  auth: AuthSetup;
  close(): Promise<void>;
}

/**
 * Brings up the parts every process needs — database (embedded or DATABASE_URL), migrations,
 * storage, queue — in one order, and tears them down in reverse. `npm run worker` needs no more.
 */
/** Tests shorten the embedded database's restart policy; the app keeps its defaults. */
export interface EmbeddedRestart {
  firstDelayMs?: number;
  maxDelayMs?: number;
  maxAttempts?: number;
}

export async function startCoreRuntime(
  config: Config,
  logger: Logger,
  o: { embeddedRestart?: EmbeddedRestart } = {},
): Promise<CoreRuntime> {
  const secrets = loadOrCreateSecrets(config.dataDir, config.APP_SECRET);
  const closers: Array<() => Promise<void>> = [];
  const close = async () => {
    for (const fn of closers.reverse())
      await fn().catch((err: Error) => logger.error({ err: err.message }, 'shutdown step failed'));
  };
  try {
    let url = config.DATABASE_URL;
    let databaseServer: EmbeddedDatabase | null = null;
    if (!url) {
      const embedded: EmbeddedDatabase = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        port: config.EMBEDDED_PG_PORT,
        password: secrets.dbPassword,
        logger,
        restart: o.embeddedRestart,
      });
      closers.push(() => embedded.stop());
      url = embedded.url;
      databaseServer = embedded;
    }
    const database = connectDatabase(url);
    closers.push(() => database.close());
    await runMigrations(database);

    const storage = createStorage(config, secrets.appSecret);
    const boss = await startQueue(url, logger, { heartbeatSec: config.QUEUE_HEARTBEAT_SEC });
    closers.push(() => stopQueue(boss));
    const ctx: CoreContext = {
      config,
      logger,
      database,
      storage,
      boss,
      appSecret: secrets.appSecret,
      hooks: { beforeUpload: [], afterUpload: [] },
      metrics: createMetrics(database.pool),
      databaseServer,
    };
    return { ctx, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/** The API process: the core and sign-in (token verification; the embedded provider unless OIDC_ISSUER is set). */
export async function startRuntime(
  config: Config,
  logger: Logger,
  overrides: { auth?: AuthSetup; embeddedRestart?: EmbeddedRestart } = {},
): Promise<Runtime> {
  const core = await startCoreRuntime(config, logger, overrides);
  try {
    const auth =
      overrides.auth ??
      (await createAuth({ config, database: core.ctx.database, appSecret: core.ctx.appSecret, logger }));
    const ctx: AppContext = { ...core.ctx, verifier: auth.verifier, sessions: auth, publicAuth: auth.publicAuth };
    return { ctx, auth, close: core.close };
  } catch (err) {
    await core.close();
    throw err;
  }
}

/** pg-boss resolves stop() before its connections close; wait for 'stopped' so the database goes last. */
async function stopQueue(boss: PgBoss): Promise<void> {
  const stopped = new Promise<void>((resolve) => {
    boss.once('stopped', () => resolve());
    setTimeout(resolve, 15_000).unref();
  });
  await boss.stop({ graceful: true, timeout: 10_000 });
  await stopped;
}
