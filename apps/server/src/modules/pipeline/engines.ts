import path from 'node:path';
import {
  createLlmEngine,
  createSpeechEngine,
  resolveSpeechConfig,
  type LlmConfig,
  type LlmEngine,
  type SpeechConfig,
  type SpeechEngine,
} from '@asha/scribe';
import type { AppContext } from '../../context.js';
import { getClinicianApiKey } from '../settings/api-key.service.js';

export interface Engines {
  speech: SpeechEngine;
  llm: LlmEngine | null;
}

/**
 * Engines per clinician (issue #7, item 7): a clinician with a saved OpenAI key gets the
 * OpenAI-compatible speech and language engines with that key; everyone else gets the configured
 * ones. The whisper.cpp engine is kept between jobs (loading a model takes seconds) and closed
 * with the worker.
 */
export function createEngineProvider(ctx: AppContext) {
  const whisper = new Map<string, SpeechEngine>();
  const c = ctx.config;

  async function forClinician(clinicianId: string): Promise<Engines> {
    const key = await getClinicianApiKey(ctx.database.db, ctx.appSecret, clinicianId);
    if (key) {
      return {
        speech: createSpeechEngine({ kind: 'openai', baseUrl: c.OPENAI_BASE_URL, apiKey: key, model: c.OPENAI_TRANSCRIBE_MODEL }),
        llm: createLlmEngine({ kind: 'openai', baseUrl: c.OPENAI_BASE_URL, apiKey: key, model: c.LLM_MODEL }),
      };
    }
    return { speech: speechEngine(await resolveSpeechConfig(speechSettings(ctx))), llm: createLlmEngine(llmConfig(ctx)) };
  }

  function speechEngine(config: SpeechConfig): SpeechEngine {
    if (config.kind !== 'whisper') return createSpeechEngine(config);
    let engine = whisper.get(config.modelPath);
    if (!engine) {
      engine = createSpeechEngine(config);
      whisper.set(config.modelPath, engine);
    }
    return engine;
  }

  async function close() {
    await Promise.all([...whisper.values()].map((e) => e.close?.()));
    whisper.clear();
  }

  return { forClinician, close };
}

export type EngineProvider = ReturnType<typeof createEngineProvider>;

export function speechSettings(ctx: AppContext) {
  const c = ctx.config;
  return {
    engine: c.SPEECH_ENGINE,
    modelsDir: path.resolve(c.MODELS_DIR),
    whisperModel: c.WHISPER_MODEL,
    threads: c.WHISPER_THREADS,
    openaiBaseUrl: c.OPENAI_BASE_URL,
    openaiApiKey: c.OPENAI_API_KEY,
    openaiModel: c.OPENAI_TRANSCRIBE_MODEL,
  };
}

function llmConfig(ctx: AppContext): LlmConfig {
  const c = ctx.config;
  if (c.LLM_ENGINE === 'openai') {
    return { kind: 'openai', baseUrl: c.OPENAI_BASE_URL, apiKey: c.OPENAI_API_KEY, model: c.LLM_MODEL, timeoutMs: c.LLM_TIMEOUT_MS };
  }
  if (c.LLM_ENGINE === 'llama' && c.LLAMA_MODEL_PATH) {
    return { kind: 'llama', modelPath: c.LLAMA_MODEL_PATH, gpu: c.LLAMA_GPU, threads: c.LLAMA_THREADS };
  }
  return { kind: 'none' };
}
