import { readFile } from 'node:fs/promises';
import { TranscriptSchema, type Transcript } from '@asha/contracts';
import { createLlmEngine } from '../../llm/create.js';
import { llmSettingsFromEnv, resolveLlmConfig } from '../../llm/env.js';
import { writeReport } from '../../report/index.js';
import { formatTrace, traceConsultation } from '../../report/reading/trace.js';
import { loadNoteTemplate } from '../../note-types/load.js';
import { renderNote } from '../../note-types/render.js';
import { transcriptFromText, transcriptToText } from '../../transcript-text/index.js';
import { documentOf, emit, noteBody, option } from './note-output.js';
import type { CliCommand } from './types.js';

/** A transcript file: the JSON transcript, or text with Doctor:/Patient: lines or [doctor]/[patient] tags. */
export async function readTranscriptFile(file: string): Promise<Transcript> {
  const text = await readFile(file, 'utf8');
  if (text.trimStart().startsWith('{')) {
    const parsed = TranscriptSchema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(`${file} is JSON but not a transcript: ${parsed.error.issues[0]?.message}`);
    return parsed.data;
  }
  return transcriptFromText(text);
}

const FORMATS = ['text', 'markdown', 'json', 'pdf', 'fhir'] as const;
type TypedFormat = (typeof FORMATS)[number];
const USAGE = `Usage: npm run scribe -- report <transcript file> [--trace] [--type <id|template.json> [--format ${FORMATS.join('|')}] [--out <file>]]`;

/**
 * `report <text file> [--trace]`: prints the stored report JSON {patientReport, evidence, flags}. With
 * `--trace`, standard error first lists each symptom and condition named, whether it was read as denied,
 * and the context rule that decided it. With `--type`, the note in that type instead (a built-in's id or
 * a template file, checked before the report is written): as text, or `--format` Markdown, the typed
 * note's JSON with each statement's evidence, a PDF or a FHIR document.
 */
export const reportCommand: CliCommand = {
  name: 'report',
  usage:
    'report <transcript file> [--trace] [--type <id|file>] [--format f]   write the report (LLM_ENGINE=auto|none|openai|llama)',
  async run(argv) {
    const args = [...argv];
    const type = option(args, '--type', USAGE);
    const format = option(args, '--format', USAGE);
    const out = option(args, '--out', USAGE);
    const trace = args.includes('--trace');
    const [file, ...rest] = args.filter((a) => a !== '--trace');
    if (!file || rest.length || ((format || out) && !type)) {
      console.error(USAGE);
      return 2;
    }
    if (format && !FORMATS.includes(format as TypedFormat)) {
      console.error(`Unknown format '${format}': use one of ${FORMATS.join(', ')}.`);
      return 2;
    }
    const template = type ? await loadNoteTemplate(type) : undefined;
    const transcript = await readTranscriptFile(file);
    if (trace) process.stderr.write(`${formatTrace(traceConsultation(transcript))}\n`);
    const llm = createLlmEngine(await resolveLlmConfig(llmSettingsFromEnv()));
    const stored = await writeReport(transcript, {
      llm,
      onProgress: (p) => process.stderr.write(`${p.stage} ${p.done}/${p.total}\n`),
    });
    if (!template) {
      process.stdout.write(`${JSON.stringify(stored, null, 2)}\n`);
      return 0;
    }
    const typed = renderNote(template, stored);
    const f = (format ?? 'text') as TypedFormat;
    if (f === 'json') return emit(`${JSON.stringify(typed, null, 2)}\n`, f, out);
    const doc = documentOf(stored.patientReport, transcriptToText(transcript), JSON.stringify(stored.patientReport));
    return emit(await noteBody(doc, f, { paper: 'a4', typed }), f, out);
  },
};
