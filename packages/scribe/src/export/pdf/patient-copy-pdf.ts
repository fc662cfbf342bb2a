import type { PaperSize, PatientCopyContent } from '@asha/contracts';
import { formatDate } from '../document.js';
import { DRAFT_WATERMARK } from './note-pdf.js';
import { ACCENT, MUTED, PdfWriter } from './writer.js';

export interface PatientCopyPdfInput {
  content: PatientCopyContent;
  clinic: string;
  patientName: string;
  clinicianName: string;
  visitDate: string;
  signed: boolean;
  paper?: PaperSize;
}

/** Type sizes tried in turn until the copy fits on one page. */
const SIZES = [12, 11, 10, 9, 8];

function render(i: PatientCopyPdfInput, size: number): PdfWriter {
  const c = i.content;
  const w = new PdfWriter({
    paper: i.paper ?? 'a4',
    title: `${c.headings.title} — ${i.patientName}`,
    author: i.clinicianName,
    subject: c.headings.title,
    created: new Date(i.visitDate),
  });
  w.line([{ text: i.clinic, weight: 'bold', color: ACCENT }], { size: size + 3 });
  w.line([{ text: c.headings.title, weight: 'bold' }], { size: size + 5, after: 2 });
  w.line(
    [
      { text: i.patientName, weight: 'bold' },
      { text: `   ·   ${formatDate(i.visitDate)}   ·   `, color: MUTED },
      { text: i.clinicianName, color: MUTED },
    ],
    { size: size - 1, after: 4 },
  );
  w.rule();
  const list = (heading: string, items: string[], color?: string) => {
    if (items.length === 0) return;
    w.heading(heading, { size: size + 1, color });
    for (const t of items) w.bullet([{ text: t }], { size, after: 2 });
  };
  list(c.headings.found, c.found);
  list(c.headings.whatToDo, c.whatToDo);
  if (c.medicines.length) {
    w.heading(c.headings.medicines, { size: size + 1 });
    for (const m of c.medicines)
      w.bullet([{ text: `${m.name}: `, weight: 'bold' }, { text: m.how }], { size, after: 2 });
  }
  if (c.comeBack) {
    w.heading(c.headings.comeBack, { size: size + 1 });
    w.line([{ text: c.comeBack }], { size, after: 2 });
  }
  list(c.headings.warningSigns, c.warningSigns, '#b91c1c');
  return w;
}

/**
 * The patient's copy as a one-page PDF in the copy's own language: the clinic, the title, the
 * patient and the visit, then the sections in plain words, warning signs in red. The type gets
 * smaller until it fits one page. A copy of an unsigned note carries the draft watermark.
 */
export async function patientCopyToPdf(i: PatientCopyPdfInput): Promise<Buffer> {
  let w = render(i, SIZES[0]!);
  for (const size of SIZES.slice(1)) {
    if (w.pageCount() === 1) break;
    w = render(i, size);
  }
  return w.finish({
    footer: `${i.clinic} · ${i.clinicianName} · ${formatDate(i.visitDate)}`,
    watermark: i.signed ? null : DRAFT_WATERMARK,
  });
}
