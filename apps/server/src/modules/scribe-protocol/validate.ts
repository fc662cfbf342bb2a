import type { z } from 'zod';
import { ProtocolError } from './errors.js';

/**
 * Reads a request body with its contract. The first problem is answered in the protocol's words: a
 * field left out is `missing_required_field`, a bad template list `invalid_template`, anything else
 * `invalid_request`; the message names the field and what it must be.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const r = schema.safeParse(body ?? {});
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  const field = issue.path.join('.');
  const missing = issue.code === 'invalid_type' && valueAt(body, issue.path) === undefined;
  const code = missing
    ? 'missing_required_field'
    : issue.path[0] === 'templates'
      ? 'invalid_template'
      : 'invalid_request';
  const message = missing && !issue.message.includes('required') ? `${field} is required.` : issue.message;
  return throwError(code, message, field);
}

function valueAt(body: unknown, path: PropertyKey[]): unknown {
  let v = body;
  for (const k of path) v = v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined;
  return v;
}

function throwError(code: string, message: string, field: string): never {
  throw new ProtocolError(400, code, message, field ? { field } : undefined);
}
