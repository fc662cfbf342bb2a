import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../db/client.js';

/** Channels announced through PostgreSQL, so every process of a scaled-out install hears them. */
export const CHANNELS = {
  /** A live recording got a chunk, was finished or discarded: payload its session id. */
  live: 'asha_live',
  /** What a clinician's open tabs should know of: payload JSON with the clinician's id and ids only. */
  events: 'asha_events',
} as const;
type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

export interface PgListener {
  on(channel: Channel, handler: (payload: string) => void): () => void;
  /** Runs after the connection was lost and made again: whatever was announced meanwhile was missed. */
  onReconnect(handler: () => void): () => void;
  close(): Promise<void>;
}

/** Announces on a channel; inside a transaction it is delivered when the transaction commits. */
export async function announce(
  sql: { query(text: string, values: unknown[]): Promise<unknown> },
  channel: Channel,
  payload: string,
) {
  await sql.query('select pg_notify($1, $2)', [channel, payload]);
}

/**
 * One LISTEN connection of its own (a pooled connection cannot hold a LISTEN), opened on first use
 * and made again with back-off when the database goes away.
 */
export function createPgListener(database: Database, logger: Logger): PgListener {
  const handlers = new Map<Channel, Set<(payload: string) => void>>();
  const reconnected = new Set<() => void>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let delay = 500;
  let retry: NodeJS.Timeout | null = null;

  const connect = (): Promise<void> =>
    (connecting ??= (async () => {
      const c = new pg.Client({ connectionString: database.pool.options.connectionString });
      c.on(
        'notification',
        (m) => m.payload !== undefined && handlers.get(m.channel as Channel)?.forEach((h) => h(m.payload!)),
      );
      c.on('error', () => lost(c));
      c.on('end', () => lost(c));
      try {
        await c.connect();
        for (const channel of handlers.keys()) await c.query(`listen ${channel}`);
      } catch (err) {
        void c.end().catch(() => undefined);
        throw err;
      }
      client = c;
      delay = 500;
    })().finally(() => (connecting = null)));

  const lost = (c: pg.Client) => {
    if (client !== c || closed) return;
    client = null;
    void c.end().catch(() => undefined);
    schedule(true);
  };

  const schedule = (wasConnected: boolean) => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().then(
        () => wasConnected && reconnected.forEach((h) => h()),
        (err: Error) => {
          logger.warn({ err: err.message }, 'notifications: database not reachable; trying again');
          delay = Math.min(delay * 2, 15_000);
          schedule(wasConnected);
        },
      );
    }, delay);
    retry.unref();
  };

  return {
    on(channel, handler) {
      const set = handlers.get(channel) ?? new Set();
      const first = !handlers.has(channel);
      handlers.set(channel, set.add(handler));
      if (client && first) void client.query(`listen ${channel}`).catch(() => undefined);
      else if (!client) void connect().catch(() => schedule(false));
      return () => void set.delete(handler);
    },
    onReconnect(handler) {
      reconnected.add(handler);
      return () => void reconnected.delete(handler);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await connecting?.catch(() => undefined);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
