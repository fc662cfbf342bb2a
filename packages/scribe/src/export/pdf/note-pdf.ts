import type { PaperSize } from '@asha/contracts';
import { isSigned, signatureLine, type NoteDocument } from '../document.js';
import { noteSections } from '../sections.js';
import { writeLines, writeNoteHeader } from './header.js';
import { MUTED, PdfWriter } from './writer.js';

/** The watermark across every page of a note nobody has signed. */
export const DRAFT_WATERMARK = 'Draft — not signed';

/**
 * The note as a printable PDF: the clinic's name, the patient's identifiers, the date and who
 * signed it (or that it is a draft, with a watermark on every page), then each section in clinical
 * order; every page numbered. Names and quotes in any bundled script are set in their own font.
 */
export async function noteToPdf(doc: NoteDocument, o: { paper?: PaperSize } = {}): Promise<Buffer> {
  const signed = isSigned(doc);
  const w = new PdfWriter({
    paper: o.paper ?? 'a4',
    title: `Consultation note — ${doc.patient.name}`,
    author: doc.clinician.name,
    subject: signed ? 'Signed consultation note' : 'Draft consultation note (not signed)',
    created: new Date(doc.note.updatedAt),
  });
  writeNoteHeader(w, doc, 'Consultation note');
  const sections = noteSections(doc.report);
  if (sections.length === 0) w.line([{ text: 'Nothing was recorded in this note.', color: MUTED }]);
  for (const s of sections) {
    w.heading(s.title);
    writeLines(w, s.lines);
  }
  return w.finish({
    footer: `${doc.clinic.name} · ${doc.patient.name} · ${signed ? signatureLine(doc) : DRAFT_WATERMARK}`,
    watermark: signed ? null : DRAFT_WATERMARK,
  });
}
