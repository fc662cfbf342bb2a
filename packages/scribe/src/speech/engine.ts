import { createOpenAiSpeechEngine } from './openai-engine.js';
import type { SpeechConfig, SpeechEngine } from './types.js';
import { createWhisperEngine } from './whisper-engine.js';

export function createSpeechEngine(c: SpeechConfig): SpeechEngine {
  return c.kind === 'whisper' ? createWhisperEngine(c) : createOpenAiSpeechEngine(c);
}
