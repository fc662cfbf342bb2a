import type { NoteExportFormat, PaperSize } from '@asha/contracts';
import {
  noteToFhirDocument,
  renderNote,
  typedNoteToMarkdown,
  typedNoteToPdf,
  typedNoteToText,
  type NoteDocument,
} from '@asha/scribe';
import { templateOf } from '../notes/index.js';
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

/** The note's current version in the note type asked for, in one export format. */
export function typedExport(src: ExportSource, noteType: string, format: NoteExportFormat, paper: PaperSize) {
  const note = renderNote(
    templateOf(noteType),
    { patientReport: src.doc.report, evidence: src.note.current.evidence },
    { consultedAt: src.doc.consultation.recordedAt },
  );
  return TYPED[format](src.doc, note, paper);
}
