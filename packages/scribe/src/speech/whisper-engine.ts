import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Recognition, SpeechEngine, TimedSegment } from './types.js';
import { SpeechEngineError } from './errors.js';
import { WHISPER_WORKER_SOURCE } from './whisper-worker-source.js';

const require = createRequire(import.meta.url);

interface Pending {
  resolve: (r: Recognition) => void;
  reject: (e: Error) => void;
}

/**
 * Threads for whisper.cpp. ggml's threads spin while they wait for each other, so on a small or
 * busy machine more threads than free cores is dramatically slower (measured: 213 s vs 1.1 s for
 * the same call with 2 threads on 2 shared cores); leave one core for the server.
 */
export function defaultWhisperThreads(): number {
  return Math.max(1, Math.min(8, os.availableParallelism() - 1));
}

/**
 * Local whisper.cpp through @napi-rs/whisper, on its own worker thread. `binding` is the path of
 * the module to load in its place (tests give a stand-in that needs no model).
 */
export function createWhisperEngine(c: { modelPath: string; threads?: number; binding?: string }): SpeechEngine {
  const modelPath = path.resolve(c.modelPath);
  if (!existsSync(modelPath)) throw new SpeechEngineError(`The speech model file ${modelPath} does not exist.`, false);
  const worker = new Worker(WHISPER_WORKER_SOURCE, {
    eval: true,
    workerData: {
      modelPath,
      threads: c.threads ?? defaultWhisperThreads(),
      bindingPath: c.binding ?? require.resolve('@napi-rs/whisper'),
    },
  });
  worker.unref();
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let failure: Error | null = null;
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('message', (m: { ready: boolean; error?: string }) => {
      if (m.ready) return resolve();
      reject(new SpeechEngineError(`The speech model could not be loaded: ${m.error}`, false));
    });
  });
  ready.catch(() => undefined);
  worker.on(
    'message',
    (m: { id?: number; text?: string; language?: string; segments?: TimedSegment[]; error?: string }) => {
      const p = m.id ? pending.get(m.id) : undefined;
      if (!p) return;
      pending.delete(m.id!);
      if (pending.size === 0) worker.unref();
      if (m.error) return p.reject(new SpeechEngineError(`whisper.cpp failed: ${m.error}`, false));
      const segments = (m.segments ?? [])
        .map((s) => ({ ...s, text: cleanText(s.text) }))
        .filter((s) => s.text && s.end > s.start);
      p.resolve({
        text: cleanText(m.text ?? ''),
        language: m.language ?? 'und',
        confidence: null,
        ...(segments.length ? { segments } : {}),
      });
    },
  );
  const fail = (err: Error) => {
    failure = new SpeechEngineError(`The speech worker stopped: ${err.message}`, true);
    for (const p of pending.values()) p.reject(failure);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`exit code ${code}`)));

  return {
    name: `whisper.cpp:${path.basename(modelPath)}`,
    async recognise(samples, o) {
      await ready;
      if (failure) throw failure;
      const id = nextId++;
      const copy = samples.slice(); // transferred to the worker; the caller keeps its own view
      worker.ref(); // keep the process alive while a segment is being recognised
      return new Promise<Recognition>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, samples: copy, task: o.task, language: o.language }, [copy.buffer]);
      });
    },
    async close() {
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}

/**
 * whisper.cpp marks non-speech with bracketed tags ('[BLANK_AUDIO]', '(music)') and can emit
 * control bytes; they are not words anyone said, so they never reach the transcript.
 */
export function cleanText(text: string): string {
  return (
    text
      .replace(/\[[^\]]*\]|\([^)]*\)|\*[^*]*\*/g, ' ')
      // eslint-disable-next-line no-control-regex -- byte tokens of an untrained model are not words
      .replace(/[\u0000-\u001f\u007f\ufffd]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
