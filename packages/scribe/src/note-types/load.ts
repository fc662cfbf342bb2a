import { readFile } from 'node:fs/promises';
import { BUILTIN_NOTE_TEMPLATES, builtinNoteTemplate, parseNoteTemplate, type NoteTemplate } from '@asha/contracts';
import { toStrictJsonSchema, type JsonSchema } from '../llm/json-schema.js';
import { noteFillSchema } from '../report/llm-note.js';

const looksLikeFile = (ref: string) => /[/\\]|\.json$/i.test(ref);

/**
 * A note type named on a command line: a built-in's id ('opd-prescription') or a clinic's template
 * file (JSON), validated. Every refusal says what to fix: the ids on offer, the file that cannot be
 * read, or each problem in the template by section.
 */
export async function loadNoteTemplate(ref: string): Promise<NoteTemplate> {
  const builtin = builtinNoteTemplate(ref);
  if (builtin) return builtin;
  if (!looksLikeFile(ref)) {
    const ids = BUILTIN_NOTE_TEMPLATES.map((t) => t.id).join(', ');
    throw new Error(`Unknown note type '${ref}': use one of ${ids}, or the path of a template JSON file.`);
  }
  let text: string;
  try {
    text = await readFile(ref, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new Error(
      code === 'ENOENT' ? `No template file at ${ref}.` : `Cannot read the template file ${ref} (${code}).`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new Error(`${ref} is not valid JSON: ${(err as Error).message}`);
  }
  const parsed = parseNoteTemplate(json);
  if (!parsed.ok)
    throw new Error(`${ref} is not a valid note template:\n${parsed.problems.map((p) => `  - ${p}`).join('\n')}`);
  return parsed.template;
}

/** The strict JSON schema a language-model engine is held to when it writes a note of this type (report/llm-note.ts). */
export const noteTemplateJsonSchema = (t: NoteTemplate): JsonSchema => toStrictJsonSchema(noteFillSchema(t));
