import { NoteTypeSettingSchema, SaveApiKeyRequestSchema } from '@asha/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { withTransaction } from '../../lib/transaction.js';
import { parseOr400 } from '../../lib/validate.js';
import { deleteApiKey, getApiKeyStatus, saveApiKey } from './api-key.service.js';
import { getDefaultNoteType, setDefaultNoteType } from './note-type.service.js';

/** The clinician's settings. API Keys page: the key is stored encrypted on the server, never echoed back; each change is audited with it. */
export async function settingsRoutes(api: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const db = ctx.database.db;

  api.get('/settings/api-key', async (req) => getApiKeyStatus(db, req.clinician.id));

  api.put('/settings/api-key', async (req) => {
    const { apiKey } = parseOr400(SaveApiKeyRequestSchema, req.body ?? {});
    return withTransaction(ctx.database, async (tx) => {
      const status = await saveApiKey(tx.db, ctx.appSecret, req.clinician.id, apiKey);
      await audit(tx, req, { action: 'api-key.save', resourceType: 'settings', resourceId: 'api-key' });
      return status;
    });
  });

  api.delete('/settings/api-key', async (req) =>
    withTransaction(ctx.database, async (tx) => {
      const status = await deleteApiKey(tx.db, req.clinician.id);
      await audit(tx, req, { action: 'api-key.delete', resourceType: 'settings', resourceId: 'api-key' });
      return status;
    }),
  );

  api.get('/settings/note-type', async (req) => getDefaultNoteType(db, req.clinician.id));

  api.put('/settings/note-type', async (req) => {
    const { defaultNoteType } = parseOr400(NoteTypeSettingSchema, req.body ?? {});
    return withTransaction(ctx.database, async (tx) => {
      const setting = await setDefaultNoteType(tx.db, req.clinician.id, defaultNoteType);
      await audit(tx, req, { action: 'settings.note-type', resourceType: 'settings', resourceId: 'note-type' });
      return setting;
    });
  });
}
