import { describe, expect, it } from 'vitest';
import type { Composition } from '@medplum/fhirtypes';
import { builtinNoteTemplate, type StoredReport } from '@asha/contracts';
import { renderNote } from '../../note-types/render.js';
import { opdReport } from '../../note-types/testing/opd-report.js';
import { noteToFhirDocument } from '../fhir/bundle.js';
import { fhirErrors } from '../testing/fhir-validator.js';
import { noteDocument } from '../testing/fixtures.js';
import { pdfTool } from '../testing/poppler.js';
import { typedNoteToPdf } from './pdf.js';
import { typedNoteToText } from './text.js';

// A referral letter whose body a language model wrote: its free sections' sentences, one cited.
const base = opdReport();
const stored: StoredReport = {
  ...base,
  patientReport: {
    ...base.patientReport,
    noteText: {
      reason: ['Referred to ENT for recurrent sore throat.'],
      request: ['Please assess for tonsillectomy.', 'She would prefer a morning appointment.'],
    },
  },
  evidence: [...base.evidence, { path: 'noteText.request.0', segmentIds: ['s2'] }],
};
const doc = noteDocument(stored.patientReport, { patientName: 'Ramesh Kumar' });
const letter = renderNote(builtinNoteTemplate('referral-letter')!, stored, {
  consultedAt: doc.consultation.recordedAt,
});

describe('a referral letter’s free text leaving the app', () => {
  it('is the section’s text in the plain-text letter, the PDF and the FHIR section’s narrative', async () => {
    const text = typedNoteToText(doc, letter);
    expect(text).toContain('REQUEST\nPlease assess for tonsillectomy. She would prefer a morning appointment.');
    expect(text).toContain('REASON FOR REFERRAL\nReferred to ENT for recurrent sore throat.');

    const page = pdfTool('pdftotext', await typedNoteToPdf(doc, letter)).replace(/\s+/g, ' ');
    expect(page).toContain('Please assess for tonsillectomy. She would prefer a morning appointment.');

    const bundle = noteToFhirDocument(doc, letter);
    expect(fhirErrors(bundle)).toEqual([]);
    const request = (bundle.entry![0]!.resource as Composition).section!.find((s) => s.title === 'Request')!;
    expect(request.text!.div).toContain('Please assess for tonsillectomy. She would prefer a morning appointment.');

    // Outside its type (the report's own sections), the free text is a section of its own, under each part's name.
    const untyped = noteToFhirDocument(doc);
    expect(fhirErrors(untyped)).toEqual([]);
    const own = (untyped.entry![0]!.resource as Composition).section!.find((s) => s.title === 'Note text')!;
    expect(own.text!.div).toContain('<b>Request:</b> Please assess for tonsillectomy.');
  }, 60_000);
});
