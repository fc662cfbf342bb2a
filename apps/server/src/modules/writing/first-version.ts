import type { StoredReport, Transcript } from '@asha/contracts';
import type { Db } from '../../db/client.js';
import { eq } from 'drizzle-orm';
import { clinicians, notes, noteVersions, transcriptVersions } from '../../db/schema/index.js';
import { newestTemplateVersion } from '../note-templates/index.js';

/**
 * Version 1 of a consultation's note: the AI draft as the writer left it, and the timed transcript as
 * transcript version 1 when there is one. Written by the pipeline in the transaction that marks the
 * consultation ready, so a ready consultation always has its note. Nothing is written when the note
 * exists already (a re-run of the pipeline, or two backfills at once): the clinician's versions stay.
 */
export async function insertFirstVersion(
  db: Db,
  conv: { id: string; clinicianId: string },
  report: StoredReport,
  transcript: Transcript | null,
): Promise<void> {
  const transcriptVersion = transcript ? 1 : 0;
  const inserted = await db
    .insert(notes)
    .values({ conversationId: conv.id, clinicianId: conv.clinicianId, version: 1, status: 'draft', transcriptVersion })
    .onConflictDoNothing()
    .returning({ id: notes.conversationId });
  if (!inserted.length) return;
  // The note starts in the note type its clinician chose as their default.
  const [clinician] = await db
    .select({ noteType: clinicians.defaultNoteType })
    .from(clinicians)
    .where(eq(clinicians.id, conv.clinicianId));
  await db.insert(noteVersions).values({
    conversationId: conv.id,
    version: 1,
    kind: 'ai-draft',
    report: report.patientReport,
    evidence: report.evidence,
    flags: report.flags,
    resolutions: [],
    authored: [],
    handEdited: [],
    changed: [],
    transcriptVersion,
    ...(clinician
      ? { noteType: clinician.noteType, noteTypeVersion: await newestTemplateVersion(db, clinician.noteType) }
      : {}),
  });
  if (transcript) await db.insert(transcriptVersions).values({ conversationId: conv.id, version: 1, transcript });
}
