import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CoreContext } from '../context.js';

/**
 * With METRICS_PORT set, a process (an API process or a worker, which has no other port) serves
 * GET /metrics on METRICS_HOST (default loopback) only, away from the public port. Returns what
 * stops it, or null when no port is set.
 */
export async function startMetricsServer(ctx: CoreContext): Promise<(() => Promise<void>) | null> {
  if (ctx.config.METRICS_PORT === undefined) return null;
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Only GET /metrics is served here."}');
      return;
    }
    ctx.metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': ctx.metrics.registry.contentType }).end(text),
      (err: Error) =>
        res
          .writeHead(503, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: `Metrics unavailable: ${err.message}` })),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(ctx.config.METRICS_PORT, ctx.config.METRICS_HOST, resolve);
  });
  ctx.logger.info({ port: (server.address() as AddressInfo).port, host: ctx.config.METRICS_HOST }, 'metrics served');
  return () => new Promise<void>((r) => server.close(() => r()));
}
