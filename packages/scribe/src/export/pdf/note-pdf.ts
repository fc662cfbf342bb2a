import type { PaperSize } from '@asha/contracts';
import { formatDateTime, isSigned, signatureLine, type NoteDocument } from '../document.js';
import { noteSections } from '../sections.js';
import { ACCENT, MUTED, PdfWriter } from './writer.js';

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
  w.line([{ text: doc.clinic.name, weight: 'bold', color: ACCENT }], { size: 15 });
  w.line([{ text: 'Consultation note', color: MUTED }], { size: 10, after: 6 });
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
    {
      size: 9,
      after: 4,
    },
  );
  w.rule();
  const sections = noteSections(doc.report);
  if (sections.length === 0) w.line([{ text: 'Nothing was recorded in this note.', color: MUTED }]);
  for (const s of sections) {
    w.heading(s.title);
    for (const l of s.lines) {
      const spans = l.label
        ? [{ text: `${l.label}: `, weight: 'bold' as const }, { text: l.text }]
        : [{ text: l.text }];
      if (l.bullet) w.bullet(spans, { after: 1 });
      else w.line(spans, { after: 2 });
    }
  }
  return w.finish({
    footer: `${doc.clinic.name} · ${doc.patient.name} · ${signed ? signatureLine(doc) : DRAFT_WATERMARK}`,
    watermark: signed ? null : DRAFT_WATERMARK,
  });
}
