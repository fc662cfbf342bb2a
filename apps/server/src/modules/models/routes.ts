import { ModelNameSchema, type EngineStatus } from '@asha/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { parseOr400 } from '../../lib/validate.js';
import { engineOutages } from '../writing/index.js';
import { cancelDownload, deleteModel, listModels, startDownload } from './models.service.js';
import { dismissReportModelOffer, reportModelOffer } from './report-offer.js';
import { modelsState } from './state.js';

type NameParams = { Params: { name: string } };

/**
 * The Models page: speech, report and speaker models, downloaded and removed on the server.
 * Signed-in like every API route; on a single-clinic install any signed-in clinician manages the
 * clinic's models (the clinic's admin decides who has an account).
 */
export async function modelsRoutes(api: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  // A bad MODEL_CATALOG stops start-up here with what is wrong, not at the first page view.
  const { downloads } = await modelsState(ctx);
  api.addHook('onClose', () => downloads.stopAll());

  const nameOf = (req: { params: { name: string } }) => parseOr400(ModelNameSchema, req.params.name);

  api.get('/models', async (req) => listModels(ctx, req.clinician.id));

  // The engines down for every consultation lately (the dashboard's banner), with the clinician's waiting ones.
  api.get('/engine-status', async (req): Promise<EngineStatus> => ({
    outages: await engineOutages(ctx, req.clinician.id),
  }));

  // The dashboard's offer of the report model this machine can hold; "Not now" dismisses it for the clinician.
  api.get('/models/report-offer', async (req) => reportModelOffer(ctx, req.clinician.id));
  api.post('/models/report-offer/dismiss', async (req, reply) => {
    await dismissReportModelOffer(ctx, req.clinician.id);
    return reply.code(204).send();
  });

  api.post<NameParams>('/models/:name/download', async (req, reply) => {
    reply.code(202);
    return startDownload(ctx, nameOf(req));
  });

  api.delete<NameParams>('/models/:name/download', async (req, reply) => {
    await cancelDownload(ctx, nameOf(req));
    return reply.code(204).send();
  });

  api.delete<NameParams>('/models/:name', async (req, reply) => {
    await deleteModel(ctx, nameOf(req));
    return reply.code(204).send();
  });
}
