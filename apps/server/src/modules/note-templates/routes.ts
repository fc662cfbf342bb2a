import type { FastifyInstance } from 'fastify';
import {
  BUILTIN_NOTE_TYPE_SUMMARIES,
  CreateNoteTemplateBodySchema,
  UpdateNoteTemplateBodySchema,
  type NoteTypeList,
} from '@asha/contracts';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../lib/http-errors.js';
import { withTransaction } from '../../lib/transaction.js';
import { parseOr400 } from '../../lib/validate.js';
import {
  addVersion,
  copyOfBuiltin,
  disableTemplate,
  insertTemplate,
  listTemplates,
  ownerOf,
  toStored,
  visibleTemplate,
} from './store.js';

type Params = { templateId: string };

/** A clinic-wide template is used by every clinician and changed only by an administrator. */
const forbidden = () =>
  new HttpError(
    403,
    "This is the clinic's template: you can use it but not change it. Make a copy of your own to edit.",
  );

/**
 * Note templates: every clinician sees the built-in types, their own templates and the clinic's.
 * They change only their own (the clinic's are an administrator's, `npm run templates`); another
 * clinician's template answers 404 like a missing one. An edit is a new version of the template.
 */
export async function noteTemplateRoutes(api: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const db = ctx.database.db;

  api.get('/note-templates', async (req): Promise<NoteTypeList> => {
    const rows = await listTemplates(db, req.clinician.id);
    const stored = rows.map(({ row, template }) => ({
      id: row.id,
      name: row.name,
      description: template.description,
      version: row.version,
      owner: ownerOf(row, req.clinician.id)!,
      updatedAt: row.updatedAt.toISOString(),
    }));
    return { items: [...BUILTIN_NOTE_TYPE_SUMMARIES, ...stored] };
  });

  api.get<{ Params: Params }>('/note-templates/:templateId', async (req) => {
    const t = await visibleTemplate(db, req.clinician.id, req.params.templateId);
    return toStored(t.row, t.template, t.owner);
  });

  api.post('/note-templates', async (req, reply) => {
    const body = parseOr400(CreateNoteTemplateBodySchema, req.body ?? {});
    const input = body.copyOf ? copyOfBuiltin(body.copyOf, body.name) : body.template;
    const t = await withTransaction(ctx.database, (tx) => insertTemplate(tx.db, req.clinician.id, input));
    return reply.code(201).send(toStored(t.row, t.template, 'mine'));
  });

  api.put<{ Params: Params }>('/note-templates/:templateId', async (req) => {
    const body = parseOr400(UpdateNoteTemplateBodySchema, req.body ?? {});
    return withTransaction(ctx.database, async (tx) => {
      const t = await visibleTemplate(tx.db, req.clinician.id, req.params.templateId);
      if (t.owner !== 'mine') throw forbidden();
      const next = await addVersion(tx.db, t.row, body.baseVersion, body.template);
      return toStored(next.row, next.template, 'mine');
    });
  });

  api.delete<{ Params: Params }>('/note-templates/:templateId', async (req, reply) => {
    await withTransaction(ctx.database, async (tx) => {
      const t = await visibleTemplate(tx.db, req.clinician.id, req.params.templateId);
      if (t.owner !== 'mine') throw forbidden();
      await disableTemplate(tx.db, t.row.id);
    });
    return reply.code(204).send();
  });
}
