import { controlCharactersMessage, hasControlCharacters } from '@asha/contracts';
import type { z } from 'zod';
import { badRequest } from './http-errors.js';

/**
 * Parse input with a contracts schema; a failure is a 400 naming the first problem. Messages
 * written as sentences in the contracts ('Name is required.') are passed through as they are.
 * Whatever the schema, no text anywhere in the input may hold a control character: the contracts'
 * text fields say so in their own words, and this catches the rest (report bodies, ids, queries).
 */
export function parseOr400<S extends z.ZodTypeAny>(schema: S, input: unknown): z.infer<S> {
  const r = schema.safeParse(input);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    if (issue.message.endsWith('.') || issue.path.length === 0) throw badRequest(issue.message);
    throw badRequest(`${issue.path.join('.')}: ${issue.message}`);
  }
  const bad = pathOfControlCharacter(r.data, []);
  if (bad) throw badRequest(controlCharactersMessage(bad.length ? bad.join('.') : 'The request'));
  return r.data;
}

function pathOfControlCharacter(v: unknown, path: Array<string | number>): Array<string | number> | null {
  if (typeof v === 'string') return hasControlCharacters(v) ? path : null;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const p = pathOfControlCharacter(v[i], [...path, i]);
      if (p) return p;
    }
    return null;
  }
  if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      const p = pathOfControlCharacter(x, [...path, k]);
      if (p) return p;
    }
  }
  return null;
}
