import type { CompositionSection, Narrative, Reference } from '@medplum/fhirtypes';
import type { NoteFact, ReportSection, TypedNote } from '@asha/contracts';
import { RX_HEADER, rxCells, rxRemark, sectionLines, shownSections } from '../typed/lines.js';
import { LOINC } from './codes.js';
import { narrative } from './narrative.js';

type AnyRef = Reference<never>;

/** The report sections whose resources (vital signs, medicines, allergies, diagnoses, planned medicines) a fact states. */
const FACT_RESOURCES: Partial<Record<NoteFact, ReportSection>> = {
  vitals: 'vitals',
  medications: 'medications',
  allergies: 'allergies',
  assessment: 'assessment',
  medicationOrders: 'plan',
  plan: 'plan',
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An Rx table as narrative XHTML, with the section's other lines after it. */
function rxNarrative(s: TypedNote['sections'][number]): Narrative {
  const head = `<tr><th>#</th>${[...RX_HEADER, 'Note'].map((h) => `<th>${h}</th>`).join('')}</tr>`;
  const rows = s.rows
    .map(
      (r, i) =>
        `<tr><td>${i + 1}</td>${[...rxCells(r), rxRemark(r) ?? ''].map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`,
    )
    .join('');
  const rest = narrative(sectionLines(s)).div.replace(/^<div[^>]*>|<\/div>$/g, '');
  return {
    status: 'generated',
    div: `<div xmlns="http://www.w3.org/1999/xhtml"><table>${head}${rows}</table>${rest}</div>`,
  };
}

/**
 * The Composition's sections for a note of some type: one per template section that holds anything,
 * in the template's order, LOINC-coded where the section has a code, each listing the resources its
 * facts state. A resource goes in the first section that states it.
 */
export function typedCompositionSections(note: TypedNote, stated: Map<ReportSection, AnyRef[]>): CompositionSection[] {
  const used = new Set<ReportSection>();
  return shownSections(note).map((s): CompositionSection => {
    const entry = s.from.flatMap((f) => {
      const section = FACT_RESOURCES[f];
      if (!section || used.has(section)) return [];
      used.add(section);
      return stated.get(section) ?? [];
    });
    return {
      title: s.title,
      code: s.loinc
        ? { coding: [{ system: LOINC, code: s.loinc.code, display: s.loinc.display }], text: s.title }
        : { text: s.title },
      text: s.rows.length ? rxNarrative(s) : narrative(sectionLines(s)),
      ...(entry.length ? { entry } : {}),
    };
  });
}
