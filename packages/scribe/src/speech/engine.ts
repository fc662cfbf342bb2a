import { createOpenAiSpeechEngine } from './openai-engine.js';
import { createWhisperEngine } from './whisper-engine.js';

/** How the server or CLI picks a recogniser (issue #7, item 3). */
export type SpeechConfig =
  | { kind: 'whisper'; modelPath: string; threads?: number }
  | { kind: 'openai'; baseUrl: string; apiKey?: string; model: string; timeoutMs?: number };

export interface Recognition {
  text: string;
  /** ISO 639-1 code as Whisper names it ('hi', 'ta', 'en'). */
  language: string;
  /** 0..1 from the recogniser's token log-probabilities where it reports them, else null. */
  confidence: number | null;
}

export interface SpeechEngine {
  /** e.g. 'whisper.cpp:ggml-small-q5_1.bin', 'openai:whisper-1' (stored in the transcript). */
  readonly name: string;
  /** 16 kHz mono samples of ONE speech segment (at most ~30 s). */
  recognise(samples: Float32Array, o: { task: 'transcribe' | 'translate'; language?: string }): Promise<Recognition>;
  /** Frees the model / worker thread. Safe to call twice. */
  close?(): Promise<void>;
}

export function createSpeechEngine(c: SpeechConfig): SpeechEngine {
  return c.kind === 'whisper' ? createWhisperEngine(c) : createOpenAiSpeechEngine(c);
}
