import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  NOTE_EXPORT_FORMATS,
  NoteExportQuerySchema,
  PatientCopyQuerySchema,
  type AuditAction,
  type NoteExportFormat,
} from '@asha/contracts';
import {
  noteToAbdmDocument,
  noteToFhirDocument,
  noteToMarkdown,
  noteToPdf,
  noteToText,
  patientCopyToPdf,
  type NoteDocument,
} from '@asha/scribe';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { auditRead } from '../../lib/audit-reads.js';
import { badRequest } from '../../lib/http-errors.js';
import { parseOr400 } from '../../lib/validate.js';
import { exportFileName, exportSource } from './note-document.js';
import { patientCopy } from './patient-copy.service.js';
import { typedExport } from './typed-export.js';
import { listSends, sendToRecord } from './send.service.js';

type Params = { conversationId: string };

/** ABDM's OP consultation record is one FHIR document of its own, with no note types. */
const ABDM_ONLY_FHIR = 'profile=abdm is the FHIR OP consultation record: ask for format=fhir, without a note type.';

const RENDER: Record<
  NoteExportFormat,
  (doc: NoteDocument, paper: 'a4' | 'letter') => Promise<Buffer | string> | string
> = {
  text: (doc) => noteToText(doc),
  markdown: (doc) => noteToMarkdown(doc),
  pdf: (doc, paper) => noteToPdf(doc, { paper }),
  fhir: (doc) => JSON.stringify(noteToFhirDocument(doc), null, 2),
};

/**
 * The note leaving Asha Scribe: text, Markdown, PDF and FHIR downloads of the current version, the
 * patient's copy, and "Send to record". Every export and every send reads patient data, so each
 * writes its audit row (a read before the data goes out; a send with how it ended).
 */
export async function exportRoutes(api: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const base = '/conversations/:conversationId';
  const entry = (action: AuditAction, conversationId: string, patientId: string) => ({
    action,
    resourceType: 'conversation' as const,
    resourceId: conversationId,
    patientId,
  });

  api.get<{ Params: Params }>(`${base}/export`, async (req, reply) => {
    const q = parseOr400(NoteExportQuerySchema, req.query);
    const src = await exportSource(ctx, req.clinician.id, req.params.conversationId);
    const { doc, conv } = src;
    const paper = q.paper ?? ctx.config.PDF_PAPER;
    const abdm = q.profile === 'abdm';
    if (abdm && (q.format !== 'fhir' || q.type)) throw badRequest(ABDM_ONLY_FHIR);
    // With a type: the note in that note type; without: the full consultation note.
    const body = abdm
      ? JSON.stringify(noteToAbdmDocument(doc), null, 2)
      : await (q.type
          ? typedExport(ctx.database.db, req.clinician.id, src, q.type, q.format, paper)
          : RENDER[q.format](doc, paper));
    await auditRead(ctx.database, req, entry('note.export', conv.id, conv.patientId));
    const f = NOTE_EXPORT_FORMATS[q.format];
    return reply
      .type(f.contentType)
      .header('cache-control', 'no-store')
      .header(
        'content-disposition',
        `attachment; filename="${exportFileName(doc, abdm ? 'op-consult-record' : (q.type ?? 'consultation-note'), f.extension)}"`,
      )
      .header('x-note-status', doc.note.status)
      .send(body);
  });

  api.get<{ Params: Params }>(`${base}/patient-copy`, async (req, reply) => {
    const q = parseOr400(PatientCopyQuerySchema, req.query);
    const { copy, src } = await patientCopy(ctx, req.clinician.id, req.params.conversationId, q.language);
    await auditRead(ctx.database, req, entry('note.patient-copy', src.conv.id, src.conv.patientId));
    if (q.format === 'json') return reply.header('cache-control', 'no-store').send(copy);
    const pdf = await patientCopyToPdf({
      content: copy.content,
      clinic: ctx.config.CLINIC_NAME,
      patientName: src.doc.patient.name,
      clinicianName: src.doc.clinician.name,
      visitDate: src.doc.consultation.recordedAt,
      signed: copy.signed,
      paper: q.paper ?? ctx.config.PDF_PAPER,
    });
    return reply
      .type('application/pdf')
      .header('cache-control', 'no-store')
      .header(
        'content-disposition',
        `attachment; filename="${exportFileName(src.doc, `patient-copy-${copy.language}`, 'pdf')}"`,
      )
      .send(pdf);
  });

  api.get<{ Params: Params }>(`${base}/fhir-sends`, (req) =>
    listSends(ctx, req.clinician.id, req.params.conversationId),
  );

  api.post<{ Params: Params }>(`${base}/fhir-sends`, async (req: FastifyRequest<{ Params: Params }>) => {
    const key = parseOr400(IdempotencyKeySchema, req.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]);
    if (!key)
      throw badRequest(
        `Send an ${IDEMPOTENCY_KEY_HEADER} header (one new key per click) so the note is never sent twice.`,
      );
    return sendToRecord(ctx, req.clinician.id, req.params.conversationId, key, (patientId, outcome) =>
      audit({ db: ctx.database.db }, req, {
        ...entry('note.send', req.params.conversationId, patientId),
        outcome: outcome.ok ? 'success' : 'failure',
      }),
    );
  });
}
