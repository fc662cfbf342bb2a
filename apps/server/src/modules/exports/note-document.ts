import { desc, eq } from 'drizzle-orm';
import { NO_REPORT_TO_EXPORT, type Note } from '@asha/contracts';
import { transcriptToText, type NoteDocument } from '@asha/scribe';
import type { CoreContext } from '../../context.js';
import { clinicians, patients, transcriptVersions } from '../../db/schema/index.js';
import { conflict } from '../../lib/http-errors.js';
import { ownConversation, type ConversationRow } from '../../lib/ownership.js';
import { getNote } from '../notes/index.js';

export interface ExportSource {
  conv: ConversationRow;
  note: Note;
  doc: NoteDocument;
}

/**
 * What every export of a consultation's note is made from: the clinician's own consultation
 * (another's answers 404), the note's CURRENT version with its status and signature (never the
 * pipeline's AI-draft file), the patient, the clinician, and the latest transcript. A consultation
 * with no report yet answers 409 saying to wait for it.
 */
export async function exportSource(
  ctx: CoreContext,
  clinicianId: string,
  conversationId: string,
): Promise<ExportSource> {
  const conv = await ownConversation(ctx.database.db, clinicianId, conversationId);
  if (!conv.reportKey) throw conflict(NO_REPORT_TO_EXPORT);
  const note = await getNote(ctx, clinicianId, conversationId);
  const db = ctx.database.db;
  const [patient] = await db.select().from(patients).where(eq(patients.id, conv.patientId));
  const [clinician] = await db.select().from(clinicians).where(eq(clinicians.id, conv.clinicianId));
  const [transcript] = await db
    .select({ transcript: transcriptVersions.transcript })
    .from(transcriptVersions)
    .where(eq(transcriptVersions.conversationId, conv.id))
    .orderBy(desc(transcriptVersions.version))
    .limit(1);
  const v = note.current;
  const doc: NoteDocument = {
    report: v.patientReport,
    patient: {
      id: patient!.id,
      name: patient!.name,
      dob: patient!.dob,
      gender: patient!.gender,
      phone: patient!.phone,
      email: patient!.email,
      abhaNumber: patient!.abhaNumber,
    },
    clinician: {
      id: conv.clinicianId,
      name: clinician?.name ?? clinician?.email ?? 'Clinician',
      email: clinician?.email ?? null,
    },
    clinic: { name: ctx.config.CLINIC_NAME },
    consultation: {
      id: conv.id,
      recordedAt: conv.createdAt.toISOString(),
      durationSec: conv.durationSec,
      language: conv.language,
    },
    note: {
      version: v.version,
      status: note.status,
      updatedAt: v.createdAt,
      signedAt: v.signedAt,
      signedBy: v.signedBy,
      engine: v.patientReport.metadata.engine,
    },
    attachments: {
      audio: conv.audioDeletedAt
        ? null
        : {
            url: `${ctx.config.publicUrl}/dashboard/patients/${conv.patientId}`,
            contentType: conv.contentType,
            sizeBytes: conv.sizeBytes,
          },
      transcript: transcript
        ? transcriptToText(transcript.transcript)
        : conv.transcriptKey
          ? await readText(ctx, conv.transcriptKey)
          : null,
    },
  };
  return { conv, note, doc };
}

async function readText(ctx: CoreContext, key: string): Promise<string | null> {
  try {
    return (await ctx.storage.getBuffer(key)).toString('utf8');
  } catch {
    return null;
  }
}

/** A download's file name: the date and version, 'draft' while unsigned; never the patient's name (it would sit in download folders and browser history). */
export function exportFileName(doc: NoteDocument, kind: string, extension: string): string {
  const day = doc.consultation.recordedAt.slice(0, 10);
  return `${kind}-${day}-v${doc.note.version}${doc.note.status === 'signed' ? '' : '-draft'}.${extension}`;
}
