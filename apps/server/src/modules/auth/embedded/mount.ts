import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';

/**
 * oidc-provider is a Koa app: every request under `prefix` goes to it untouched (body unread,
 * URL without the prefix, the original URL kept so it builds its own links with the prefix).
 */
export async function mountProvider(app: FastifyInstance, provider: Provider, prefix: string): Promise<void> {
  const handle = provider.callback();
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    const forward = (req: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = req.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(prefix.length) || '/';
      void handle(raw, reply.raw);
    };
    scope.all(prefix, forward);
    scope.all(`${prefix}/*`, forward);
  });
}
