/**
 * The reasons a recording can fail, worded for the clinician: the pipeline job stores
 * `message` as the conversation's `error`, and the web app shows it (issue #7, items 1 and 7).
 */
export class AudioDecodeError extends Error {
  override readonly name = 'AudioDecodeError';
}

/** Decoded fine but Silero found no speech, or the recogniser returned no words. */
export class NoSpeechError extends Error {
  override readonly name = 'NoSpeechError';
}

export const DEFAULT_MODEL = 'small-q5_1';

/** No speech engine is usable: no model file in MODELS_DIR and no OpenAI-compatible key (issue #7, item 4). */
export class NoSpeechModelError extends Error {
  override readonly name = 'NoSpeechModelError';
  constructor(model: string = DEFAULT_MODEL) {
    super(`No speech model installed. Run: npm run models -- pull ${model}`);
  }
}

/**
 * A recogniser call failed. `transient` (timeouts, 429, 5xx, network) tells the worker to let
 * pg-boss retry with backoff; anything else is recorded as the conversation's failure.
 */
export class SpeechEngineError extends Error {
  override readonly name = 'SpeechEngineError';
  constructor(
    message: string,
    readonly transient: boolean,
    readonly status?: number,
  ) {
    super(message);
  }
}
