import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTestWhisperModel } from '../testing/whisper-model.js';
import { writeFakeWhisperBinding } from '../testing/whisper-binding.js';
import { decodeAudio } from './decode.js';
import { createSpeechEngine } from './engine.js';
import type { SpeechEngine } from './types.js';
import { SpeechEngineError } from './errors.js';
import { fixture } from '../testing/audio.js';
import { cleanText, createWhisperEngine } from './whisper-engine.js';

describe('whisper.cpp engine (@napi-rs/whisper) on a generated zero-weight model', () => {
  let dir: string;
  let engine: SpeechEngine;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'asha-whisper-'));
    const model = await writeTestWhisperModel(path.join(dir, 'ggml-test.bin'));
    engine = createSpeechEngine({ kind: 'whisper', modelPath: model, threads: 1 });
  });
  afterAll(async () => {
    await engine?.close?.();
    await rm(dir, { recursive: true, force: true });
  });

  it('loads the model and recognises decoded audio off the main thread, in both tasks', async () => {
    const audio = await decodeAudio(fixture('speech.webm'));
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10); // the event loop keeps running while whisper.cpp works
    const original = await engine.recognise(audio.samples, { task: 'transcribe' });
    const english = await engine.recognise(audio.samples, { task: 'translate', language: original.language });
    clearInterval(timer);
    expect(engine.name).toBe('whisper.cpp:ggml-test.bin');
    // Zero weights: the words are meaningless, but a language is detected and the call completes.
    expect(original.language).toMatch(/^[a-z]{2,3}$/);
    expect(typeof original.text).toBe('string');
    expect(typeof english.text).toBe('string');
    expect(ticks).toBeGreaterThan(0);
  }, 120_000);

  it('says clearly when the model file is missing or not a model', async () => {
    expect(() => createSpeechEngine({ kind: 'whisper', modelPath: path.join(dir, 'nope.bin') })).toThrow(
      /does not exist/,
    );
    const junk = path.join(dir, 'junk.bin');
    await writeFile(junk, 'not a model at all');
    const bad = createSpeechEngine({ kind: 'whisper', modelPath: junk });
    const err = await bad.recognise(new Float32Array(16000), { task: 'transcribe' }).catch((e: Error) => e);
    await bad.close?.();
    expect(err).toBeInstanceOf(SpeechEngineError);
    expect((err as Error).message).toMatch(/^The speech model could not be loaded/);
  });
});

describe('whisper.cpp segments', () => {
  it("returns the engine's timed segments in seconds, once the binding has handed them over, without non-speech tags", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'asha-whisper-binding-'));
    const model = path.join(dir, 'model.bin');
    await writeFile(model, 'stand-in');
    const engine = createWhisperEngine({
      modelPath: model,
      threads: 1,
      binding: await writeFakeWhisperBinding(path.join(dir, 'binding.cjs')),
    });
    try {
      const r = await engine.recognise(new Float32Array(4 * 16000), { task: 'transcribe' });
      expect(r.text).toBe('How long has it hurt? Two weeks.');
      expect(r.segments).toEqual([
        { text: 'How long has it hurt?', start: 0, end: 2 },
        { text: 'Two weeks.', start: 2.1, end: 4 },
      ]);
    } finally {
      await engine.close?.();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('cleanText', () => {
  it('drops non-speech tags whisper.cpp emits', () => {
    expect(cleanText(' [BLANK_AUDIO] ')).toBe('');
    expect(cleanText('\u0002\u0002')).toBe('');
    expect(cleanText('(music) I have a cough [_extra_token_50300]')).toBe('I have a cough');
  });
});
