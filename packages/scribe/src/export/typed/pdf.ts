import type { PaperSize, TypedNote } from '@asha/contracts';
import { isSigned, signatureLine, type NoteDocument } from '../document.js';
import { writeLines, writeNoteHeader } from '../pdf/header.js';
import { DRAFT_WATERMARK } from '../pdf/note-pdf.js';
import { writeRxTable } from '../pdf/rx-table.js';
import { MUTED, PdfWriter, type Span } from '../pdf/writer.js';
import type { NoteLine } from '../sections.js';
import { sectionLines, shownSections } from './lines.js';

/** A labelled value this short shares its line with the next ones ('Blood pressure: 120/80 mmHg · Heart rate: 96 bpm'). */
const SHORT = 40;
const SEPARATOR = '   ·   ';

/** Lines with runs of short labelled values set side by side, so vital signs take one line rather than five. */
function writeCompact(w: PdfWriter, lines: NoteLine[]): void {
  let run: NoteLine[] = [];
  const flush = () => {
    if (run.length === 1) writeLines(w, run);
    else if (run.length > 1) {
      const spans = run.flatMap((l, i): Span[] => [
        ...(i ? [{ text: SEPARATOR, color: MUTED }] : []),
        { text: `${l.label}: `, weight: 'bold' },
        { text: l.text },
      ]);
      w.line(spans, { after: 2 });
    }
    run = [];
  };
  for (const l of lines) {
    if (l.label && !l.bullet && `${l.label}: ${l.text}`.length <= SHORT) {
      run.push(l);
      continue;
    }
    flush();
    writeLines(w, [l]);
  }
  flush();
}

/**
 * A note of some type as a PDF: the header every note has, named by its type, then its sections in
 * the template's order, an Rx table where the type has one. Headings sit closer than in the full
 * consultation note so a typical OPD prescription fits one page. A draft carries the watermark on every page.
 */
export async function typedNoteToPdf(
  doc: NoteDocument,
  note: TypedNote,
  o: { paper?: PaperSize } = {},
): Promise<Buffer> {
  const signed = isSigned(doc);
  const kind = note.template.name;
  const w = new PdfWriter({
    paper: o.paper ?? 'a4',
    title: `${kind} — ${doc.patient.name}`,
    author: doc.clinician.name,
    subject: signed ? `Signed ${kind}` : `Draft ${kind} (not signed)`,
    created: new Date(doc.note.updatedAt),
  });
  writeNoteHeader(w, doc, kind);
  const sections = shownSections(note);
  if (sections.length === 0) w.line([{ text: 'Nothing was recorded in this note.', color: MUTED }]);
  for (const s of sections) {
    w.heading(s.title, { size: 11, before: 4 });
    if (s.rows.length) writeRxTable(w, s.rows);
    writeCompact(w, sectionLines(s));
  }
  return w.finish({
    footer: `${doc.clinic.name} · ${doc.patient.name} · ${kind} · ${signed ? signatureLine(doc) : DRAFT_WATERMARK}`,
    watermark: signed ? null : DRAFT_WATERMARK,
  });
}
