import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { PROTOCOL_MODEL_ID } from '@asha/contracts';
import type { CoreContext } from '../../context.js';
import { conversations } from '../../db/schema/index.js';
import { auditRead } from '../../lib/audit-reads.js';
import { transcriptSoFar } from './live-lines.js';
import { missingFiles, outcomeOf, settle, type Outcome } from './outcome.js';
import { sessionResults } from './results.js';
import type { SessionRow } from './sessions.service.js';

const HTTP_STATUS: Record<Outcome, number> = { completed: 200, partial: 206, failed: 200 };

const base = (s: SessionRow) => ({
  session_id: s.id,
  created_at: s.createdAt.toISOString(),
  audio_files_received: s.audioFiles.length,
  audio_files: s.audioFiles,
  additional_data: s.additionalData ?? {},
});

/**
 * GET /sessions/{id}: the session's state and, once its consultation is processed, its results.
 * Open sessions and those processing answer 202; completed 200, partial 206 (a template not found,
 * or fewer files received than the record system said it sent), failed 200 with the reason; expired 410.
 */
export async function sessionStatus(
  ctx: CoreContext,
  req: FastifyRequest,
  s: SessionRow,
): Promise<{ code: number; body: object }> {
  if (s.status === 'expired') {
    return {
      code: 410,
      body: {
        ...base(s),
        status: 'expired',
        expired_at: (s.expiredAt ?? s.expiresAt).toISOString(),
        message: 'Session expired before processing was initiated.',
        templates: {},
        transcript: null,
      },
    };
  }
  const open = { ...base(s), expires_at: s.expiresAt.toISOString(), transcript: '' };
  if (s.status === 'created') return { code: 202, body: { ...open, status: 'created' } };
  if (s.status === 'recording')
    return { code: 202, body: { ...open, status: 'initialized', transcript: await transcriptSoFar(ctx, req, s) } };

  const [conv] = s.conversationId
    ? await ctx.database.db.select().from(conversations).where(eq(conversations.id, s.conversationId))
    : [];
  const outcome = await outcomeOf(ctx.database.db, s, conv);
  if (!conv || conv.deletedAt) return failed(ctx, s, 'The consultation was deleted in Asha Scribe.');
  if (outcome === 'failed') return failed(ctx, s, conv.error ?? 'Processing failed.');
  if (!outcome)
    return { code: 202, body: { ...open, status: 'processing', transcript: await transcriptSoFar(ctx, req, s) } };

  await auditRead(ctx.database, req, {
    action: 'note.read',
    resourceType: 'conversation',
    resourceId: conv.id,
    patientId: conv.patientId,
    clinicianId: s.clinicianId,
  });
  const r = await sessionResults(ctx, {
    clinicianId: s.clinicianId,
    conversationId: conv.id,
    templates: s.templates,
    transcriptLanguage: s.transcriptLanguage,
  });
  await settle(ctx, s, outcome);
  const processingErrors = missingFiles(s)
    ? [
        {
          type: 'audio_files_missing',
          message: `${s.audioFilesSent} audio files were sent but ${s.audioFiles.length} were received.`,
        },
      ]
    : [];
  return {
    code: HTTP_STATUS[outcome],
    body: {
      ...base(s),
      status: outcome,
      completed_at: (conv.processingFinishedAt ?? conv.updatedAt).toISOString(),
      model_used: PROTOCOL_MODEL_ID,
      ...(r.language && r.language.length === 2 ? { language_detected: r.language } : {}),
      templates: r.templates,
      transcript: r.transcript,
      ...(outcome === 'partial'
        ? { audio_files_processed: s.audioFiles.length, processing_errors: processingErrors }
        : {}),
    },
  };
}

async function failed(ctx: CoreContext, s: SessionRow, message: string) {
  await settle(ctx, s, 'failed');
  return {
    code: HTTP_STATUS.failed,
    body: {
      ...base(s),
      status: 'failed',
      model_used: PROTOCOL_MODEL_ID,
      error: { code: 'processing_failed', message },
    },
  };
}
