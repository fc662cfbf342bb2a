/** How the server or CLI picks a recogniser. */
export type SpeechConfig =
  | { kind: 'whisper'; modelPath: string; threads?: number }
  | { kind: 'openai'; baseUrl: string; apiKey?: string; model: string; timeoutMs?: number };

export interface Recognition {
  text: string;
  /** ISO 639-1 code as Whisper names it ('hi', 'ta', 'en'). */
  language: string;
  /** 0..1 from the recogniser's token log-probabilities where it reports them, else null. */
  confidence: number | null;
  /** Word timings in seconds from the start of the samples, when they were asked for and the engine has them. */
  words?: TimedWord[];
  /**
   * The engine's own sentence-like segments, timed in seconds from the start of the samples, in
   * order (Whisper cuts its output where a sentence or a breath ends, which is often where the
   * speaker changes). Absent when the engine gives none.
   */
  segments?: TimedSegment[];
}

export interface TimedWord {
  text: string;
  start: number;
  end: number;
}

export type TimedSegment = TimedWord;

export interface RecogniseOptions {
  task: 'transcribe' | 'translate';
  language?: string;
  /** Ask for word timings (used to split a segment where the speaker changes). */
  words?: boolean;
}

export interface SpeechEngine {
  /** e.g. 'whisper.cpp:ggml-small-q5_1.bin', 'openai:whisper-1' (stored in the transcript). */
  readonly name: string;
  /** true when `words: true` usually brings word timings back (else a segment is split by re-recognising its parts). */
  readonly wordTimings?: boolean;
  /** 16 kHz mono samples of ONE speech segment (at most ~30 s). */
  recognise(samples: Float32Array, o: RecogniseOptions): Promise<Recognition>;
  /** Frees the model / worker thread. Safe to call twice. */
  close?(): Promise<void>;
}
