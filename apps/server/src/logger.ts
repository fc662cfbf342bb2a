import pino, { type LoggerOptions } from 'pino';
import { safeErrorFields } from './lib/db-errors.js';

/**
 * Logs never carry secrets or patient data: auth headers, cookies, tokens, signed-URL signatures
 * and request bodies are redacted; routes log ids, never names; an error under `err` keeps only
 * its database code and constraint, or its message with any query parameters cut off.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.apiKey',
  '*.token',
  '*.idToken',
  '*.accessToken',
  '*.refreshToken',
  '*.email',
  '*.phone',
  '*.name',
];

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      err: safeErrorFields,
      req(req: { id: string; method: string; url: string }) {
        return { id: req.id, method: req.method, url: stripQuery(req.url) };
      },
    },
  };
}

export function createLogger(level: string) {
  return pino(loggerOptions(level));
}

/** Query strings may hold signatures, codes and tokens: log the path only. */
export function stripQuery(url: string): string {
  const i = url.indexOf('?');
  return i === -1 ? url : url.slice(0, i);
}
