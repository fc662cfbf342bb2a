import type { LlmConfig } from './types.js';

/**
 * The engine chosen by environment (README): LLM_ENGINE=none|openai|llama, OPENAI_BASE_URL,
 * OPENAI_API_KEY, LLM_MODEL, LLAMA_MODEL_PATH, LLM_TIMEOUT_MS, LLAMA_GPU=true, LLAMA_THREADS. Deterministic by default.
 */
export function llmConfigFromEnv(env: NodeJS.ProcessEnv = process.env): LlmConfig {
  const kind = (env.LLM_ENGINE ?? 'none').toLowerCase();
  if (kind === 'openai') {
    return {
      kind: 'openai',
      baseUrl: env.OPENAI_BASE_URL || 'https://api.openai.com/v1',
      apiKey: env.OPENAI_API_KEY,
      model: env.LLM_MODEL || 'gpt-4o-mini',
      timeoutMs: env.LLM_TIMEOUT_MS ? Number(env.LLM_TIMEOUT_MS) : undefined,
    };
  }
  if (kind === 'llama') {
    if (!env.LLAMA_MODEL_PATH) throw new Error('LLM_ENGINE=llama needs LLAMA_MODEL_PATH (a .gguf file)');
    return { kind: 'llama', modelPath: env.LLAMA_MODEL_PATH, gpu: env.LLAMA_GPU === 'true', threads: env.LLAMA_THREADS ? Number(env.LLAMA_THREADS) : undefined };
  }
  if (kind !== 'none') throw new Error(`LLM_ENGINE must be none, openai or llama (got ${kind})`);
  return { kind: 'none' };
}
