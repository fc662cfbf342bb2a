import { z } from 'zod';
import { isStoredNoteType } from './note-template-store.js';
import { BUILTIN_NOTE_TEMPLATES } from './note-types/index.js';
import { TypedNoteSchema } from './typed-note.js';

/** The note type a consultation's note starts in when its clinician chose no default. */
export const DEFAULT_NOTE_TYPE = 'soap';

const NOTE_TYPE_IDS = BUILTIN_NOTE_TEMPLATES.map((t) => t.id);

/**
 * A note type by id: a built-in type's or a stored template's (`tpl-…`; the server then checks the
 * clinician may use it). Any other id is refused with the ids there are.
 */
export const NoteTypeIdSchema = z
  .string({ error: `Name a note type: one of ${NOTE_TYPE_IDS.join(', ')}, or one of your templates.` })
  .refine((id) => NOTE_TYPE_IDS.includes(id) || isStoredNoteType(id), {
    error: (iss) =>
      `'${String(iss.input)}' is not a note type. Choose one of: ${NOTE_TYPE_IDS.join(', ')}, or one of your templates.`,
  });

/** The note types a clinician can choose from, in the order they are offered. */
export const NOTE_TYPE_CHOICES = BUILTIN_NOTE_TEMPLATES.map((t) => ({
  id: t.id,
  name: t.name,
  description: t.description,
}));

/** GET /api/conversations/:id/note/typed — the note's current version rendered in its note type. */
export const TypedNoteViewSchema = z.object({
  version: z.number().int().positive(),
  noteType: z.string(),
  note: TypedNoteSchema,
});
export type TypedNoteView = z.infer<typeof TypedNoteViewSchema>;

/** GET/PUT /api/settings/note-type — the type a clinician's new consultations start in. */
export const NoteTypeSettingSchema = z.object({ defaultNoteType: NoteTypeIdSchema });
export type NoteTypeSetting = z.infer<typeof NoteTypeSettingSchema>;
