import type { z } from 'zod';
import { badRequest } from './http-errors.js';

/**
 * Parse input with a contracts schema; a failure is a 400 naming the first problem. Messages
 * written as sentences in the contracts ('Name is required.') are passed through as they are.
 */
export function parseOr400<S extends z.ZodTypeAny>(schema: S, input: unknown): z.infer<S> {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  if (issue.message.endsWith('.') || issue.path.length === 0) throw badRequest(issue.message);
  throw badRequest(`${issue.path.join('.')}: ${issue.message}`);
}
