import { eq } from 'drizzle-orm';
import type { NoteTypeSetting } from '@asha/contracts';
import type { Db } from '../../db/client.js';
import { clinicians } from '../../db/schema/index.js';
import { assertUsableNoteType } from '../note-templates/index.js';

/** The note type the clinician's new consultations start in. */
export async function getDefaultNoteType(db: Db, clinicianId: string): Promise<NoteTypeSetting> {
  const [row] = await db
    .select({ defaultNoteType: clinicians.defaultNoteType })
    .from(clinicians)
    .where(eq(clinicians.id, clinicianId));
  return { defaultNoteType: row!.defaultNoteType };
}

/** Changes the default for consultations written from now on; notes written already keep their type. */
export async function setDefaultNoteType(db: Db, clinicianId: string, noteType: string): Promise<NoteTypeSetting> {
  await assertUsableNoteType(db, clinicianId, noteType);
  await db.update(clinicians).set({ defaultNoteType: noteType }).where(eq(clinicians.id, clinicianId));
  return { defaultNoteType: noteType };
}
