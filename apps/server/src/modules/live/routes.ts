import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  FinishLiveSessionBodySchema,
  LIVE_CHUNK_MAX_BYTES,
  LiveChunkParamsSchema,
  LiveChunkQuerySchema,
  LiveTranscriptQuerySchema,
  StartLiveSessionBodySchema,
} from '@asha/contracts';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { auditRead } from '../../lib/audit-reads.js';
import { badRequest } from '../../lib/http-errors.js';
import type { LiveSessionRow } from '../../lib/ownership.js';
import type { Tx } from '../../lib/transaction.js';
import { parseOr400 } from '../../lib/validate.js';
import { finishSession } from './finish.service.js';
import { discardSession, getSession, startSession, storeChunk } from './sessions.service.js';
import { readLiveTranscript } from './transcript.service.js';

type Session = { Params: { sessionId: string } };
type Chunk = { Params: { sessionId: string; seq: string } };

/**
 * Live recording: start (or resume) a recording the browser names, store its chunks (each answered
 * only once stored), finish it into one consultation, discard it, and read its live transcript.
 * Signed in like every API route; another clinician's recording answers 404. The audit trail
 * records a recording's start, finish or discarding and every read of its live transcript; the
 * chunks in between are that one recording being made, not a row each.
 */
export async function liveRoutes(api: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  // Chunks arrive as raw bytes (this module only: other routes still refuse them).
  api.addContentTypeParser(
    ['application/octet-stream', 'audio/webm'],
    { parseAs: 'buffer', bodyLimit: LIVE_CHUNK_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );
  const changed =
    (req: FastifyRequest, action: 'recording.start' | 'recording.discard') => (tx: Tx, s: LiveSessionRow) =>
      audit(tx, req, { action, resourceType: 'recording', resourceId: s.id, patientId: s.patientId });

  api.put<Session>('/live-sessions/:sessionId', async (req, reply) => {
    const body = parseOr400(StartLiveSessionBodySchema, req.body ?? {});
    const { session, created } = await startSession(
      ctx,
      req.clinician.id,
      req.params.sessionId,
      body,
      changed(req, 'recording.start'),
    );
    return reply.code(created ? 201 : 200).send(session);
  });

  api.get<Session>('/live-sessions/:sessionId', async (req) => {
    const session = await getSession(ctx, req.clinician.id, req.params.sessionId);
    await auditRead(ctx.database, req, {
      action: 'recording.read',
      resourceType: 'recording',
      resourceId: session.sessionId,
      patientId: session.patientId,
    });
    return session;
  });

  api.put<Chunk>('/live-sessions/:sessionId/chunks/:seq', { bodyLimit: LIVE_CHUNK_MAX_BYTES }, async (req) => {
    const { seq } = parseOr400(LiveChunkParamsSchema, req.params);
    const { start } = parseOr400(LiveChunkQuerySchema, req.query);
    if (!Buffer.isBuffer(req.body)) throw badRequest('Send the chunk as application/octet-stream.');
    return storeChunk(ctx, req.clinician.id, req.params.sessionId, {
      seq,
      startsStream: start === '1',
      data: req.body,
    });
  });

  api.post<Session>('/live-sessions/:sessionId/finish', async (req) => {
    const body = parseOr400(FinishLiveSessionBodySchema, req.body ?? {});
    return finishSession(ctx, req.clinician.id, req.params.sessionId, body, (tx, conv) =>
      audit(tx, req, {
        action: 'recording.finish',
        resourceType: 'conversation',
        resourceId: conv.id,
        patientId: conv.patientId,
      }),
    );
  });

  api.delete<Session>('/live-sessions/:sessionId', async (req, reply) => {
    await discardSession(ctx, req.clinician.id, req.params.sessionId, changed(req, 'recording.discard'));
    return reply.code(204).send();
  });

  api.get<Session>('/live-sessions/:sessionId/transcript', async (req) => {
    const { after } = parseOr400(LiveTranscriptQuerySchema, req.query);
    const { transcript, session } = await readLiveTranscript(ctx, req.clinician.id, req.params.sessionId, after);
    await auditRead(ctx.database, req, {
      action: 'live-transcript.read',
      resourceType: 'recording',
      resourceId: session.id,
      patientId: session.patientId,
    });
    return transcript;
  });
}
