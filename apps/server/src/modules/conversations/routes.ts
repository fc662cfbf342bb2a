import type { FastifyInstance } from 'fastify';
import { ListAudiosQuerySchema, ListConversationsQuerySchema, UploadUrlQuerySchema } from '@asha/contracts';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { auditRead } from '../../lib/audit-reads.js';
import { parseOr400 } from '../../lib/validate.js';
import { listAudios } from './audios.service.js';
import { getConversation, listConversations, retryConversation } from './conversations.service.js';
import { conversationDeletionRoutes } from './deletion.routes.js';
import { retryNow } from './retry-now.service.js';
import { completeUpload, createUploadUrl, refuseReplayedUpload } from './upload.service.js';

type IdParams = { conversationId: string };

/** Consultations API plus status polling, retry of a failed one and 'Retry now' of one waiting for its engine. */
export async function conversationRoutes(api: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  // Local storage: the server itself notices the finished PUT.
  ctx.hooks.beforeUpload.push(({ key }) => refuseReplayedUpload(ctx, key));
  ctx.hooks.afterUpload.push(async ({ key, size }) => {
    await completeUpload(ctx, key, size);
  });

  api.get('/conversation/upload-url', async (req) => {
    const q = parseOr400(UploadUrlQuerySchema, req.query);
    const answer = await createUploadUrl(ctx, req.clinician.id, q);
    await auditRead(ctx.database, req, {
      action: 'conversation.upload-url',
      resourceType: 'file',
      resourceId: answer.key,
      patientId: q.patientId,
    });
    return answer;
  });

  api.get('/conversation/audios', async (req) => {
    const page = await listAudios(ctx, req.clinician.id, parseOr400(ListAudiosQuerySchema, req.query));
    // One row per recording shown: the page names its patient and links its audio and report.
    await auditRead(
      ctx.database,
      req,
      ...page.items.map((r) => ({
        action: 'files.list' as const,
        resourceType: 'conversation' as const,
        resourceId: r.conversationId,
        patientId: r.patientId,
      })),
    );
    return page;
  });

  api.get<{ Params: { patientId: string } }>('/patients/:patientId/conversations', async (req) => {
    const q = parseOr400(ListConversationsQuerySchema, req.query);
    const page = await listConversations(ctx, req.clinician.id, req.params.patientId, q);
    const { patientId } = req.params;
    await auditRead(ctx.database, req, {
      action: 'conversations.list',
      resourceType: 'patient',
      resourceId: patientId,
      patientId,
    });
    return page;
  });

  api.get<{ Params: IdParams }>('/conversations/:conversationId', async (req) => {
    const conv = await getConversation(ctx, req.clinician.id, req.params.conversationId);
    await auditRead(ctx.database, req, {
      action: 'conversation.read',
      resourceType: 'conversation',
      resourceId: conv.conversationId,
      patientId: conv.patientId,
    });
    return conv;
  });

  api.post<{ Params: IdParams }>('/conversations/:conversationId/retry', async (req) => {
    return retryConversation(ctx, req.clinician.id, req.params.conversationId, (tx, row) =>
      audit(tx, req, {
        action: 'conversation.retry',
        resourceType: 'conversation',
        resourceId: row.id,
        patientId: row.patientId,
      }),
    );
  });

  api.post<{ Params: IdParams }>('/conversations/:conversationId/retry-now', async (req) => {
    return retryNow(ctx, req.clinician.id, req.params.conversationId, (tx, row) =>
      audit(tx, req, {
        action: 'conversation.retry-now',
        resourceType: 'conversation',
        resourceId: row.id,
        patientId: row.patientId,
      }),
    );
  });

  await conversationDeletionRoutes(api, opts);
}
