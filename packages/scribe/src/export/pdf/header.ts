import { formatDateTime, isSigned, signatureLine, type NoteDocument } from '../document.js';
import type { NoteLine } from '../sections.js';
import { ACCENT, MUTED, type PdfWriter } from './writer.js';

/**
 * The head of every note's PDF: the clinic, the kind of note ('Consultation note', 'OPD
 * prescription'), the patient's identifiers, the consultation's date and clinician, and who signed it
 * (or that it is a draft, in red).
 */
export function writeNoteHeader(w: PdfWriter, doc: NoteDocument, kind: string): void {
  const signed = isSigned(doc);
  w.line([{ text: doc.clinic.name, weight: 'bold', color: ACCENT }], { size: 15 });
  w.line([{ text: kind, color: MUTED }], { size: 10, after: 6 });
  w.rule();
  w.line(
    [
      { text: 'Patient: ', weight: 'bold' },
      { text: doc.patient.name, weight: 'bold' },
    ],
    { size: 12 },
  );
  const ids = [
    doc.patient.gender ? `Sex: ${doc.patient.gender}` : null,
    doc.patient.dob
      ? `Date of birth: ${doc.patient.dob}`
      : doc.report.patientInfo.age
        ? `Age: ${doc.report.patientInfo.age}`
        : null,
    `Patient ID: ${doc.patient.id}`,
  ].filter((x): x is string => !!x);
  w.line([{ text: ids.join('   ·   '), color: MUTED }], { size: 9 });
  w.line(
    [
      { text: `Consultation: ${formatDateTime(doc.consultation.recordedAt)}   ·   Clinician: `, color: MUTED },
      { text: doc.clinician.name, color: MUTED },
    ],
    { size: 9 },
  );
  w.line(
    [
      { text: `Note version ${doc.note.version}   ·   `, color: MUTED },
      { text: signatureLine(doc), weight: 'bold', color: signed ? ACCENT : '#b91c1c' },
    ],
    { size: 9, after: 4 },
  );
  w.rule();
}

/** A section's lines: labelled values with the label in bold, list items as bullets, paragraphs as they are. */
export function writeLines(w: PdfWriter, lines: NoteLine[]): void {
  for (const l of lines) {
    const spans = l.label ? [{ text: `${l.label}: `, weight: 'bold' as const }, { text: l.text }] : [{ text: l.text }];
    if (l.bullet) w.bullet(spans, { after: 1 });
    else w.line(spans, { after: 2 });
  }
}
