import { z } from 'zod';
import { FoodTimingSchema } from './typed-note.js';
import type { NoteTemplate, NoteTemplateSection } from './note-template.js';

const said = z.string().nullable();

/** An Rx row as a language model fills it: null for anything the consultation did not say. */
const RxFillSchema = z.object({
  drug: z.string(),
  strength: said.describe("strength as said ('650 mg'); null if not said"),
  schedule: said.describe("'1-0-1' for morning-afternoon-night, 'SOS' when needed; null if not said"),
  food: FoodTimingSchema.nullable().describe('null if not said'),
  days: said.describe("how long, as said ('5 days'); null if not said"),
  note: said,
});

function sectionSchema(s: NoteTemplateSection): z.ZodType {
  const about = `${s.title}: ${s.instruction}`;
  if (s.show === 'list') return z.array(z.string()).describe(about);
  if (s.show === 'prescription') return z.array(RxFillSchema).describe(about);
  return z.string().nullable().describe(about);
}

/**
 * The shape of a note of this type as a language model writes it: one property per section, in the
 * template's order, named by the section's id and described by its title and instruction — a list
 * of strings, a paragraph (null when there is nothing to say) or the Rx table's rows.
 */
export function filledNoteSchema(t: NoteTemplate) {
  return z.object(Object.fromEntries(t.sections.map((s) => [s.id, sectionSchema(s)]))).describe(t.name);
}

/** That shape as a JSON schema (zod 4's own conversion), for engines that take one. */
export function filledNoteJsonSchema(t: NoteTemplate): Record<string, unknown> {
  return z.toJSONSchema(filledNoteSchema(t), { io: 'output' }) as Record<string, unknown>;
}
