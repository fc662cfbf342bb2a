import { DEFAULT_SPEECH_MODEL } from '../models/catalog-speech.js';

/**
 * The reasons a recording can fail, worded for the clinician: the pipeline job stores
 * `message` as the conversation's `error`, and the web app shows it.
 */
export class AudioDecodeError extends Error {
  override readonly name = 'AudioDecodeError';
}

/** Decoded fine but Silero found no speech, or the recogniser returned no words. */
export class NoSpeechError extends Error {
  override readonly name = 'NoSpeechError';
}

export const DEFAULT_MODEL = DEFAULT_SPEECH_MODEL;

/**
 * No speech engine is usable: no model file in MODELS_DIR and no OpenAI-compatible key. The message
 * is the conversation's error in the dashboard, so it names the screens that fix it; `command` is
 * the same fix for a terminal.
 */
export class NoSpeechModelError extends Error {
  override readonly name = 'NoSpeechModelError';
  readonly command: string;
  constructor(model: string = DEFAULT_MODEL) {
    super('No speech model installed. Install a speech model in Settings → Models, or save an OpenAI key.');
    this.command = `npm run models -- pull ${model}`;
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
