import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { engineOutages } from '../writing/index.js';

/**
 * /healthz: the process is alive and can recover by itself — it fails once the embedded database
 * could not be restarted, so the process supervisor restarts the app. While the database is only
 * restarting, /healthz stays ok and /readyz says not ready. /readyz: database, storage and queue reachable,
 * and each engine ok or down since when and why (engines: { speech, report }).
 */
export async function healthRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  app.get('/healthz', async (_req, reply) => {
    if (opts.ctx.databaseServer?.state() === 'failed') {
      return reply
        .code(503)
        .send({ status: 'failing', database: 'The embedded database stopped and could not be restarted.' });
    }
    return { status: 'ok' };
  });

  app.get('/readyz', async (_req, reply) => {
    const { database, storage, boss } = opts.ctx;
    const checks = {
      database: await probe(() => database.pool.query('select 1')),
      storage: await probe(() => storage.ping()),
      queue: await probe(() => boss.getQueue('conversation-pipeline')),
    };
    const ready = Object.values(checks).every((c) => c === 'ok');
    // An engine down does not make the app unready (recordings are still taken and kept, and wait
    // for it); it is told here so whoever looks at the app's health sees it.
    const engines = ready ? await engineStates(opts.ctx) : undefined;
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks, engines });
  });
}

/** 'ok', or since when an engine is down, why, where and how many consultations wait for it. */
async function engineStates(ctx: AppContext): Promise<Record<'speech' | 'report', string>> {
  const states = { speech: 'ok', report: 'ok' };
  for (const o of (await engineOutages(ctx)).reverse()) {
    const at = o.target ? ` at ${o.target}` : '';
    states[o.engine] = `down since ${o.since}: ${o.reason}${at}; ${o.waiting} consultation(s) waiting to try again`;
  }
  return states;
}

async function probe(fn: () => Promise<unknown>): Promise<string> {
  try {
    await Promise.race([fn(), new Promise((_, rej) => setTimeout(() => rej(new Error('timed out')), 3000))]);
    return 'ok';
  } catch (err) {
    return `unavailable: ${(err as Error).message}`;
  }
}
