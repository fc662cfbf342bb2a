import type { LlmConfig, LlmEngine } from './types.js';
import { OpenAiEngine } from './openai.js';
import { LlamaEngine } from './llama.js';

/** The configured engine, or null for 'none' (the deterministic extractor writes the report). */
export function createLlmEngine(c: LlmConfig): LlmEngine | null {
  switch (c.kind) {
    case 'none':
      return null;
    case 'openai':
      return new OpenAiEngine(c);
    case 'llama':
      return new LlamaEngine(c);
  }
}
