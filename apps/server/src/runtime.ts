import type { Logger } from 'pino';
import type { PgBoss } from './queue/types.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { connectDatabase, runMigrations } from './db/client.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.js';
import { loadOrCreateSecrets } from './lib/secrets.js';
import { createAuth, type AuthSetup } from './modules/auth/setup.js';
import { startQueue } from './queue/boss.js';
import { createStorage } from './storage/index.js';

export interface Runtime {
  ctx: AppContext;
  auth: AuthSetup;
  close(): Promise<void>;
}

/**
 * Brings up the parts every process needs — database (embedded or DATABASE_URL), migrations,
 * storage, queue, token verification — in one order, and tears them down in reverse.
 */
export async function startRuntime(config: Config, logger: Logger, overrides: { auth?: AuthSetup } = {}): Promise<Runtime> {
  const secrets = loadOrCreateSecrets(config.dataDir, config.APP_SECRET);
  const closers: Array<() => Promise<void>> = [];
  const close = async () => {
    for (const fn of closers.reverse()) await fn().catch((err: Error) => logger.error({ err: err.message }, 'shutdown step failed'));
  };
  try {
    let url = config.DATABASE_URL;
    if (!url) {
      const embedded: EmbeddedDatabase = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        port: config.EMBEDDED_PG_PORT,
        password: secrets.dbPassword,
        logger,
      });
      closers.push(() => embedded.stop());
      url = embedded.url;
    }
    const database = connectDatabase(url);
    closers.push(() => database.close());
    await runMigrations(database);

    const storage = createStorage(config, secrets.appSecret);
    const boss = await startQueue(url, logger);
    closers.push(() => stopQueue(boss));

    const auth = overrides.auth ?? (await createAuth({ config, database, appSecret: secrets.appSecret, logger }));
    const ctx: AppContext = {
      config,
      logger,
      database,
      storage,
      boss,
      appSecret: secrets.appSecret,
      verifier: auth.verifier,
      publicAuth: auth.publicAuth,
      hooks: { beforeUpload: [], afterUpload: [] },
    };
    return { ctx, auth, close };
  } catch (err) {
    await close();
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
