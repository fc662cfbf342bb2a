import os from 'node:os';
import path from 'node:path';
import type { Llama, LlamaModel } from 'node-llama-cpp';
import { parseModelAnswer } from './json-repair.js';
import { toGrammarSchema, toStrictJsonSchema } from './json-schema.js';
import { LlmError, type GenerateJsonOptions, type LlmConfig, type LlmEngine } from './types.js';

type LlamaConfig = Extract<LlmConfig, { kind: 'llama' }>;

const DEFAULT_MAX_TOKENS = 2048;
const MAX_CONTEXT = 8192;

/**
 * A local GGUF model in-process through node-llama-cpp. The JSON schema is enforced
 * as a grammar, so the model can only produce the report's shape; strings and lists are capped and so
 * is the token count. CPU build unless `gpu: true`. The model loads once, on first use; calls run one
 * at a time (one model, one machine).
 */
export class LlamaEngine implements LlmEngine {
  readonly name: string;
  readonly remote = false;
  private loading: Promise<{ llama: Llama; model: LlamaModel }> | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly config: LlamaConfig) {
    this.name = `llama:${path.basename(config.modelPath)}`;
  }

  generateJson<T>(o: GenerateJsonOptions<T>): Promise<T> {
    const run = this.queue.then(() => this.generate(o));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Frees the model's memory (tests, CLI). */
  async dispose(): Promise<void> {
    const loaded = await this.loading?.catch(() => null);
    this.loading = null;
    await loaded?.model.dispose();
  }

  private load() {
    this.loading ??= (async () => {
      try {
        const { getLlama } = await import('node-llama-cpp');
        const llama = await getLlama({ gpu: this.config.gpu ? 'auto' : false, build: 'never' });
        const model = await llama.loadModel({ modelPath: this.config.modelPath });
        return { llama, model };
      } catch (err) {
        this.loading = null;
        throw new LlmError(
          `Could not load the local model ${this.config.modelPath}: ${(err as Error).message}`,
          false,
          { cause: err },
        );
      }
    })();
    return this.loading;
  }

  private async generate<T>(o: GenerateJsonOptions<T>): Promise<T> {
    const { llama, model } = await this.load();
    const json = toStrictJsonSchema(o.schema);
    const grammar = await llama.createGrammarForJsonSchema(toGrammarSchema(json) as never);
    const { LlamaChatSession, LlamaCompletion } = await import('node-llama-cpp');
    // Instruction models carry a chat template; a base model without one gets a plain completion prompt.
    const chat = Boolean(model.fileInfo.metadata.tokenizer?.chat_template);
    const maxTokens = Math.min(o.maxTokens ?? Infinity, this.config.maxTokens ?? DEFAULT_MAX_TOKENS);
    for (let attempt = 0; attempt < 2; attempt++) {
      // Half the cores by default: llama.cpp's threads spin-wait, and on a busy machine using every core
      // made a 20-token answer take 50 s instead of 30 ms (measured on the 2-core CI box).
      const threads = this.config.threads ?? Math.max(1, Math.floor(os.availableParallelism() / 2));
      const context = await model.createContext({ contextSize: { max: MAX_CONTEXT }, threads });
      try {
        const options = { grammar, maxTokens, temperature: attempt === 0 ? 0 : 0.4 };
        const raw = chat
          ? await new LlamaChatSession({ contextSequence: context.getSequence(), systemPrompt: o.system }).prompt(
              o.user,
              options,
            )
          : await new LlamaCompletion({ contextSequence: context.getSequence() }).generateCompletion(
              `${o.system}\n\n${o.user}\n\nJSON answer:\n`,
              options,
            );
        const value = parseModelAnswer(raw, o.schema, json);
        if (value !== null) return value;
      } catch (err) {
        throw new LlmError(`The local model failed: ${(err as Error).message}`, false, { cause: err });
      } finally {
        await context.dispose();
      }
    }
    throw new LlmError(`The local model gave no usable ${o.schemaName} answer`, false);
  }
}
