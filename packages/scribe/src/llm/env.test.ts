import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeLlmConfig, llmSettingsFromEnv, resolveLlmConfig, rolesLlmConfig } from './env.js';

describe('LLM_ENGINE=auto', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'asha-llm-auto-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));
  const settings = (env: Record<string, string> = {}) => llmSettingsFromEnv({ MODELS_DIR: dir, ...env });

  it('is the default, and with nothing configured or installed the built-in writer writes', async () => {
    expect(settings().engine).toBe('auto');
    const c = await resolveLlmConfig(settings());
    expect(c).toEqual({ kind: 'none' });
    expect(describeLlmConfig(c)).toBe('built-in writer');
  });

  it("takes the clinician's key first, then the server's key, then a local model, then the built-in writer", async () => {
    await writeFile(path.join(dir, 'qwen2-1_5b-instruct-q4_0.gguf'), 'x');
    const s = settings({ OPENAI_API_KEY: 'sk-server', OPENAI_BASE_URL: 'http://llm.local/v1' });
    const own = await resolveLlmConfig(s, { clinicianKey: 'sk-own' });
    expect(own).toMatchObject({ kind: 'openai', apiKey: 'sk-own', baseUrl: 'http://llm.local/v1' });
    expect(describeLlmConfig(own, true)).toBe('openai:gpt-4o-mini (your key)');
    expect(await resolveLlmConfig(s)).toMatchObject({ kind: 'openai', apiKey: 'sk-server' });
    const local = await resolveLlmConfig(settings());
    expect(local).toMatchObject({ kind: 'llama', modelPath: path.join(dir, 'qwen2-1_5b-instruct-q4_0.gguf') });
    expect(describeLlmConfig(local)).toBe('llama:qwen2-1_5b-instruct-q4_0.gguf');
    expect(await resolveLlmConfig(settings({ LLAMA_MODEL_PATH: '/models/mine.gguf' }))).toMatchObject({
      kind: 'llama',
      modelPath: '/models/mine.gguf',
    });
    await rm(path.join(dir, 'qwen2-1_5b-instruct-q4_0.gguf'));
    expect(await resolveLlmConfig(settings())).toEqual({ kind: 'none' });
  });

  it('a local model found by auto writes the report only; an engine chosen by name labels speakers too', async () => {
    const local = { kind: 'llama' as const, modelPath: '/m.gguf' };
    expect(rolesLlmConfig(settings(), local)).toEqual({ kind: 'none' });
    expect(rolesLlmConfig(settings({ LLM_ENGINE: 'llama', LLAMA_MODEL_PATH: '/m.gguf' }), local)).toBe(local);
    const remote = { kind: 'openai' as const, baseUrl: 'x', model: 'm' };
    expect(rolesLlmConfig(settings(), remote)).toBe(remote);
  });

  it('takes an engine named outright as said, and refuses unknown names', async () => {
    expect(
      await resolveLlmConfig(settings({ LLM_ENGINE: 'none', OPENAI_API_KEY: 'sk' }), { clinicianKey: 'k' }),
    ).toEqual({ kind: 'none' });
    expect(await resolveLlmConfig(settings({ LLM_ENGINE: 'openai' }))).toMatchObject({
      kind: 'openai',
      apiKey: undefined,
    });
    expect(() => settings({ LLM_ENGINE: 'gpt' })).toThrow('LLM_ENGINE must be auto, none, openai or llama (got gpt)');
    expect(() => settings({ LLM_ENGINE: 'llama' })).toThrow(/LLAMA_MODEL_PATH/);
  });
});
