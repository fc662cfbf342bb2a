import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ProtocolErrorBody } from '@asha/contracts';
import { DB_RETRY_AFTER_SEC, DB_UNAVAILABLE_MESSAGE } from '../../lib/error-handler.js';
import { isBadValue, isDbUnavailable } from '../../lib/db-errors.js';
import { HttpError } from '../../lib/http-errors.js';

/** An answer in the protocol's error form: its catalogue's code, a sentence for people, and details. */
export class ProtocolError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly retryAfterSec?: number,
  ) {
    super(message);
  }
}

export const invalidRequest = (message: string, details?: Record<string, unknown>) =>
  new ProtocolError(400, 'invalid_request', message, details);

export const sessionNotFound = (id: string) =>
  new ProtocolError(404, 'session_not_found', `Session '${id.slice(0, 64)}' does not exist.`, {
    session_id: id.slice(0, 64),
  });

/** The protocol names no code for these statuses of the app's own errors: the closest of its catalogue. */
const CODE_BY_STATUS: Record<number, string> = {
  401: 'authentication_failed',
  403: 'forbidden',
  404: 'session_not_found',
  410: 'session_expired',
  429: 'rate_limit_exceeded',
  503: 'service_unavailable',
};

const BODY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty: send a JSON object.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    'This content type is not accepted here: send JSON, or audio as multipart/form-data or raw bytes.',
};

/**
 * Every failure of the protocol's routes answers in the protocol's error form with a status that
 * says whose it is: the record system's input (4xx with what to change), the database restarting
 * (503 with Retry-After), or this server (500, logged by code only).
 */
export function protocolErrorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const e = toProtocolError(err);
  if (e.statusCode >= 500 && e.code !== 'service_unavailable') req.log.error({ err }, 'unhandled error');
  if (e.retryAfterSec) reply.header('Retry-After', String(e.retryAfterSec));
  const body: ProtocolErrorBody = {
    error: { code: e.code, message: e.message, ...(e.details ? { details: e.details } : {}) },
  };
  return reply.code(e.statusCode).send(body);
}

function toProtocolError(err: FastifyError): ProtocolError {
  if (err instanceof ProtocolError) return err;
  if (err instanceof HttpError) {
    const code = CODE_BY_STATUS[err.statusCode] ?? (err.statusCode >= 500 ? 'internal_error' : 'invalid_request');
    return new ProtocolError(err.statusCode, code, err.message, undefined, err.retryAfterSec);
  }
  if (isDbUnavailable(err))
    return new ProtocolError(503, 'service_unavailable', DB_UNAVAILABLE_MESSAGE, undefined, DB_RETRY_AFTER_SEC);
  if (isBadValue(err))
    return invalidRequest(
      'The request holds a value that cannot be stored (a control character, or text in the wrong form).',
    );
  if (err.code && BODY_ERRORS[err.code])
    return new ProtocolError(err.statusCode ?? 400, 'invalid_request', BODY_ERRORS[err.code]!);
  if (err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY')
    return invalidRequest('The request body is not valid JSON.');
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500)
    return new ProtocolError(status, CODE_BY_STATUS[status] ?? 'invalid_request', err.message);
  return new ProtocolError(
    500,
    'internal_error',
    'Something went wrong on the server. Please try again; if it keeps happening, tell the clinic.',
  );
}
