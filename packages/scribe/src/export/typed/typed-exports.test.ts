import { beforeAll, describe, expect, it } from 'vitest';
import type { Bundle, Composition } from '@medplum/fhirtypes';
import { BUILTIN_NOTE_TEMPLATES, builtinNoteTemplate } from '@asha/contracts';
import { renderNote } from '../../note-types/render.js';
import { opdReport } from '../../note-types/testing/opd-report.js';
import { noteToFhirDocument } from '../fhir/bundle.js';
import { fhirErrors } from '../testing/fhir-validator.js';
import { noteDocument } from '../testing/fixtures.js';
import { pdfTool } from '../testing/poppler.js';
import { typedNoteToPdf } from './pdf.js';
import { typedNoteToMarkdown, typedNoteToText } from './text.js';

const stored = opdReport();
const doc = noteDocument(stored.patientReport, { patientName: 'Ramesh Kumar' });
const typed = (id: string) =>
  renderNote(builtinNoteTemplate(id)!, stored, { consultedAt: doc.consultation.recordedAt });
const composition = (b: Bundle) => b.entry![0]!.resource as Composition;
const kinds = (b: Bundle) => b.entry!.map((e) => e.resource!.resourceType);

describe('a note of each type leaves as text, PDF and FHIR', () => {
  // The validator indexes the FHIR base definitions once, which takes seconds on a busy machine.
  beforeAll(() => void fhirErrors({ resourceType: 'Basic', code: { text: 'warm-up' } }), 60_000);

  it.each(BUILTIN_NOTE_TEMPLATES.map((t) => [t.id] as const))(
    '%s: text and FHIR hold its sections in order; the FHIR document validates',
    (id) => {
      const note = typed(id);
      const shown = note.sections.filter((s) => s.statements.length || s.rows.length).map((s) => s.title);
      const text = typedNoteToText(doc, note);
      expect(text.split('\n')[1]).toBe(`${note.template.name} — Ramesh Kumar (female, born 1973-04-12)`);
      const headings = text.split('\n').filter((l) => shown.map((t) => t.toUpperCase()).includes(l));
      expect(headings).toEqual(shown.map((t) => t.toUpperCase()));
      const bundle = noteToFhirDocument(doc, note);
      expect(fhirErrors(bundle)).toEqual([]);
      const c = composition(bundle);
      expect(c.type.coding![0]).toMatchObject({ system: 'http://loinc.org', code: note.template.loinc!.code });
      expect(c.title).toBe(`${note.template.name} (draft, not signed)`);
      expect(c.section!.map((s) => s.title)).toEqual(shown);
      // Only what the type shows goes in the document: every stated resource is some section's entry.
      const referenced = new Set(c.section!.flatMap((s) => (s.entry ?? []).map((e) => e.reference)));
      const stated = bundle.entry!.filter((e) =>
        ['Observation', 'MedicationStatement', 'AllergyIntolerance', 'Condition'].includes(e.resource!.resourceType),
      );
      expect(stated.filter((e) => !referenced.has(e.fullUrl))).toEqual([]);
    },
  );

  it('writes the OPD prescription as text and Markdown with the Rx table, blank where nothing was said', () => {
    const text = typedNoteToText(doc, typed('opd-prescription'));
    expect(text).toContain(
      [
        'RX',
        '1. Paracetamol 650 mg — 1-1-1 — after food — 3 days',
        '2. Cetirizine 10 mg — 0-0-1',
        '3. Pantoprazole 40 mg — 1-0-0 — before food — 5 days',
        '4. Metformin 500 mg — 1-0-1 — after food (continue)',
        '- Stop ibuprofen',
      ].join('\n'),
    );
    expect(text).toContain('REVIEW\n- In 5 days (28 Nov 2026)\n- Sooner if the fever persists beyond 3 days.');
    const md = typedNoteToMarkdown(doc, typed('opd-prescription'));
    expect(md).toContain('| 2 | Cetirizine | 10 mg | 0-0-1 |  |  |  |');
  });

  it('codes the OPD document as a prescription, its Rx section as a table, and keeps vital signs of its findings', () => {
    const bundle = noteToFhirDocument(doc, typed('opd-prescription'));
    const c = composition(bundle);
    const rx = c.section!.find((s) => s.title === 'Rx')!;
    expect(rx.code!.coding![0]!.code).toBe('57828-6');
    expect(rx.text!.div).toContain(
      '<td>Paracetamol</td><td>650 mg</td><td>1-1-1</td><td>after food</td><td>3 days</td>',
    );
    expect(rx.entry).toHaveLength(5);
    expect(c.section!.find((s) => s.title === 'Findings')!.entry).toHaveLength(3);
    const instructions = noteToFhirDocument(doc, typed('patient-instructions'));
    expect(kinds(instructions)).not.toContain('Observation');
    expect(kinds(instructions)).not.toContain('AllergyIntolerance');
  });

  it('prints a typical OPD prescription on one A4 page, and every type as a PDF with its sections', async () => {
    const pdf = await typedNoteToPdf(doc, typed('opd-prescription'));
    const info = pdfTool('pdfinfo', pdf);
    expect(info).toMatch(/Pages:\s+1\n/);
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    const text = pdfTool('pdftotext', pdf, '-layout');
    expect(text).toMatch(/1\.\s+Paracetamol\s+650 mg\s+1-1-1\s+After food\s+3 days/);
    expect(text).toMatch(/2\.\s+Cetirizine\s+10 mg\s+0-0-1\n/);
    for (const id of ['soap', 'referral-letter']) {
      const note = typed(id);
      const page = pdfTool('pdftotext', await typedNoteToPdf(doc, note));
      expect(page).toContain(note.template.name);
      for (const s of note.sections.filter((x) => x.statements.length)) expect(page).toContain(s.title);
    }
  }, 30_000);
});
