import path from 'node:path';
import {
  describeLlmConfig,
  NoSpeechModelError,
  resolveLlmConfig,
  resolveSpeechConfig,
  type LlmConfig,
  type LlmSettings,
  type SpeechConfig,
} from '@asha/scribe';
import type { CoreContext } from '../../context.js';
import { modelsState } from '../models/index.js';
import { getClinicianApiKey } from '../settings/index.js';

/** The engines a clinician's consultations get, before any is loaded. */
export interface EngineChoice {
  /** null: no speech engine is usable (no model installed, no key). */
  speech: SpeechConfig | null;
  llm: LlmConfig;
  llmSettings: LlmSettings;
  viaClinicianKey: boolean;
}

/**
 * A clinician with a saved OpenAI key gets the OpenAI-compatible speech engine with that key, and
 * the report engine LLM_ENGINE picks with that key first (auto: the key, the server's key, a local
 * GGUF, the built-in writer). Everyone else gets the configured engines.
 */
export async function chooseEngines(ctx: CoreContext, clinicianId: string): Promise<EngineChoice> {
  const c = ctx.config;
  const { catalog } = await modelsState(ctx);
  const key = await getClinicianApiKey(ctx.database.db, ctx.appSecret, clinicianId);
  const llmSettings = llmSettingsOf(ctx, catalog);
  const llm = await resolveLlmConfig(llmSettings, { clinicianKey: key });
  if (key) {
    return {
      speech: { kind: 'openai', baseUrl: c.OPENAI_BASE_URL, apiKey: key, model: c.OPENAI_TRANSCRIBE_MODEL },
      llm,
      llmSettings,
      viaClinicianKey: true,
    };
  }
  const speech = await resolveSpeechConfig(speechSettings(ctx)).catch((err: unknown) => {
    if (err instanceof NoSpeechModelError) return null;
    throw err;
  });
  return { speech, llm, llmSettings, viaClinicianKey: false };
}

/** The choice in the words the Models page uses. */
export function describeEngines(choice: EngineChoice): { speech: string | null; report: string } {
  const s = choice.speech;
  const speech = !s
    ? null
    : s.kind === 'whisper'
      ? `whisper:${path.basename(s.modelPath)}`
      : `openai:${s.model}${choice.viaClinicianKey ? ' (your key)' : ''}`;
  return { speech, report: describeLlmConfig(choice.llm, choice.viaClinicianKey && choice.llm.kind === 'openai') };
}

export function speechSettings(ctx: CoreContext) {
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

function llmSettingsOf(ctx: CoreContext, catalog: LlmSettings['catalog']): LlmSettings {
  const c = ctx.config;
  return {
    engine: c.LLM_ENGINE,
    openaiBaseUrl: c.OPENAI_BASE_URL,
    openaiApiKey: c.OPENAI_API_KEY,
    model: c.LLM_MODEL,
    timeoutMs: c.LLM_TIMEOUT_MS,
    llamaModelPath: c.LLAMA_MODEL_PATH,
    llamaGpu: c.LLAMA_GPU,
    llamaThreads: c.LLAMA_THREADS,
    modelsDir: path.resolve(c.MODELS_DIR),
    catalog,
  };
}
