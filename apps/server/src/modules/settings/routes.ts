import { SaveApiKeyRequestSchema } from '@asha/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { parseOr400 } from '../../lib/validate.js';
import { deleteApiKey, getApiKeyStatus, saveApiKey } from './api-key.service.js';

/** API Keys page (spec §2, issue #4): the key is stored encrypted on the server, never echoed back. */
export async function settingsRoutes(api: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const db = ctx.database.db;
  api.addHook('preHandler', api.authenticate);

  api.get('/settings/api-key', async (req) => getApiKeyStatus(db, req.clinician.id));

  api.put('/settings/api-key', async (req) => {
    const { apiKey } = parseOr400(SaveApiKeyRequestSchema, req.body ?? {});
    return saveApiKey(db, ctx.appSecret, req.clinician.id, apiKey);
  });

  api.delete('/settings/api-key', async (req) => deleteApiKey(db, req.clinician.id));
}
