import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { baseContentType, recordingOutputOf } from '@asha/contracts';
import type { AppContext } from '../../context.js';
import type { AuditEntry } from '../../lib/audit.js';
import { auditRead } from '../../lib/audit-reads.js';
import { HttpError } from '../../lib/http-errors.js';
import { isUuid } from '../../lib/ids.js';
import { InvalidKeyError, LocalStorage } from '../../storage/index.js';
import { TooLargeError } from '../../storage/local.js';
import { verifyGrant, type SignedGrant } from '../../storage/signing.js';
import { contentTypeForKey } from './content-types.js';

type BlobQuery = { op?: string; exp?: string; ct?: string; max?: string; dn?: string; sig?: string };

/**
 * Serves the local storage driver's signed URLs. S3 mode never reaches here:
 * the browser talks to the bucket directly with presigned URLs.
 */
export async function storageRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const storage = opts.ctx.storage;
  if (!(storage instanceof LocalStorage)) return;

  // Bodies are streamed to disk by the route, never parsed or buffered.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, _payload, done) => done(null));

  app.put<{ Params: { '*': string }; Querystring: BlobQuery }>('/blobs/*', async (req, reply) => {
    const grant = checkGrant(opts.ctx.appSecret, 'put', req.params['*'], req.query);
    const sent = baseContentType(req.headers['content-type'] ?? '');
    if (sent !== baseContentType(grant.contentType ?? '')) {
      throw new HttpError(415, `Content-Type must be ${grant.contentType} for this upload URL.`);
    }
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (declared > grant.maxBytes!) throw tooLarge(grant.maxBytes!);
    for (const hook of opts.ctx.hooks.beforeUpload) await hook({ key: grant.key, contentType: grant.contentType! });
    let size: number;
    try {
      size = await storage.writeStream(grant.key, req.raw, grant.maxBytes!);
    } catch (err) {
      if (err instanceof TooLargeError) throw tooLarge(grant.maxBytes!);
      throw err;
    }
    for (const hook of opts.ctx.hooks.afterUpload)
      await hook({ key: grant.key, size, contentType: grant.contentType! });
    return reply.code(200).send();
  });

  app.get<{ Params: { '*': string }; Querystring: BlobQuery }>('/blobs/*', async (req, reply) => {
    const grant = checkGrant(opts.ctx.appSecret, 'get', req.params['*'], req.query);
    const info = await storage.head(grant.key);
    if (!info) throw new HttpError(404, 'File not found.');
    // A player reads a file in many ranges: the read is recorded once, where it starts.
    if (!req.headers.range || /^bytes=0-/.test(req.headers.range))
      await auditRead(opts.ctx.database, req, fileRead(grant.key));
    reply.header('Cache-Control', 'private, no-store');
    reply.header('Accept-Ranges', 'bytes');
    reply.type(contentTypeForKey(grant.key));
    if (grant.downloadName) reply.header('Content-Disposition', `attachment; filename="${grant.downloadName}"`);
    return sendRange(req, reply, storage.pathFor(grant.key), info.size);
  });
}

/** `key` is the path after /blobs/ as the router decoded it once; it is never decoded again. */
function checkGrant(secret: string, op: 'get' | 'put', key: string, q: BlobQuery): SignedGrant {
  const grant: SignedGrant = {
    op,
    key,
    exp: Number(q.exp),
    contentType: q.ct || undefined,
    maxBytes: q.max ? Number(q.max) : undefined,
    downloadName: q.dn || undefined,
  };
  if (q.op !== op) throw new HttpError(403, 'This link does not allow this operation.');
  const check = verifyGrant(secret, grant, q.sig ?? '');
  if (!check.ok) throw new HttpError(check.status, check.reason);
  return grant;
}

/** Who owns a stored file and what it is, from its key `doctors/<clinicianId>/<patientId>/<base>.<ext>`. */
function fileRead(key: string): AuditEntry {
  const [, clinicianId, patientId] = key.split('/');
  const uuid = (s: string | undefined) => (s && isUuid(s) ? s : null);
  const output = recordingOutputOf(key);
  const action = output === 'report' ? 'report.read' : output ? 'transcript.read' : 'audio.read';
  return { action, resourceType: 'file', resourceId: key, clinicianId: uuid(clinicianId), patientId: uuid(patientId) };
}

function tooLarge(max: number) {
  return new HttpError(413, `The recording is larger than the limit of ${Math.round(max / 1024 / 1024)} MB.`);
}

function sendRange(req: FastifyRequest, reply: FastifyReply, file: string, size: number) {
  const m = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (!m || (!m[1] && !m[2])) {
    reply.header('Content-Length', size);
    return reply.send(fs.createReadStream(file));
  }
  const start = m[1] ? Number(m[1]) : Math.max(0, size - Number(m[2]));
  const end = m[1] && m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
  if (start >= size || start > end) {
    return reply.code(416).header('Content-Range', `bytes */${size}`).send();
  }
  reply
    .code(206)
    .header('Content-Range', `bytes ${start}-${end}/${size}`)
    .header('Content-Length', end - start + 1);
  return reply.send(fs.createReadStream(file, { start, end }));
}

export { InvalidKeyError };
