import type { Narrative } from '@medplum/fhirtypes';
import type { NoteLine } from '../sections.js';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A section's lines as FHIR narrative XHTML: list items as a list, labelled values and paragraphs as paragraphs. */
export function narrative(lines: NoteLine[]): Narrative {
  const parts: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (list.length) parts.push(`<ul>${list.join('')}</ul>`);
    list = [];
  };
  for (const l of lines) {
    if (l.bullet) {
      list.push(`<li>${esc(l.text)}</li>`);
      continue;
    }
    flush();
    parts.push(l.label ? `<p><b>${esc(l.label)}:</b> ${esc(l.text)}</p>` : `<p>${esc(l.text)}</p>`);
  }
  flush();
  return { status: 'generated', div: `<div xmlns="http://www.w3.org/1999/xhtml">${parts.join('')}</div>` };
}

/** A one-line narrative for a resource. */
export const textNarrative = (text: string): Narrative => ({
  status: 'generated',
  div: `<div xmlns="http://www.w3.org/1999/xhtml"><p>${esc(text)}</p></div>`,
});
