import { readFile } from 'node:fs/promises';
import {
  AbhaNumberSchema,
  FhirProfileSchema,
  NOTE_EXPORT_FORMATS,
  PaperSizeSchema,
  PatientReportSchema,
  StoredReportSchema,
  type NoteExportFormat,
  type StoredReport,
} from '@asha/contracts';
import { loadNoteTemplate } from '../../note-types/load.js';
import { renderNote } from '../../note-types/render.js';
import { transcriptToText } from '../../transcript-text/index.js';
import { documentOf, emit, noteBody, option } from './note-output.js';
import { readTranscriptFile } from './report.js';
import type { CliCommand } from './types.js';

const FORMATS = Object.keys(NOTE_EXPORT_FORMATS) as NoteExportFormat[];
const USAGE = [
  `Usage: npm run scribe -- export --format ${FORMATS.join('|')} <report.json>`,
  '[--type <id|template.json>] [--transcript <file>] [--out <file>]',
  '[--paper a4|letter] [--profile default|abdm] [--abha <ABHA number>]',
].join(' ');

/** A report file as the pipeline stores it ({patientReport, evidence, flags}) or the report alone (no evidence then). */
async function readReportFile(file: string): Promise<Pick<StoredReport, 'patientReport' | 'evidence'>> {
  const json: unknown = JSON.parse(await readFile(file, 'utf8'));
  const stored = StoredReportSchema.safeParse(json);
  if (stored.success) return stored.data;
  const report = StoredReportSchema.shape.patientReport.safeParse((json as { patientReport?: unknown })?.patientReport);
  if (report.success) return { patientReport: report.data, evidence: [] };
  const bare = PatientReportSchema.safeParse(json);
  if (bare.success) return { patientReport: bare.data, evidence: [] };
  const issue = bare.error.issues[0]!;
  throw new Error(`${file} is not a report: ${issue.path.join('.') || 'the file'}: ${issue.message}`);
}

/** `export --format text|markdown|pdf|fhir <report.json> [--type <id|file>]`: the note as the API exports it, or as a note of that type. */
export const exportCommand: CliCommand = {
  name: 'export',
  usage: `export --format ${FORMATS.join('|')} <report.json> [--type t] [--transcript f] [--out f] [--profile abdm]   the note as text, PDF or a FHIR R4 document`,
  async run(argv) {
    const args = [...argv];
    const format = option(args, '--format', USAGE);
    const type = option(args, '--type', USAGE);
    const transcriptFile = option(args, '--transcript', USAGE);
    const out = option(args, '--out', USAGE);
    const paper = PaperSizeSchema.safeParse(option(args, '--paper', USAGE) ?? 'a4');
    const profile = FhirProfileSchema.safeParse(option(args, '--profile', USAGE) ?? 'default');
    const abhaText = option(args, '--abha', USAGE);
    const abha = abhaText === undefined ? null : AbhaNumberSchema.safeParse(abhaText);
    const [file, ...rest] = args;
    if (!format || !file || rest.length) {
      console.error(USAGE);
      return 2;
    }
    if (!FORMATS.includes(format as NoteExportFormat)) {
      console.error(`Unknown format '${format}': use one of ${FORMATS.join(', ')}.`);
      return 2;
    }
    for (const parsed of [paper, profile, abha])
      if (parsed && !parsed.success) {
        console.error(parsed.error.issues[0]!.message);
        return 2;
      }
    // ABDM's OP consultation record is one document of its own: it has no note types, and it is FHIR.
    if (profile.data === 'abdm' && (format !== 'fhir' || type)) {
      console.error(
        '--profile abdm is a FHIR export of the consultation note: use it with --format fhir and no --type.',
      );
      return 2;
    }
    const template = type ? await loadNoteTemplate(type) : undefined;
    const stored = await readReportFile(file);
    const report = stored.patientReport;
    const transcript = transcriptFile ? transcriptToText(await readTranscriptFile(transcriptFile)) : null;
    const doc = documentOf(report, transcript, JSON.stringify(report), abha?.data ?? null);
    const typed = template && renderNote(template, stored, { consultedAt: doc.consultation.recordedAt });
    const body = await noteBody(doc, format as NoteExportFormat, {
      paper: paper.data!,
      profile: profile.data!,
      ...(typed ? { typed } : {}),
    });
    return emit(body, format, out);
  },
};
