export { LlmError, type GenerateJsonOptions, type LlmConfig, type LlmEngine } from './types.js';
export { createLlmEngine } from './create.js';
export {
  describeLlmConfig,
  llmSettingsFromEnv,
  resolveLlmConfig,
  rolesLlmConfig,
  type LlmEngineChoice,
  type LlmSettings,
} from './env.js';
