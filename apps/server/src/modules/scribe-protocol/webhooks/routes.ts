import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RegisterWebhookRequestSchema } from '@asha/contracts';
import type { CoreContext } from '../../../context.js';
import { originOf, type Caller } from '../auth.js';
import { parseBody } from '../validate.js';
import { listDeliveries } from './deliveries.service.js';
import { deleteWebhook, listWebhooks, registerWebhook } from './webhooks.service.js';

type WithId = { Params: { id: string } };

/**
 * A record system's webhooks, on the protocol's API (its key already checked): register, list,
 * delete, and each webhook's latest deliveries with every try. A key sees only its own webhooks;
 * another key's answers 404 like a missing one.
 */
export function webhookRoutes(api: FastifyInstance, ctx: CoreContext, callerOf: (req: FastifyRequest) => Caller) {
  api.post('/webhooks', async (req, reply) => {
    const body = parseBody(RegisterWebhookRequestSchema, req.body);
    const caller = callerOf(req);
    return reply.code(201).send(await registerWebhook(ctx, caller.keyId, body, originOf(req, caller)));
  });

  api.get('/webhooks', async (req) => ({ webhooks: await listWebhooks(ctx, callerOf(req).keyId) }));

  api.delete<WithId>('/webhooks/:id', async (req, reply) => {
    const caller = callerOf(req);
    await deleteWebhook(ctx, caller.keyId, req.params.id, originOf(req, caller));
    return reply.code(204).send();
  });

  api.get<WithId>('/webhooks/:id/deliveries', async (req) => ({
    deliveries: await listDeliveries(ctx, callerOf(req).keyId, req.params.id),
  }));
}
