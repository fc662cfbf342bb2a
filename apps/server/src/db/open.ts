import pg from 'pg';
import pino from 'pino';
import type { Config } from '../config.js';
import { loadOrCreateSecrets } from '../lib/secrets.js';
import { connectDatabase, runMigrations, type Database } from './client.js';
import { startEmbeddedPostgres } from './embedded.js';

export interface OpenedDatabase {
  database: Database;
  url: string;
  close(): Promise<void>;
}

/**
 * The database for a command-line tool: DATABASE_URL when set; else the embedded database — the
 * running app's server when `npm start` is up (it holds the data directory), or a short-lived one
 * of our own when it is not. `migrate` brings the schema up to this version first.
 */
export async function openDatabase(config: Config, o: { migrate: boolean }): Promise<OpenedDatabase> {
  let url = config.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | null = null;
  if (!url) {
    const secrets = loadOrCreateSecrets(config.dataDir, config.APP_SECRET);
    const running = `postgres://postgres:${encodeURIComponent(secrets.dbPassword)}@127.0.0.1:${config.EMBEDDED_PG_PORT}/postgres`;
    if (await reachable(running)) url = running;
    else {
      const embedded = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        port: config.EMBEDDED_PG_PORT,
        password: secrets.dbPassword,
        logger: pino({ level: 'warn' }),
      });
      url = embedded.url;
      stopEmbedded = () => embedded.stop();
    }
  }
  const database = connectDatabase(url);
  if (o.migrate) await runMigrations(database);
  return {
    database,
    url,
    close: async () => {
      await database.close();
      await stopEmbedded?.();
    },
  };
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
