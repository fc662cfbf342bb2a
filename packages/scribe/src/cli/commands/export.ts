import { readFile, writeFile } from 'node:fs/promises';
import {
  NOTE_EXPORT_FORMATS,
  PaperSizeSchema,
  PatientReportSchema,
  StoredReportSchema,
  type NoteExportFormat,
  type PatientReport,
} from '@asha/contracts';
import type { NoteDocument } from '../../export/document.js';
import { noteToFhirDocument } from '../../export/fhir/bundle.js';
import { stableUuid } from '../../export/fhir/ids.js';
import { noteToPdf } from '../../export/pdf/note-pdf.js';
import { noteToMarkdown, noteToText } from '../../export/text.js';
import { transcriptToText } from '../../transcript-text/index.js';
import { readTranscriptFile } from './report.js';
import type { CliCommand } from './types.js';

const FORMATS = Object.keys(NOTE_EXPORT_FORMATS) as NoteExportFormat[];
const USAGE = `Usage: npm run scribe -- export --format ${FORMATS.join('|')} <report.json> [--transcript <file>] [--out <file>] [--paper a4|letter]`;

/** A report file as the pipeline stores it ({patientReport, evidence, flags}) or the report alone. */
async function readReportFile(file: string): Promise<PatientReport> {
  const json: unknown = JSON.parse(await readFile(file, 'utf8'));
  const stored = StoredReportSchema.shape.patientReport.safeParse((json as { patientReport?: unknown })?.patientReport);
  if (stored.success) return stored.data;
  const bare = PatientReportSchema.safeParse(json);
  if (bare.success) return bare.data;
  const issue = bare.error.issues[0]!;
  throw new Error(`${file} is not a report: ${issue.path.join('.') || 'the file'}: ${issue.message}`);
}

/**
 * A note document from a report file alone: a draft (nobody signed it), the patient named as the
 * report names them, ids made from the file's contents so the same file exports the same FHIR ids.
 */
function documentOf(report: PatientReport, transcript: string | null, source: string): NoteDocument {
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

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const v = args[i + 1];
  if (!v || v.startsWith('--')) throw new Error(`${name} needs a value.\n${USAGE}`);
  args.splice(i, 2);
  return v;
}

/** `export --format text|markdown|pdf|fhir <report.json>`: the note as the API exports it, for scripts and evaluation. */
export const exportCommand: CliCommand = {
  name: 'export',
  usage: `export --format ${FORMATS.join('|')} <report.json> [--transcript f] [--out f]   the note as text, PDF or a FHIR R4 document`,
  async run(argv) {
    const args = [...argv];
    const format = option(args, '--format');
    const transcriptFile = option(args, '--transcript');
    const out = option(args, '--out');
    const paper = PaperSizeSchema.safeParse(option(args, '--paper') ?? 'a4');
    const [file, ...rest] = args;
    if (!format || !file || rest.length) {
      console.error(USAGE);
      return 2;
    }
    if (!FORMATS.includes(format as NoteExportFormat)) {
      console.error(`Unknown format '${format}': use one of ${FORMATS.join(', ')}.`);
      return 2;
    }
    if (!paper.success) {
      console.error(paper.error.issues[0]!.message);
      return 2;
    }
    const report = await readReportFile(file);
    const transcript = transcriptFile ? transcriptToText(await readTranscriptFile(transcriptFile)) : null;
    const doc = documentOf(report, transcript, JSON.stringify(report));
    const body: Buffer | string =
      format === 'pdf'
        ? await noteToPdf(doc, { paper: paper.data })
        : format === 'fhir'
          ? `${JSON.stringify(noteToFhirDocument(doc), null, 2)}\n`
          : format === 'markdown'
            ? noteToMarkdown(doc)
            : noteToText(doc);
    if (out) await writeFile(out, body);
    else if (format === 'pdf' && process.stdout.isTTY) {
      console.error('A PDF is not shown on a terminal: give --out <file.pdf> or redirect the output.');
      return 2;
    } else process.stdout.write(body);
    return 0;
  },
};
