import type { z } from 'zod';

/** Which language-model engine writes reports and labels speakers. */
export type LlmConfig =
  | { kind: 'none' }
  | { kind: 'openai'; baseUrl: string; apiKey?: string; model: string; timeoutMs?: number }
  | { kind: 'llama'; modelPath: string; gpu?: boolean; maxTokens?: number; threads?: number };

export interface GenerateJsonOptions<T> {
  system: string;
  user: string;
  schema: z.ZodType<T>;
  schemaName: string;
  maxTokens?: number;
}

export interface LlmEngine {
  /** e.g. 'openai:gpt-4o-mini', 'llama:model.gguf' */
  readonly name: string;
  /** true when text leaves the machine, so the privacy redaction applies */
  readonly remote: boolean;
  generateJson<T>(o: GenerateJsonOptions<T>): Promise<T>;
}

/**
 * A failed model call. `transient` (timeouts, 5xx, 429, connection errors) tells the worker to
 * retry the job later; a permanent one (bad key, refusal, unusable answer) will not get better.
 */
export class LlmError extends Error {
  readonly transient: boolean;
  constructor(message: string, transient: boolean, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LlmError';
    this.transient = transient;
  }
}
