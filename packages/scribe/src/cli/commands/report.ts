import { readFile } from 'node:fs/promises';
import { TranscriptSchema, type Transcript } from '@asha/contracts';
import { createLlmEngine } from '../../llm/create.js';
import { llmSettingsFromEnv, resolveLlmConfig } from '../../llm/env.js';
import { writeReport } from '../../report/index.js';
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

/** `report <text file>`: prints the stored report JSON {patientReport, evidence, flags}. */
export const reportCommand: CliCommand = {
  name: 'report',
  usage: 'report <transcript file>   write the report (LLM_ENGINE=auto|none|openai|llama)',
  async run(args) {
    const [file] = args;
    if (!file) {
      console.error('Usage: npm run scribe -- report <transcript file>');
      return 2;
    }
    const llm = createLlmEngine(await resolveLlmConfig(llmSettingsFromEnv()));
    const stored = await writeReport(await readTranscriptFile(file), {
      llm,
      onProgress: (p) => process.stderr.write(`${p.stage} ${p.done}/${p.total}\n`),
    });
    process.stdout.write(`${JSON.stringify(stored, null, 2)}\n`);
    return 0;
  },
};
