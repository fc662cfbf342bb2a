import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLlmEngine, llmSettingsFromEnv, resolveLlmConfig } from '../llm/index.js';
import type { LlamaEngine } from '../llm/llama.js';
import { writeTestGgufModel } from '../testing/gguf-model.js';
import { transcriptFromText } from '../transcript-text/index.js';
import { writeReport } from './write.js';

const consult = transcriptFromText(
  'Doctor: What brings you in today?\nPatient: I have had a headache for three days.\nDoctor: Your blood pressure is 150 over 95.\nDoctor: Start paracetamol 500 mg twice a day.',
);

describe('LLM_ENGINE=auto with a GGUF model in the models folder', () => {
  let dir = '';
  let engine: LlamaEngine | null = null;
  afterAll(async () => {
    await engine?.dispose();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it(
    'writes the report with the local model through node-llama-cpp, and the checker flags what it left out',
    { timeout: 240_000 },
    async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'asha-auto-gguf-'));
      await writeTestGgufModel(path.join(dir, 'structure-test.gguf'));
      const config = await resolveLlmConfig(llmSettingsFromEnv({ MODELS_DIR: dir, LLAMA_THREADS: '1' }));
      expect(config).toMatchObject({ kind: 'llama', modelPath: path.join(dir, 'structure-test.gguf') });
      engine = createLlmEngine(config) as LlamaEngine;
      const stored = await writeReport(consult, { llm: engine });
      // The structure-only test model answers with the emptiest report the grammar allows: it is taken
      // as the model's report, and the checker flags what the transcript says and the report left out.
      expect(stored.patientReport.metadata.engine).toBe('llama:structure-test.gguf');
      expect(stored.flags.filter((f) => f.kind === 'omitted').length).toBeGreaterThan(0);
    },
  );
});
