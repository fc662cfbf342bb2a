import {
  createLlmEngine,
  createSpeechEngine,
  NoSpeechModelError,
  rolesLlmConfig,
  type LlmConfig,
  type LlmEngine,
  type SpeechConfig,
  type SpeechEngine,
} from '@asha/scribe';
import type { CoreContext } from '../../context.js';
import { Semaphore } from '../../lib/semaphore.js';
import { chooseEngines } from './engine-choice.js';

export interface Engines {
  speech: SpeechEngine;
  /** Writes the report. */
  llm: LlmEngine | null;
  /** Labels Doctor/Patient turns (a local model auto found writes the report only). */
  rolesLlm: LlmEngine | null;
  /** The host each remote engine calls (null for one on this machine), named when it is down. */
  targets: { speech: string | null; report: string | null };
}

/** A remote engine's host, without path or credentials: where a clinic looks when it is down. */
export function hostOf(config: SpeechConfig | LlmConfig): string | null {
  if (config.kind !== 'openai') return null;
  try {
    return new URL(config.baseUrl).host;
  } catch {
    return null;
  }
}

/**
 * Engines per clinician (engine-choice.ts decides which). Local engines are kept between jobs
 * (loading a whisper.cpp or GGUF model takes seconds and the memory is reused) and closed with
 * the worker; remote ones are cheap to make for each job.
 */
export function createEngineProvider(ctx: CoreContext) {
  const whisper = new Map<string, SpeechEngine>();
  const llama = new Map<string, LlmEngine & { dispose?: () => Promise<void> }>();
  // A local speech engine uses every core by itself: transcriptions on it take turns, while jobs
  // on a remote engine (mostly waiting on the network) and the report stages run side by side.
  const localSpeech = new Semaphore(ctx.config.SPEECH_CONCURRENCY);

  async function forClinician(clinicianId: string): Promise<Engines> {
    const choice = await chooseEngines(ctx, clinicianId);
    if (!choice.speech) throw new NoSpeechModelError();
    const llm = llmEngine(choice.llm);
    const roles = rolesLlmConfig(choice.llmSettings, choice.llm);
    return {
      speech: speechEngine(choice.speech),
      llm,
      rolesLlm: roles === choice.llm ? llm : llmEngine(roles),
      targets: { speech: hostOf(choice.speech), report: hostOf(choice.llm) },
    };
  }

  /** The report writer alone (regenerating a report needs no speech engine). */
  async function reportLlm(clinicianId: string): Promise<LlmEngine | null> {
    return llmEngine((await chooseEngines(ctx, clinicianId)).llm);
  }

  function speechEngine(config: SpeechConfig): SpeechEngine {
    if (config.kind !== 'whisper') return createSpeechEngine(config);
    let engine = whisper.get(config.modelPath);
    if (!engine) {
      engine = createSpeechEngine(config);
      whisper.set(config.modelPath, engine);
    }
    return engine;
  }

  function llmEngine(config: LlmConfig): LlmEngine | null {
    if (config.kind !== 'llama') return createLlmEngine(config);
    let engine = llama.get(config.modelPath);
    if (!engine) {
      engine = createLlmEngine(config)!;
      llama.set(config.modelPath, engine);
    }
    return engine;
  }

  /** Runs a transcription, taking a local-speech slot when `speech` runs on this machine. */
  function transcribing<T>(speech: SpeechEngine, run: () => Promise<T>): Promise<T> {
    return [...whisper.values()].includes(speech) ? localSpeech.run(run) : run();
  }

  async function close() {
    await Promise.all([...whisper.values()].map((e) => e.close?.()));
    await Promise.all([...llama.values()].map((e) => e.dispose?.()));
    whisper.clear();
    llama.clear();
  }
  return { forClinician, reportLlm, transcribing, close };
}

export type EngineProvider = ReturnType<typeof createEngineProvider>;
