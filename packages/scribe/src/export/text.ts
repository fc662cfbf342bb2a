import { patientLine, signatureLine, formatDateTime, type NoteDocument } from './document.js';
import { lineText, noteSections } from './sections.js';

/**
 * The note as plain text for pasting into a record: a header (clinic, patient, date, signature),
 * then each section with its heading in clinical order; empty sections are left out.
 */
export function noteToText(doc: NoteDocument): string {
  const out = [
    doc.clinic.name,
    `Consultation note — ${patientLine(doc)}`,
    `Date: ${formatDateTime(doc.consultation.recordedAt)}`,
    signatureLine(doc),
  ];
  for (const s of noteSections(doc.report)) {
    out.push('', s.title.toUpperCase());
    for (const l of s.lines) out.push(l.bullet ? `- ${l.text}` : lineText(l));
  }
  return `${out.join('\n')}\n`;
}

/** Markdown keeps a line's own text from reading as markup. */
const md = (s: string) => s.replace(/([\\`*_[\]#<>|])/g, '\\$1');

/** The same note in Markdown: a level-2 heading per section, labels in bold, list items as a list. */
export function noteToMarkdown(doc: NoteDocument): string {
  const out = [
    `# Consultation note — ${md(patientLine(doc))}`,
    '',
    `${md(doc.clinic.name)}  `,
    `Date: ${formatDateTime(doc.consultation.recordedAt)}  `,
    `**${signatureLine(doc)}**`,
  ];
  for (const s of noteSections(doc.report)) {
    out.push('', `## ${s.title}`, '');
    for (const l of s.lines)
      out.push(l.bullet ? `- ${md(l.text)}` : l.label ? `**${md(l.label)}:** ${md(l.text)}  ` : md(l.text));
  }
  return `${out.join('\n')}\n`;
}
