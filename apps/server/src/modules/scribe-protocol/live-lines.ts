import type { FastifyRequest } from 'fastify';
import type { CoreContext } from '../../context.js';
import { auditRead } from '../../lib/audit-reads.js';
import { readLiveTranscript } from '../live/index.js';
import type { SessionRow } from './sessions.service.js';

/**
 * What a chunked session's consultation has said so far, as `Role: English` lines: the live
 * transcript of its recording while it records and until its consultation is processed ('' for a
 * single-file session, which is transcribed only once it ends). Each read is in the audit trail.
 */
export async function transcriptSoFar(ctx: CoreContext, req: FastifyRequest, s: SessionRow): Promise<string> {
  if (!s.liveSessionId) return '';
  const { transcript } = await readLiveTranscript(ctx, s.clinicianId, s.liveSessionId, -1);
  await auditRead(ctx.database, req, {
    action: 'live-transcript.read',
    resourceType: 'recording',
    resourceId: s.liveSessionId,
    patientId: s.patientId,
    clinicianId: s.clinicianId,
  });
  return transcript.lines.map((l) => `${l.role}: ${l.english.replace(/\s+/g, ' ').trim()}`).join('\n');
}
