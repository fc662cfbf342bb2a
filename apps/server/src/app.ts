import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import type { AppContext } from './context.js';
import { errorHandler } from './lib/error-handler.js';
import securityHeaders from './lib/security-headers.js';
import metricsRoutes from './metrics/routes.js';
import authPlugin from './modules/auth/plugin.js';
import { healthRoutes } from './modules/health/routes.js';
import { publicConfigRoutes } from './modules/public-config/routes.js';
import { scribeProtocolRoutes } from './modules/scribe-protocol/routes.js';
import { storageRoutes } from './modules/storage/routes.js';

export const API_PREFIX = '/api';
const BAD_URL_MESSAGE = 'The address is not valid: a % sign must start an escape such as %20.';

/** Feature modules mount their API routes here; each gets the context and the auth hook. */
export type ApiModule = (api: FastifyInstance, opts: { ctx: AppContext }) => Promise<void>;

export type RootPlugin = (app: FastifyInstance) => Promise<void>;

export async function buildApp(
  ctx: AppContext,
  apiModules: ApiModule[] = [],
  rootPlugins: RootPlugin[] = [],
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.logger as FastifyBaseLogger,
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names: otherwise any client
    // could choose the address the sign-in throttle counts and the audit trail records.
    trustProxy: trustProxyOption(ctx.config.trustProxy),
    // A URL the router cannot decode (a stray %) is answered before any hook: say what is wrong,
    // with the same headers as every other answer.
    frameworkErrors: (err, req, reply) => {
      req.server.applySecurityHeaders(req.url, reply.raw);
      const status = err.statusCode ?? 400;
      return (reply as FastifyReply)
        .code(status < 500 ? status : 400)
        .send({ error: err.code === 'FST_ERR_BAD_URL' ? BAD_URL_MESSAGE : err.message });
    },
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.setErrorHandler(errorHandler);

  await app.register(securityHeaders, { ctx });
  await app.register(metricsRoutes, { ctx });
  await app.register(authPlugin, { ctx });
  await app.register(healthRoutes, { ctx });
  await app.register(storageRoutes, { ctx });
  await app.register(scribeProtocolRoutes, { ctx });
  for (const plugin of rootPlugins) await plugin(app);
  await app.register(
    async (api) => {
      // Signed-in by default: every API route needs a valid bearer token unless its route config
      // names it public. Unknown API paths still answer 404 so a mistyped URL says what is wrong.
      api.addHook('onRequest', async (req) => {
        if (req.is404 || req.routeOptions.config.public) return;
        await api.authenticate(req);
      });
      await api.register(publicConfigRoutes, { ctx });
      for (const mod of apiModules) await api.register(mod, { ctx });
      api.setNotFoundHandler((req, reply) =>
        reply.code(404).send({ error: `No API route ${req.method} ${req.url.split('?')[0]}` }),
      );
    },
    { prefix: API_PREFIX },
  );
  await serveWebApp(app, ctx.config.webDistDir);
  return app;
}

/** A hop count trusts that many proxies nearest the app; a list trusts those addresses. */
function trustProxyOption(t: AppContext['config']['trustProxy']) {
  return typeof t === 'number' ? (_addr: string, hop: number) => hop < t : t;
}

/** The built web app with a fallback to index.html for client routes (the not-found page included). */
async function serveWebApp(app: FastifyInstance, distDir: string) {
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build`');
    return;
  }
  await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
  const html = fs.readFileSync(index, 'utf8');
  app.setNotFoundHandler((req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.code(404).send({ error: 'Not found' });
    return reply.type('text/html').header('Cache-Control', 'no-cache').send(html);
  });
}
