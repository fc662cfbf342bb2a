import type { NoteExportFormat, PaperSize } from '@asha/contracts';
import {
  noteToFhirDocument,
  renderNote,
  typedNoteToMarkdown,
  typedNoteToPdf,
  typedNoteToText,
  type NoteDocument,
} from '@asha/scribe';
import type { Db } from '../../db/client.js';
import { assertUsableNoteType, noteTemplateFor } from '../note-templates/index.js';
import type { ExportSource } from './note-document.js';

const TYPED: Record<
  NoteExportFormat,
  (doc: NoteDocument, note: ReturnType<typeof renderNote>, paper: PaperSize) => Promise<Buffer | string> | string
> = {
  text: (doc, note) => typedNoteToText(doc, note),
  markdown: (doc, note) => typedNoteToMarkdown(doc, note),
  pdf: (doc, note, paper) => typedNoteToPdf(doc, note, { paper }),
  fhir: (doc, note) => JSON.stringify(noteToFhirDocument(doc, note), null, 2),
};

/**
 * The note's current version in the note type asked for, in one export format. The note's own type
 * may always be asked for (a signed note in the template version it was signed in); another type
 * must be one the clinician can choose now.
 */
export async function typedExport(
  db: Db,
  clinicianId: string,
  src: ExportSource,
  noteType: string,
  format: NoteExportFormat,
  paper: PaperSize,
) {
  const current = src.note.current;
  const own = noteType === current.noteType;
  if (!own) await assertUsableNoteType(db, clinicianId, noteType);
  const version = own && src.note.status === 'signed' ? (current.noteTypeVersion ?? null) : null;
  const note = renderNote(
    await noteTemplateFor(db, noteType, version),
    { patientReport: src.doc.report, evidence: current.evidence },
    { consultedAt: src.doc.consultation.recordedAt },
  );
  return TYPED[format](src.doc, note, paper);
}
