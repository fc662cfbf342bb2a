import pino, { type LoggerOptions } from 'pino';

/**
 * Logs never carry secrets or patient data (issue #2, item 6): auth headers, cookies, tokens,
 * signed-URL signatures and request bodies are redacted; routes log ids, never names.
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
