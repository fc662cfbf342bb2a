import { eq } from 'drizzle-orm';
import { builtinNoteTemplate, DEFAULT_NOTE_TYPE, isStoredNoteType, type NoteTemplate } from '@asha/contracts';
import type { Db } from '../../db/client.js';
import { noteTemplates } from '../../db/schema/index.js';
import { badRequest } from '../../lib/http-errors.js';
import { findTemplate, ownerOf, templateAtVersion } from './store.js';

/**
 * The template a note is shown in: a built-in type, or a stored template at the version given (a
 * signed note's) or its newest. An id that names nothing any more shows as the default type rather
 * than failing, so an old note always reads.
 */
export async function noteTemplateFor(db: Db, noteType: string, version: number | null = null): Promise<NoteTemplate> {
  const builtin = builtinNoteTemplate(noteType);
  if (builtin) return builtin;
  if (isStoredNoteType(noteType)) {
    const at =
      version === null ? (await findTemplate(db, noteType))?.template : await templateAtVersion(db, noteType, version);
    if (at) return at;
  }
  return builtinNoteTemplate(DEFAULT_NOTE_TYPE)!;
}

/** The newest version of a stored template; null for a built-in type (or an id that names none). */
export async function newestTemplateVersion(db: Db, noteType: string): Promise<number | null> {
  if (!isStoredNoteType(noteType)) return null;
  const [row] = await db
    .select({ version: noteTemplates.version })
    .from(noteTemplates)
    .where(eq(noteTemplates.id, noteType));
  return row?.version ?? null;
}

/**
 * A note type the clinician may choose now: a built-in one, their own template or the clinic's,
 * not removed. Anything else is a 400 (another clinician's template reads as no type at all).
 */
export async function assertUsableNoteType(db: Db, clinicianId: string, noteType: string): Promise<void> {
  if (builtinNoteTemplate(noteType)) return;
  const found = isStoredNoteType(noteType) ? await findTemplate(db, noteType) : null;
  if (found && !found.row.disabledAt && ownerOf(found.row, clinicianId)) return;
  throw badRequest(
    found?.row.disabledAt && ownerOf(found.row, clinicianId)
      ? `The template '${found.row.name}' was removed. Choose another note type.`
      : `'${noteType}' is not a note type you can use. Choose a built-in type or one of your templates.`,
  );
}
