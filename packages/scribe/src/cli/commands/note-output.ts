import { writeFile } from 'node:fs/promises';
import type { FhirProfile, NoteExportFormat, PaperSize, PatientReport, TypedNote } from '@asha/contracts';
import type { NoteDocument } from '../../export/document.js';
import { noteToAbdmDocument } from '../../export/fhir/abdm/bundle.js';
import { noteToFhirDocument } from '../../export/fhir/bundle.js';
import { stableUuid } from '../../export/fhir/ids.js';
import { noteToPdf } from '../../export/pdf/note-pdf.js';
import { noteToMarkdown, noteToText } from '../../export/text.js';
import { typedNoteToPdf } from '../../export/typed/pdf.js';
import { typedNoteToMarkdown, typedNoteToText } from '../../export/typed/text.js';

/** `--name value` taken out of args; a flag given without its value is refused with the command's usage. */
export function option(args: string[], name: string, usage: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const v = args[i + 1];
  if (!v || v.startsWith('--')) throw new Error(`${name} needs a value.\n${usage}`);
  args.splice(i, 2);
  return v;
}

/**
 * A note document from a report file alone: a draft (nobody signed it), the patient named as the
 * report names them, ids made from the file's contents so the same file exports the same FHIR ids.
 */
export function documentOf(
  report: PatientReport,
  transcript: string | null,
  source: string,
  abhaNumber: string | null = null,
): NoteDocument {
  const name = report.patientInfo.name ?? 'Unnamed patient';
  const at = report.metadata.generatedAt;
  return {
    report,
    patient: {
      id: stableUuid('cli-patient', name, source),
      name,
      dob: report.patientInfo.dateOfBirth,
      gender: report.patientInfo.gender,
      phone: null,
      email: null,
      abhaNumber,
    },
    clinician: {
      id: stableUuid('cli-clinician', process.env.CLINICIAN_NAME ?? ''),
      name: process.env.CLINICIAN_NAME ?? 'Clinician',
      email: null,
    },
    clinic: { name: process.env.CLINIC_NAME ?? 'Asha Scribe clinic' },
    consultation: {
      id: stableUuid('cli-consultation', source),
      recordedAt: at,
      durationSec: null,
      language: report.metadata.sourceLanguages[0] ?? null,
    },
    note: {
      version: 1,
      status: 'draft',
      updatedAt: at,
      signedAt: null,
      signedBy: null,
      engine: report.metadata.engine,
    },
    attachments: { audio: null, transcript },
  };
}

/** The note in one export format: as the consultation note, or as a note of the given type. */
export async function noteBody(
  doc: NoteDocument,
  format: NoteExportFormat,
  o: { paper: PaperSize; typed?: TypedNote; profile?: FhirProfile },
): Promise<Buffer | string> {
  const t = o.typed;
  if (format === 'pdf') return t ? typedNoteToPdf(doc, t, { paper: o.paper }) : noteToPdf(doc, { paper: o.paper });
  if (format === 'fhir') {
    const bundle = o.profile === 'abdm' ? noteToAbdmDocument(doc) : noteToFhirDocument(doc, t);
    return `${JSON.stringify(bundle, null, 2)}\n`;
  }
  if (format === 'markdown') return t ? typedNoteToMarkdown(doc, t) : noteToMarkdown(doc);
  return t ? typedNoteToText(doc, t) : noteToText(doc);
}

/** Writes the note to `out`, or to standard output unless it is a PDF bound for a terminal; the exit code. */
export async function emit(body: Buffer | string, format: string, out: string | undefined): Promise<number> {
  if (out) await writeFile(out, body);
  else if (format === 'pdf' && process.stdout.isTTY) {
    console.error('A PDF is not shown on a terminal: give --out <file.pdf> or redirect the output.');
    return 2;
  } else process.stdout.write(body);
  return 0;
}
