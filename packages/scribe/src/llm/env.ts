import os from 'node:os';
import path from 'node:path';
import { resolveReportModelFile } from '../models/installed.js';
import type { CatalogEntry } from '../models/catalog-types.js';
import type { LlmConfig } from './types.js';

export type LlmEngineChoice = 'auto' | 'none' | 'openai' | 'llama';

/** The report-model settings the server and the CLI read from the environment (README). */
export interface LlmSettings {
  engine: LlmEngineChoice;
  openaiBaseUrl: string;
  openaiApiKey?: string;
  model: string;
  timeoutMs?: number;
  /** A .gguf file; with `auto` it is used in preference to the models folder. */
  llamaModelPath?: string;
  llamaGpu: boolean;
  llamaThreads?: number;
  modelsDir: string;
  catalog?: readonly CatalogEntry[];
}

export function llmSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): LlmSettings {
  const engine = (env.LLM_ENGINE || 'auto').toLowerCase();
  if (!['auto', 'none', 'openai', 'llama'].includes(engine))
    throw new Error(`LLM_ENGINE must be auto, none, openai or llama (got ${engine})`);
  if (engine === 'llama' && !env.LLAMA_MODEL_PATH)
    throw new Error('LLM_ENGINE=llama needs LLAMA_MODEL_PATH (a .gguf file)');
  return {
    engine: engine as LlmEngineChoice,
    openaiBaseUrl: env.OPENAI_BASE_URL || 'https://api.openai.com/v1',
    openaiApiKey: env.OPENAI_API_KEY || undefined,
    model: env.LLM_MODEL || 'gpt-4o-mini',
    timeoutMs: env.LLM_TIMEOUT_MS ? Number(env.LLM_TIMEOUT_MS) : undefined,
    llamaModelPath: env.LLAMA_MODEL_PATH || undefined,
    llamaGpu: env.LLAMA_GPU === 'true',
    llamaThreads: env.LLAMA_THREADS ? Number(env.LLAMA_THREADS) : undefined,
    modelsDir: path.resolve(env.MODELS_DIR || path.join(env.DATA_DIR || './data', 'models')),
  };
}

/**
 * Which engine writes the report. `none`, `openai` and `llama` are taken as said. `auto` goes
 * down the list and takes the first that is there: a remote engine (the clinician's own saved
 * key, then the server's OPENAI_API_KEY), then a local GGUF model (LLAMA_MODEL_PATH, then the
 * largest report model in the models folder that fits this machine's memory), then the built-in
 * writer ('none'). Remote first because it is faster and better than anything a clinic CPU runs.
 */
export async function resolveLlmConfig(
  s: LlmSettings,
  o: { clinicianKey?: string | null; totalMem?: number } = {},
): Promise<LlmConfig> {
  const openai = (apiKey?: string): LlmConfig => ({
    kind: 'openai',
    baseUrl: s.openaiBaseUrl,
    apiKey,
    model: s.model,
    timeoutMs: s.timeoutMs,
  });
  const llama = (modelPath: string): LlmConfig => ({
    kind: 'llama',
    modelPath,
    gpu: s.llamaGpu,
    threads: s.llamaThreads,
  });
  if (s.engine === 'none') return { kind: 'none' };
  if (s.engine === 'openai') return openai(o.clinicianKey ?? s.openaiApiKey);
  if (s.engine === 'llama') return llama(s.llamaModelPath!);
  if (o.clinicianKey) return openai(o.clinicianKey);
  if (s.openaiApiKey) return openai(s.openaiApiKey);
  if (s.llamaModelPath) return llama(path.resolve(s.llamaModelPath));
  const local = await resolveReportModelFile(s.modelsDir, s.catalog, o.totalMem ?? os.totalmem());
  return local ? llama(local.file) : { kind: 'none' };
}

/** The engine's name as the Models page and the report's metadata show it. */
export function describeLlmConfig(c: LlmConfig, viaClinicianKey = false): string {
  if (c.kind === 'none') return 'built-in writer';
  if (c.kind === 'openai') return `openai:${c.model}${viaClinicianKey ? ' (your key)' : ''}`;
  return `llama:${path.basename(c.modelPath)}`;
}

/**
 * The engine that labels Doctor/Patient turns: the report's engine, except that a local model `auto`
 * found writes the report only; labelling with it too would double each consultation's CPU time,
 * and the built-in labeller needs none.
 */
export function rolesLlmConfig(s: LlmSettings, report: LlmConfig): LlmConfig {
  return s.engine === 'auto' && report.kind === 'llama' ? { kind: 'none' } : report;
}
