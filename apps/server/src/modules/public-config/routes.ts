import type { FastifyInstance } from 'fastify';
import type { PublicConfig } from '@asha/contracts';
import type { AppContext } from '../../context.js';

/**
 * What the browser needs to know at run time (API base, identity provider), so one build
 * serves every install. The auth module fills `ctx.publicAuth` once it knows the provider.
 */
export async function publicConfigRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  app.get('/config', { config: { public: true } }, async (): Promise<PublicConfig> => {
    const { config, publicAuth } = opts.ctx;
    return {
      apiBase: `${config.publicUrl}/api`,
      auth: publicAuth,
      newsletterUrl: config.NEWSLETTER_URL ?? null,
      idleTimeoutSec: config.IDLE_TIMEOUT_MIN * 60,
    };
  });
}
