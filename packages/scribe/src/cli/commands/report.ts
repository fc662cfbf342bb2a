import { readFile } from 'node:fs/promises';
import { TranscriptSchema, type Transcript } from '@asha/contracts';
import { createLlmEngine } from '../../llm/create.js';
import { llmSettingsFromEnv, resolveLlmConfig } from '../../llm/env.js';
import { writeReport } from '../../report/index.js';
import { formatTrace, traceConsultation } from '../../report/reading/trace.js';
import { transcriptFromText } from '../../transcript-text/index.js';
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

/**
 * `report <text file> [--trace]`: prints the stored report JSON {patientReport, evidence, flags}. With
 * `--trace`, standard error first lists each symptom and condition named, whether it was read as denied,
 * and the context rule that decided it.
 */
export const reportCommand: CliCommand = {
  name: 'report',
  usage: 'report <transcript file> [--trace]   write the report (LLM_ENGINE=auto|none|openai|llama)',
  async run(args) {
    const trace = args.includes('--trace');
    const [file] = args.filter((a) => a !== '--trace');
    if (!file) {
      console.error('Usage: npm run scribe -- report <transcript file> [--trace]');
      return 2;
    }
    const transcript = await readTranscriptFile(file);
    if (trace) process.stderr.write(`${formatTrace(traceConsultation(transcript))}\n`);
    const llm = createLlmEngine(await resolveLlmConfig(llmSettingsFromEnv()));
    const stored = await writeReport(transcript, {
      llm,
      onProgress: (p) => process.stderr.write(`${p.stage} ${p.done}/${p.total}\n`),
    });
    process.stdout.write(`${JSON.stringify(stored, null, 2)}\n`);
    return 0;
  },
};
