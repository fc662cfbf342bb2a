import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/**
 * /healthz: the process is alive and can recover by itself — it fails once the embedded database
 * could not be restarted, so the process supervisor restarts the app. While the database is only
 * restarting, /healthz stays ok and /readyz says not ready. /readyz: database, storage and queue reachable.
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
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
  });
}

async function probe(fn: () => Promise<unknown>): Promise<string> {
  try {
    await Promise.race([fn(), new Promise((_, rej) => setTimeout(() => rej(new Error('timed out')), 3000))]);
    return 'ok';
  } catch (err) {
    return `unavailable: ${(err as Error).message}`;
  }
}
