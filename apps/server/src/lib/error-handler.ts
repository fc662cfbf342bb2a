import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { InvalidKeyError } from '../storage/index.js';
import { isBadValue, isDbUnavailable } from './db-errors.js';
import { HttpError } from './http-errors.js';

/** Seconds a client is asked to wait while the database comes back. */
export const DB_RETRY_AFTER_SEC = 5;

export const DB_UNAVAILABLE_MESSAGE = 'The database is restarting. Please try again in a few seconds.';
const BAD_VALUE_MESSAGE =
  'The request holds a value that cannot be stored (a control character, or text in the wrong form). Please correct it and try again.';
const SERVER_ERROR_MESSAGE =
  'Something went wrong on the server. Please try again; if it keeps happening, tell your administrator.';

/**
 * Every failure answers `{ error }` with a status that says whose it is: the client's input (4xx,
 * a message a person understands), the database being away (503 with Retry-After, so a client
 * waits rather than gives up), or the server (500). Errors are logged by the logger's `err`
 * serializer, which keeps a database error's code and constraint and never its values.
 */
export function errorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof HttpError) {
    if (err.retryAfterSec) reply.header('Retry-After', String(err.retryAfterSec));
    return reply.code(err.statusCode).send({ error: err.message });
  }
  if (err instanceof InvalidKeyError) return reply.code(400).send({ error: err.message });
  // A malformed percent-escape in a path or query.
  if (err instanceof URIError)
    return reply.code(400).send({ error: 'The address is not valid: a % sign must start an escape such as %20.' });
  if (err.validation) return reply.code(400).send({ error: err.message });
  if (isDbUnavailable(err)) {
    req.log.warn({ err }, 'database unavailable');
    return reply.code(503).header('Retry-After', String(DB_RETRY_AFTER_SEC)).send({ error: DB_UNAVAILABLE_MESSAGE });
  }
  if (isBadValue(err)) {
    req.log.info({ err }, 'value refused by the database');
    return reply.code(400).send({ error: BAD_VALUE_MESSAGE });
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) return reply.code(status).send({ error: err.message });
  req.log.error({ err }, 'unhandled error');
  return reply.code(500).send({ error: SERVER_ERROR_MESSAGE });
}
