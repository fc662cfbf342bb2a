export { LlmError, type GenerateJsonOptions, type LlmConfig, type LlmEngine } from './types.js';
export { createLlmEngine } from './create.js';
export { llmConfigFromEnv } from './env.js';
