import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CreateProtocolSessionSchema, EndProtocolSessionSchema, PROTOCOL_VERSION } from '@asha/contracts';
import type { CoreContext } from '../../context.js';
import { uploadAudio } from './audio.service.js';
import { authenticateCaller, originOf, recordUse, type Caller } from './auth.js';
import { discoveryDocument } from './discovery.js';
import { endSession } from './end.service.js';
import { ProtocolError, protocolErrorHandler } from './errors.js';
import { PROTOCOL_BASE_PATH } from './limits.js';
import { createSession, ownSession } from './sessions.service.js';
import { sessionStatus } from './status.service.js';
import { protocolTemplates } from './templates.js';
import { audioOf } from './upload-body.js';
import { parseBody } from './validate.js';
import { webhookRoutes } from './webhooks/index.js';

type WithId = { Params: { id: string } };

/** A version the record system asks for with MSA-Version must be one this service speaks. */
function checkVersion(req: FastifyRequest) {
  const asked = req.headers['msa-version'];
  if (asked === undefined || asked === PROTOCOL_VERSION) return;
  throw new ProtocolError(
    400,
    'unsupported_version',
    `Protocol version ${String(asked).slice(0, 20)} is not supported.`,
    {
      requested_version: String(asked).slice(0, 20),
      supported_versions: [PROTOCOL_VERSION],
    },
  );
}

/**
 * The scribe–EMR protocol: the public discovery document, and under /v1 the API a record system
 * calls with its key. Every answer of these routes, errors included, is in the protocol's form.
 */
export async function scribeProtocolRoutes(app: FastifyInstance, { ctx }: { ctx: CoreContext }) {
  app.get('/.well-known/medscribealliance', async (_req, reply) => {
    reply.header('Cache-Control', 'max-age=3600');
    return discoveryDocument(ctx, `${ctx.config.publicUrl}${PROTOCOL_BASE_PATH}/webhooks`);
  });
  await app.register(async (v1) => protocolApi(v1, ctx), { prefix: PROTOCOL_BASE_PATH });
}

async function protocolApi(api: FastifyInstance, ctx: CoreContext) {
  api.setErrorHandler(protocolErrorHandler);
  api.setNotFoundHandler((req, reply) =>
    reply.code(404).send({
      error: { code: 'not_found', message: `No route ${req.method} ${req.url.split('?')[0]!.slice(0, 200)}.` },
    }),
  );
  await api.register(multipart, { limits: { fileSize: ctx.config.UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
  api.addContentTypeParser(
    /^(audio\/|application\/octet-stream)/,
    { parseAs: 'buffer', bodyLimit: ctx.config.UPLOAD_MAX_BYTES },
    (_r, body, done) => done(null, body),
  );
  // The key is checked before a body is read: an upload with a wrong key is refused unread.
  const callers = new WeakMap<FastifyRequest, Caller>();
  api.addHook('onRequest', async (req) => {
    checkVersion(req);
    callers.set(req, await authenticateCaller(ctx, req));
  });
  // Every answer to a good key, errors included, is a use in the trail.
  api.addHook('onSend', async (req) => {
    const caller = callers.get(req);
    if (caller) await recordUse(ctx, caller);
  });
  const callerOf = (req: FastifyRequest) => callers.get(req)!;
  webhookRoutes(api, ctx, callerOf);

  api.get('/templates', async (req) => {
    return { templates: await protocolTemplates(ctx.database.db, callerOf(req).clinicianId) };
  });

  api.post('/sessions', async (req, reply) => {
    const caller = callerOf(req);
    const body = parseBody(CreateProtocolSessionSchema, req.body);
    return reply.code(201).send(await createSession(ctx, caller, body, originOf(req, caller)));
  });

  api.get<WithId>('/sessions/:id', async (req, reply) => {
    const caller = callerOf(req);
    const { code, body } = await sessionStatus(ctx, req, await ownSession(ctx, caller.keyId, req.params.id));
    return reply.code(code).send(body);
  });

  api.post<WithId>('/sessions/:id/audio', { bodyLimit: ctx.config.UPLOAD_MAX_BYTES }, async (req) => {
    const caller = callerOf(req);
    const file = await audioOf(req, ctx.config.UPLOAD_MAX_BYTES);
    const index = req.headers['x-chunk-index'];
    return uploadAudio(
      ctx,
      caller,
      req.params.id,
      file,
      typeof index === 'string' ? index : undefined,
      originOf(req, caller),
    );
  });

  api.post<WithId>('/sessions/:id/end', async (req, reply) => {
    const caller = callerOf(req);
    const { audio_files_sent } = parseBody(EndProtocolSessionSchema, req.body);
    return reply.code(202).send(await endSession(ctx, caller, req.params.id, audio_files_sent, originOf(req, caller)));
  });
}
