import type { TypedNote } from '@asha/contracts';
import { formatDateTime, patientLine, signatureLine, type NoteDocument } from '../document.js';
import { lineText } from '../sections.js';
import { RX_HEADER, rxCells, rxLine, rxRemark, sectionLines, shownSections } from './lines.js';

/** A note of some type as plain text: the header of every note, then its sections in the template's order. */
export function typedNoteToText(doc: NoteDocument, note: TypedNote): string {
  const out = [
    doc.clinic.name,
    `${note.template.name} — ${patientLine(doc)}`,
    `Date: ${formatDateTime(doc.consultation.recordedAt)}`,
    signatureLine(doc),
  ];
  for (const s of shownSections(note)) {
    out.push('', s.title.toUpperCase());
    s.rows.forEach((r, i) => out.push(rxLine(r, i)));
    for (const l of sectionLines(s)) out.push(l.bullet ? `- ${l.text}` : lineText(l));
  }
  return `${out.join('\n')}\n`;
}

const md = (s: string) => s.replace(/([\\`*_[\]#<>|])/g, '\\$1');

/** The same note in Markdown; an Rx table is a Markdown table with empty cells where nothing was said. */
export function typedNoteToMarkdown(doc: NoteDocument, note: TypedNote): string {
  const out = [
    `# ${md(note.template.name)} — ${md(patientLine(doc))}`,
    '',
    `${md(doc.clinic.name)}  `,
    `Date: ${formatDateTime(doc.consultation.recordedAt)}  `,
    `**${signatureLine(doc)}**`,
  ];
  for (const s of shownSections(note)) {
    out.push('', `## ${md(s.title)}`, '');
    if (s.rows.length) {
      out.push(`| # | ${RX_HEADER.join(' | ')} | Note |`, `|---|${RX_HEADER.map(() => '---').join('|')}|---|`);
      s.rows.forEach((r, i) => out.push(`| ${i + 1} | ${[...rxCells(r), rxRemark(r) ?? ''].map(md).join(' | ')} |`));
      out.push('');
    }
    for (const l of sectionLines(s))
      out.push(l.bullet ? `- ${md(l.text)}` : l.label ? `**${md(l.label)}:** ${md(l.text)}  ` : md(l.text));
  }
  return `${out.join('\n')}\n`;
}
