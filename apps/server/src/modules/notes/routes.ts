import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AmendNoteBodySchema,
  ChooseNoteTypeBodySchema,
  CorrectTranscriptBodySchema,
  NOTE_EDIT_MAX_BYTES,
  RegenerateNoteBodySchema,
  RestoreNoteBodySchema,
  SaveNoteBodySchema,
  SignNoteBodySchema,
  type AuditAction,
} from '@asha/contracts';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { auditRead } from '../../lib/audit-reads.js';
import { badRequest } from '../../lib/http-errors.js';
import type { ConversationRow } from '../../lib/ownership.js';
import { parseOr400 } from '../../lib/validate.js';
import {
  amendNote,
  getHistory,
  getNote,
  getVersion,
  restoreNote,
  saveNote,
  signNote,
  type Actor,
  type RecordChange,
  type RecordRead,
} from './notes.service.js';
import { chooseNoteType, getTypedNote } from './note-type.service.js';
import { requestRegeneration } from './regenerate.js';
import { correctTranscript, getTranscript } from './transcript.service.js';

type Params = { conversationId: string };

const actorOf = (req: FastifyRequest): Actor => ({
  id: req.clinician.id,
  name: req.clinician.name ?? req.clinician.email ?? 'Clinician',
});

function versionParam(raw: string): number {
  const n = Number(raw);
  if (!/^\d{1,9}$/.test(raw) || n < 1) throw badRequest('version must be a version number (1, 2, 3…).');
  return n;
}

/** An edit over the limit is refused before it is read, with what to do about it. */
const edits = {
  bodyLimit: NOTE_EDIT_MAX_BYTES,
  errorHandler(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({
        error: `This edit is larger than ${NOTE_EDIT_MAX_BYTES / 1024} KB. Shorten the longest fields and save again.`,
      });
    }
    throw err;
  },
};

/**
 * The clinician's note of a consultation and its transcript corrections. Every route finds the
 * consultation among the signed-in clinician's own (another's id answers 404) and records the access
 * in the audit trail: a read once checked, a change inside its own transaction.
 */
export async function notesRoutes(api: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const base = '/conversations/:conversationId';
  const entry = (action: AuditAction, conv: ConversationRow) => ({
    action,
    resourceType: 'conversation' as const,
    resourceId: conv.id,
    patientId: conv.patientId,
  });
  const read =
    (req: FastifyRequest, action: AuditAction): RecordRead =>
    (conv) =>
      auditRead(ctx.database, req, entry(action, conv));
  const changed =
    (req: FastifyRequest, action: AuditAction): RecordChange =>
    (tx, conv) =>
      audit(tx, req, entry(action, conv));

  api.get<{ Params: Params }>(`${base}/note`, (req) =>
    getNote(ctx, req.clinician.id, req.params.conversationId, read(req, 'note.read')),
  );

  api.get<{ Params: Params }>(`${base}/note/versions`, (req) =>
    getHistory(ctx, req.clinician.id, req.params.conversationId, read(req, 'note.history')),
  );

  api.get<{ Params: Params & { version: string } }>(`${base}/note/versions/:version`, (req) =>
    getVersion(
      ctx,
      req.clinician.id,
      req.params.conversationId,
      versionParam(req.params.version),
      read(req, 'note.history'),
    ),
  );

  api.get<{ Params: Params }>(`${base}/note/typed`, (req) =>
    getTypedNote(ctx, req.clinician.id, req.params.conversationId, read(req, 'note.read')),
  );

  api.put<{ Params: Params }>(`${base}/note/type`, (req) =>
    chooseNoteType(
      ctx,
      actorOf(req),
      req.params.conversationId,
      parseOr400(ChooseNoteTypeBodySchema, req.body),
      changed(req, 'note.type'),
    ),
  );

  api.put<{ Params: Params }>(`${base}/note`, edits, (req) =>
    saveNote(
      ctx,
      actorOf(req),
      req.params.conversationId,
      parseOr400(SaveNoteBodySchema, req.body),
      changed(req, 'note.save'),
    ),
  );

  api.post<{ Params: Params }>(`${base}/note/sign`, (req) =>
    signNote(
      ctx,
      actorOf(req),
      req.params.conversationId,
      parseOr400(SignNoteBodySchema, req.body),
      changed(req, 'note.sign'),
    ),
  );

  api.post<{ Params: Params }>(`${base}/note/amend`, (req) =>
    amendNote(
      ctx,
      actorOf(req),
      req.params.conversationId,
      parseOr400(AmendNoteBodySchema, req.body),
      changed(req, 'note.amend'),
    ),
  );

  api.post<{ Params: Params }>(`${base}/note/restore`, (req) =>
    restoreNote(
      ctx,
      actorOf(req),
      req.params.conversationId,
      parseOr400(RestoreNoteBodySchema, req.body),
      changed(req, 'note.restore'),
    ),
  );

  api.post<{ Params: Params }>(`${base}/note/regenerate`, (req) =>
    requestRegeneration(
      ctx,
      actorOf(req),
      req.params.conversationId,
      parseOr400(RegenerateNoteBodySchema, req.body),
      changed(req, 'note.regenerate'),
    ),
  );

  api.get<{ Params: Params }>(`${base}/transcript`, (req) =>
    getTranscript(ctx, req.clinician.id, req.params.conversationId, read(req, 'transcript.read')),
  );

  api.post<{ Params: Params }>(`${base}/transcript/corrections`, edits, (req) =>
    correctTranscript(
      ctx,
      actorOf(req),
      req.params.conversationId,
      parseOr400(CorrectTranscriptBodySchema, req.body),
      changed(req, 'transcript.correct'),
    ),
  );
}
