import { z } from 'zod';
import { IsoDateTimeSchema } from './common.js';
import { NoteTemplateSchema } from './note-template.js';
import { BUILTIN_NOTE_TEMPLATES } from './note-types/index.js';

/**
 * A stored template's note type id: `tpl-` and 16 hex digits, given by the server. It is the
 * template's `id` too, so a clinic's template is a note type like any built-in one (picker, typed
 * view, exports, the default type) and two clinicians' templates never share an id.
 */
export const STORED_NOTE_TYPE_ID = /^tpl-[0-9a-f]{16}$/;
export const isStoredNoteType = (id: string) => STORED_NOTE_TYPE_ID.test(id);

/**
 * Whose a note type is: shipped with Asha Scribe, the clinician's own (they edit it) or the
 * clinic's (set by an administrator with `npm run templates`; every clinician uses it, none edits it).
 */
export const NoteTypeOwnerSchema = z.enum(['builtin', 'mine', 'clinic']);
export type NoteTypeOwner = z.infer<typeof NoteTypeOwnerSchema>;

/** A note type a clinician can choose, as the picker and the template list show it. */
export const NoteTypeSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  version: z.number().int().positive(),
  owner: NoteTypeOwnerSchema,
  updatedAt: IsoDateTimeSchema.nullable(),
});
export type NoteTypeSummary = z.infer<typeof NoteTypeSummarySchema>;

/** GET /api/note-templates — every note type the clinician can use: the built-ins, their own, the clinic's. */
export const NoteTypeListSchema = z.object({ items: z.array(NoteTypeSummarySchema) });
export type NoteTypeList = z.infer<typeof NoteTypeListSchema>;

/** The built-in types as list items, in the order they are offered (the list before the server's answer). */
export const BUILTIN_NOTE_TYPE_SUMMARIES: NoteTypeSummary[] = BUILTIN_NOTE_TEMPLATES.map((t) => ({
  id: t.id,
  name: t.name,
  description: t.description,
  version: t.version,
  owner: 'builtin',
  updatedAt: null,
}));

/** GET /api/note-templates/:id — one stored template at its newest version. */
export const StoredNoteTemplateSchema = z.object({
  id: z.string(),
  owner: NoteTypeOwnerSchema,
  version: z.number().int().positive(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
  template: NoteTemplateSchema,
});
export type StoredNoteTemplate = z.infer<typeof StoredNoteTemplateSchema>;

const builtinIds = BUILTIN_NOTE_TEMPLATES.map((t) => t.id);

/**
 * POST /api/note-templates — a new template of the clinician's own: a copy of a built-in type
 * (`copyOf`, optionally renamed) or a whole template (`template`; its id and version are the
 * server's to give). The template itself is checked with `parseNoteTemplate`, so a bad one is
 * refused with each problem placed by section.
 */
export const CreateNoteTemplateBodySchema = z
  .object({
    copyOf: z
      .string()
      .refine((id) => builtinIds.includes(id), {
        error: (iss) => `'${String(iss.input)}' is not a built-in note type. Copy one of: ${builtinIds.join(', ')}.`,
      })
      .optional(),
    name: z.string().optional(),
    template: z.unknown().optional(),
  })
  .refine((b) => (b.copyOf === undefined) !== (b.template === undefined), {
    error: 'Send either copyOf (a built-in note type to copy) or template (the whole template), not both.',
  });
export type CreateNoteTemplateBody = z.input<typeof CreateNoteTemplateBodySchema>;

/** PUT /api/note-templates/:id — the template's next version, from the version the editor started with. */
export const UpdateNoteTemplateBodySchema = z.object({
  baseVersion: z.number({ error: 'baseVersion must be the version you edited.' }).int().positive(),
  template: z.unknown(),
});
export type UpdateNoteTemplateBody = z.input<typeof UpdateNoteTemplateBodySchema>;
