import path from 'node:path';
import { resolveModelFile } from '../models/installed.js';
import type { SpeechConfig } from './types.js';
import { NoSpeechModelError, SpeechEngineError } from './errors.js';

/** The speech settings the server and the CLI read from the environment (README). */
export interface SpeechSettings {
  engine: 'auto' | 'whisper' | 'openai';
  modelsDir: string;
  /** A name from `npm run models -- list` ('small-q5_1') or a path to a ggml file. */
  whisperModel?: string;
  threads?: number;
  openaiBaseUrl: string;
  openaiApiKey?: string;
  openaiModel: string;
}

export function speechSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): SpeechSettings {
  const engine = (env.SPEECH_ENGINE || 'auto').toLowerCase();
  if (engine !== 'auto' && engine !== 'whisper' && engine !== 'openai') {
    throw new Error(`SPEECH_ENGINE must be auto, whisper or openai (got ${engine})`);
  }
  return {
    engine,
    modelsDir: path.resolve(env.MODELS_DIR || path.join(env.DATA_DIR || './data', 'models')),
    whisperModel: env.WHISPER_MODEL || undefined,
    threads: env.WHISPER_THREADS ? Number(env.WHISPER_THREADS) : undefined,
    openaiBaseUrl: env.OPENAI_BASE_URL || 'https://api.openai.com/v1',
    openaiApiKey: env.OPENAI_API_KEY || undefined,
    openaiModel: env.OPENAI_TRANSCRIBE_MODEL || 'whisper-1',
  };
}

/**
 * auto → whisper.cpp when a model file is in MODELS_DIR, else the OpenAI-compatible service when
 * a key is set, else NoSpeechModelError with the command that fixes it.
 */
export async function resolveSpeechConfig(s: SpeechSettings): Promise<SpeechConfig> {
  const openai: SpeechConfig = {
    kind: 'openai',
    baseUrl: s.openaiBaseUrl,
    apiKey: s.openaiApiKey,
    model: s.openaiModel,
  };
  if (s.engine === 'openai') return openai;
  const modelPath = await whisperModelPath(s);
  if (modelPath) return { kind: 'whisper', modelPath, threads: s.threads };
  if (s.engine === 'auto' && s.openaiApiKey) return openai;
  throw new NoSpeechModelError();
}

async function whisperModelPath(s: SpeechSettings): Promise<string | null> {
  const m = s.whisperModel;
  if (m && (m.includes('/') || m.endsWith('.bin'))) {
    const file = path.resolve(m);
    const found = await import('node:fs/promises').then((fs) =>
      fs.access(file).then(
        () => true,
        () => false,
      ),
    );
    if (!found) throw new SpeechEngineError(`WHISPER_MODEL ${file} does not exist.`, false);
    return file;
  }
  return resolveModelFile(s.modelsDir, m);
}
