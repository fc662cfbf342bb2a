import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveSpeechConfig, speechSettingsFromEnv } from './config.js';
import { NoSpeechModelError } from './errors.js';

describe('resolveSpeechConfig (SPEECH_ENGINE=auto|whisper|openai)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'asha-speech-config-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));
  const env = (e: Record<string, string>) => speechSettingsFromEnv({ MODELS_DIR: dir, ...e });

  it('auto picks whisper.cpp when a model is in MODELS_DIR', async () => {
    await writeFile(path.join(dir, 'ggml-base.bin'), 'x');
    expect(await resolveSpeechConfig(env({ OPENAI_API_KEY: 'sk-1' }))).toEqual({
      kind: 'whisper',
      modelPath: path.join(dir, 'ggml-base.bin'),
      threads: undefined,
    });
  });

  it('auto falls back to OpenAI when only a key is set', async () => {
    expect(
      await resolveSpeechConfig(env({ OPENAI_API_KEY: 'sk-1', OPENAI_TRANSCRIBE_MODEL: 'gpt-4o-transcribe' })),
    ).toEqual({
      kind: 'openai',
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-1',
      model: 'gpt-4o-transcribe',
    });
  });

  it('auto with neither says where the clinician installs a model, and keeps the command for a terminal', async () => {
    const err = await resolveSpeechConfig(env({})).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NoSpeechModelError);
    expect((err as NoSpeechModelError).message).toBe(
      'No speech model installed. Install a speech model in Settings → Models, or save an OpenAI key.',
    );
    expect((err as NoSpeechModelError).command).toBe('npm run models -- pull small-q5_1');
  });

  it('whisper ignores an OpenAI key and needs a model', async () => {
    await expect(resolveSpeechConfig(env({ SPEECH_ENGINE: 'whisper', OPENAI_API_KEY: 'sk-1' }))).rejects.toThrow(
      /No speech model installed/,
    );
  });

  it('WHISPER_MODEL may be a path, which must exist', async () => {
    await expect(resolveSpeechConfig(env({ WHISPER_MODEL: path.join(dir, 'missing.bin') }))).rejects.toThrow(
      /does not exist/,
    );
  });

  it('refuses an unknown engine name', () => {
    expect(() => speechSettingsFromEnv({ SPEECH_ENGINE: 'vosk' })).toThrow(
      'SPEECH_ENGINE must be auto, whisper or openai (got vosk)',
    );
  });
});
