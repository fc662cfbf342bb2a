import { readFile } from 'node:fs/promises';
import { createLlmEngine, llmSettingsFromEnv, resolveLlmConfig, rolesLlmConfig } from '../../llm/index.js';
import { writeReport } from '../../report/index.js';
import { createSpeechEngine, resolveSpeechConfig, speechSettingsFromEnv, transcribeAudio } from '../../speech/index.js';
import type { CliCommand } from './types.js';

/**
 * `npm run scribe -- transcribe <audio> [--report]`: the JSON transcript on
 * stdout (and with --report the StoredReport), progress on stderr. Engines come from the same
 * environment variables as the server (SPEECH_ENGINE, MODELS_DIR, WHISPER_MODEL, OPENAI_*, LLM_*).
 */
export const transcribeCommand: CliCommand = {
  name: 'transcribe',
  usage: 'transcribe <audio file> [--report]   print the JSON transcript (and the report with --report)',
  async run(args) {
    const file = args.find((a) => !a.startsWith('--'));
    if (!file) {
      console.error('Usage: npm run scribe -- transcribe <audio file> [--report]');
      return 2;
    }
    const engine = createSpeechEngine(await resolveSpeechConfig(speechSettingsFromEnv()));
    const settings = llmSettingsFromEnv();
    const llmConfig = await resolveLlmConfig(settings);
    const llm = createLlmEngine(llmConfig);
    try {
      const transcript = await transcribeAudio(await readFile(file), {
        engine,
        llm: rolesLlmConfig(settings, llmConfig) === llmConfig ? llm : null,
        onProgress: (p) => process.stderr.write(`\r${p.stage} ${p.done}/${p.total}        `),
      });
      process.stderr.write('\n');
      if (!args.includes('--report')) {
        console.log(JSON.stringify(transcript, null, 2));
        return 0;
      }
      const report = await writeReport(transcript, { llm, redactRemote: process.env.REDACT_REMOTE !== 'false' });
      console.log(JSON.stringify({ transcript, report }, null, 2));
      return 0;
    } finally {
      await engine.close?.();
    }
  },
};
