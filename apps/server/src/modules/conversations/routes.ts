import type { FastifyInstance } from 'fastify';
import { ListAudiosQuerySchema, ListConversationsQuerySchema, UploadUrlQuerySchema } from '@asha/contracts';
import type { AppContext } from '../../context.js';
import { parseOr400 } from '../../lib/validate.js';
import { listAudios } from './audios.service.js';
import { getConversation, listConversations, retryConversation } from './conversations.service.js';
import { completeUpload, createUploadUrl, refuseReplayedUpload } from './upload.service.js';

type IdParams = { conversationId: string };

/** Consultations API (issue #5; spec §7 calls 4, 8, 10) plus status polling and retry. */
export async function conversationRoutes(api: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  // Local storage: the server itself notices the finished PUT (issue #5, item 3).
  ctx.hooks.beforeUpload.push(({ key }) => refuseReplayedUpload(ctx, key));
  ctx.hooks.afterUpload.push(async ({ key, size }) => {
    await completeUpload(ctx, key, size);
  });

  api.get('/conversation/upload-url', { preHandler: api.authenticate }, async (req) => {
    const q = parseOr400(UploadUrlQuerySchema, req.query);
    return createUploadUrl(ctx, req.clinician.id, q);
  });

  api.get('/conversation/audios', { preHandler: api.authenticate }, async (req) => {
    return listAudios(ctx, req.clinician.id, parseOr400(ListAudiosQuerySchema, req.query));
  });

  api.get<{ Params: { patientId: string } }>(
    '/patients/:patientId/conversations',
    { preHandler: api.authenticate },
    async (req) => {
      const q = parseOr400(ListConversationsQuerySchema, req.query);
      return listConversations(ctx, req.clinician.id, req.params.patientId, q);
    },
  );

  api.get<{ Params: IdParams }>('/conversations/:conversationId', { preHandler: api.authenticate }, async (req) => {
    return getConversation(ctx, req.clinician.id, req.params.conversationId);
  });

  api.post<{ Params: IdParams }>('/conversations/:conversationId/retry', { preHandler: api.authenticate }, async (req) => {
    return retryConversation(ctx, req.clinician.id, req.params.conversationId);
  });
}
