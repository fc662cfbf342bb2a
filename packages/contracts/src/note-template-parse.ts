import type { z } from 'zod';
import { NoteTemplateSchema, type NoteTemplate } from './note-template.js';

export type NoteTemplateParse = { ok: true; template: NoteTemplate } | { ok: false; problems: string[] };

/**
 * Where a problem is, in words: `sections[2].from[0]` reads "section 3 ('Plan'), from, item 1", so a
 * clinic editing its template's JSON finds the place without counting from zero.
 */
function place(path: PropertyKey[], input: unknown): string {
  const parts: string[] = [];
  let node: unknown = input;
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    const next = (node as Record<PropertyKey, unknown> | undefined)?.[key as string];
    if (path[i - 1] === 'sections' && typeof key === 'number') {
      parts.pop();
      const title = (next as { title?: unknown } | undefined)?.title;
      parts.push(
        typeof title === 'string' && title.trim() ? `section ${key + 1} ('${title.trim()}')` : `section ${key + 1}`,
      );
    } else if (typeof key === 'number') parts.push(`item ${key + 1}`);
    else parts.push(String(key));
    node = next;
  }
  return parts.join(', ');
}

function problem(issue: z.core.$ZodIssue, input: unknown): string {
  const message =
    issue.code === 'unrecognized_keys'
      ? `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `'${k}'`).join(', ')}`
      : issue.message;
  const where = place(issue.path, input);
  return where ? `${where}: ${message}` : message;
}

/**
 * A note template read from anywhere (a clinic's JSON file, a request): the template, or every
 * problem with it in words a person acts on ("section 3 ('Plan'), show: 'table' is not a way to show
 * a section: use list, prose, prescription or free").
 */
export function parseNoteTemplate(input: unknown): NoteTemplateParse {
  if (input === null || typeof input !== 'object' || Array.isArray(input))
    return { ok: false, problems: ['a template is a JSON object with id, name, version, description and sections'] };
  const parsed = NoteTemplateSchema.safeParse(input);
  if (parsed.success) return { ok: true, template: parsed.data };
  return { ok: false, problems: parsed.error.issues.map((i) => problem(i, input)) };
}
