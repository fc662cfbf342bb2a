import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.js';

/**
 * Every answer's latency goes into the route's histogram. GET /metrics on the public port answers
 * only a `Authorization: Bearer <METRICS_TOKEN>` (404 without METRICS_TOKEN, 401 with a wrong one);
 * METRICS_PORT serves the same figures on a loopback port of their own (metrics/server.ts).
 */
export default fp(async function metricsRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { metrics, config } = opts.ctx;
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? (reply.statusCode === 404 ? 'unmatched' : 'web');
    metrics.httpDuration.observe(
      { method: req.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', async (req, reply) => {
    if (!config.METRICS_TOKEN)
      return reply.code(404).send({
        error: 'Metrics are not served on this port: set METRICS_TOKEN (or METRICS_PORT for a port of their own).',
      });
    if (!tokenMatches(req.headers.authorization, config.METRICS_TOKEN)) {
      return reply.code(401).send({ error: 'Metrics need the bearer token set in METRICS_TOKEN.' });
    }
    return reply.header('content-type', metrics.registry.contentType).send(await metrics.registry.metrics());
  });
});

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer /i, '') ?? '');
  const want = Buffer.from(token);
  return given.length === want.length && timingSafeEqual(given, want);
}
