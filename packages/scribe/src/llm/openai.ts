import OpenAI from 'openai';
import { parseModelAnswer } from './json-repair.js';
import { toStrictJsonSchema } from './json-schema.js';
import { LlmError, type GenerateJsonOptions, type LlmConfig, type LlmEngine } from './types.js';

type OpenAiConfig = Extract<LlmConfig, { kind: 'openai' }>;

const DEFAULT_TIMEOUT_MS = 120_000;

/** Timeouts, throttling, server faults and dropped connections may pass; anything else will not. */
export function classifyOpenAiError(err: unknown): LlmError {
  if (err instanceof LlmError) return err;
  if (err instanceof OpenAI.APIConnectionTimeoutError)
    return new LlmError('The language model did not answer in time', true, { cause: err });
  if (err instanceof OpenAI.APIConnectionError)
    return new LlmError(`Could not reach the language model: ${err.message}`, true, { cause: err });
  if (err instanceof OpenAI.APIError) {
    const status = err.status ?? 0;
    const transient = status === 408 || status === 429 || status >= 500;
    return new LlmError(`Language model error ${status || ''}: ${err.message}`.trim(), transient, { cause: err });
  }
  return new LlmError(err instanceof Error ? err.message : String(err), false, { cause: err });
}

/**
 * OpenAI-compatible chat completions with JSON-schema structured output: OpenAI,
 * Azure OpenAI, Ollama, vLLM and llama.cpp's server all speak it. The SDK's own retries are off: the
 * pipeline worker retries transient failures with backoff, and one bad answer gets one more try here.
 */
export class OpenAiEngine implements LlmEngine {
  readonly name: string;
  readonly remote = true;
  private readonly client: OpenAI;

  constructor(private readonly config: OpenAiConfig) {
    this.name = `openai:${config.model}`;
    this.client = new OpenAI({
      baseURL: config.baseUrl,
      apiKey: config.apiKey || 'not-needed',
      timeout: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      maxRetries: 0,
    });
  }

  async generateJson<T>(o: GenerateJsonOptions<T>): Promise<T> {
    const json = toStrictJsonSchema(o.schema);
    let problem = '';
    for (let attempt = 0; attempt < 2; attempt++) {
      const raw = await this.complete(o, json);
      const value = parseModelAnswer(raw, o.schema, json);
      if (value !== null) return value;
      problem = raw.length > 200 ? `${raw.slice(0, 200)}…` : raw;
    }
    throw new LlmError(`The language model gave no usable ${o.schemaName} answer: ${problem}`, false);
  }

  private async complete<T>(o: GenerateJsonOptions<T>, json: object): Promise<string> {
    try {
      const res = await this.client.chat.completions.create({
        model: this.config.model,
        temperature: 0,
        messages: [
          { role: 'system', content: o.system },
          { role: 'user', content: o.user },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name: o.schemaName, strict: true, schema: json as Record<string, unknown> },
        },
        ...(o.maxTokens ? { max_tokens: o.maxTokens } : {}),
      });
      const message = res.choices[0]?.message;
      if (message?.refusal) throw new LlmError(`The language model refused: ${message.refusal}`, false);
      return message?.content ?? '';
    } catch (err) {
      throw classifyOpenAiError(err);
    }
  }
}
