import { NoteTemplateSchema, type NoteTemplate } from '@asha/contracts';

/** Where each problem of a draft template shows: `name`, `description`, `sections`, or `<index>.<field>` of a section. */
export type Problems = Record<string, string>;

/**
 * The draft checked with the same contracts the server checks it with, each problem placed at its
 * field in the contracts' words ("the section title must not be empty").
 */
export function problemsOf(draft: NoteTemplate): Problems {
  const r = NoteTemplateSchema.safeParse(draft);
  if (r.success) return {};
  const out: Problems = {};
  for (const issue of r.error.issues) {
    const [head, index, field] = issue.path;
    const key =
      head === 'sections' && typeof index === 'number'
        ? `${index}.${String(field ?? 'section')}`
        : String(head ?? 'template');
    out[key] ??= issue.message.charAt(0).toUpperCase() + issue.message.slice(1) + '.';
  }
  return out;
}
