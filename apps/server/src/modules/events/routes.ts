import type { FastifyInstance } from 'fastify';
import type { ServerEvent } from '@asha/contracts';
import type { AppContext } from '../../context.js';
import { createEventHub } from './hub.js';

/** A comment line this often keeps proxies from closing a quiet stream, and re-checks the sign-in. */
const KEEP_ALIVE_MS = 20_000;

/**
 * GET /api/events: server-sent events for the signed-in clinician's open tab: a consultation's
 * stage changed, a live transcript grew. Ids and stages only; the data they point at is read (and
 * audited) through its own route. The stream ends when the bearer token expires or the session is
 * ended, and the browser opens a new one with a fresh token.
 */
export async function eventRoutes(api: FastifyInstance, opts: { ctx: AppContext }) {
  const hub = createEventHub(opts.ctx);
  const open = new Set<() => void>();
  // Open streams never go idle: they are ended before the server closes, or shutting down would wait on them.
  api.addHook('preClose', async () => open.forEach((end) => end()));
  api.addHook('onClose', async () => hub.close());

  api.get('/events', async (req, reply) => {
    const identity = req.bearer!.identity;
    const token = req.bearer!.token;
    reply.hijack();
    const res = reply.raw;
    req.server.applySecurityHeaders(req.url, res);
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': req.id,
    });
    const send = (e: ServerEvent) => res.write(`event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`);
    res.write('retry: 3000\n\n');
    send({ type: 'ready' });
    const unsubscribe = hub.subscribe(req.clinician.id, send);
    const end = () => {
      open.delete(end);
      clearInterval(alive);
      clearTimeout(expiry);
      unsubscribe();
      res.end();
    };
    const alive = setInterval(() => {
      res.write(': keep-alive\n\n');
      req.server.accessCheck.clinicianFor(identity, token).catch(end);
    }, KEEP_ALIVE_MS);
    const exp = typeof identity.claims.exp === 'number' ? identity.claims.exp * 1000 - Date.now() : KEEP_ALIVE_MS;
    const expiry = setTimeout(end, Math.max(1000, Math.min(exp, 2 ** 31 - 1)));
    open.add(end);
    req.raw.on('close', end);
  });
}
