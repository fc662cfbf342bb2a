import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { AppContext } from './context.js';
import { HttpError } from './lib/http-errors.js';
import authPlugin from './modules/auth/plugin.js';
import { healthRoutes } from './modules/health/routes.js';
import { publicConfigRoutes } from './modules/public-config/routes.js';
import { storageRoutes } from './modules/storage/routes.js';
import { InvalidKeyError } from './storage/index.js';

export const API_PREFIX = '/api';

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
    trustProxy: true,
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.setErrorHandler(errorHandler);

  await app.register(authPlugin, { ctx });
  await app.register(healthRoutes, { ctx });
  await app.register(storageRoutes, { ctx });
  for (const plugin of rootPlugins) await plugin(app);
  await app.register(
    async (api) => {
      await api.register(publicConfigRoutes, { ctx });
      for (const mod of apiModules) await api.register(mod, { ctx });
      api.setNotFoundHandler((req, reply) => reply.code(404).send({ error: `No API route ${req.method} ${req.url.split('?')[0]}` }));
    },
    { prefix: API_PREFIX },
  );
  await serveWebApp(app, ctx.config.webDistDir);
  return app;
}

function errorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof HttpError) return reply.code(err.statusCode).send({ error: err.message });
  if (err instanceof InvalidKeyError) return reply.code(400).send({ error: err.message });
  if (err.validation) return reply.code(400).send({ error: err.message });
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) return reply.code(status).send({ error: err.message });
  req.log.error({ err }, 'unhandled error');
  return reply.code(500).send({ error: 'Something went wrong on the server. Please try again; if it keeps happening, tell your administrator.' });
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
