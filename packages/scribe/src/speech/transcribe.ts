import type { Transcript } from '@asha/contracts';
import type { LlmEngine } from '../llm/index.js';
import { decodeAudio, type DecodeOptions } from './decode.js';
import type { SpeechEngine } from './engine.js';
import { NoSpeechError } from './errors.js';
import { detectSpeech } from './vad.js';
import { settleTranscript } from './settle.js';
import { diarize, type SpeakerEmbedder } from './voices/diarize.js';
import { recogniseByTurns } from './voices/follow-turns.js';

export type TranscribeStage = 'decoding' | 'detecting speech' | 'separating voices' | 'transcribing' | 'translating' | 'labelling speakers';

export interface TranscribeOptions {
  engine: SpeechEngine;
  llm?: LlmEngine | null;
  /** A neural speaker model; without one, voices are told apart by MFCC and pitch statistics. */
  speakerModel?: SpeakerEmbedder | null;
  onProgress?: (p: { stage: TranscribeStage; done: number; total: number }) => void;
  decode?: DecodeOptions;
}

/**
 * Recording → timed, speaker-labelled transcript in the original language and in English. Only the
 * speech spans Silero finds go to the recogniser, and each span is cut where the voice changes, so
 * one transcript line never holds two speakers. The voices are then named Doctor, Patient or Other
 * from what each voice said over the whole consultation; one voice alone (dictation) falls back to
 * labelling each line from its words. Memory stays at the decoded 16 kHz samples plus one segment
 * and a few hundred numbers per voice stretch, however long the consultation.
 */
export async function transcribeAudio(input: Buffer | Uint8Array, o: TranscribeOptions): Promise<Transcript> {
  const progress = o.onProgress ?? (() => undefined);
  progress({ stage: 'decoding', done: 0, total: 1 });
  const audio = await decodeAudio(input, o.decode);
  progress({ stage: 'detecting speech', done: 0, total: 1 });
  const spans = await detectSpeech(audio);
  if (spans.length === 0) throw new NoSpeechError('No speech was found in the recording.');

  progress({ stage: 'separating voices', done: 0, total: 1 });
  const found = await diarize(audio.samples, spans, { embedder: o.speakerModel ?? null });
  progress({ stage: 'separating voices', done: 1, total: 1 });
  const heard = await recogniseByTurns(audio.samples, spans, found.stretches, o.engine, {
    transcribing: (done, total) => progress({ stage: 'transcribing', done, total }),
    translating: (done, total) => progress({ stage: 'translating', done, total }),
  });
  if (heard.length === 0) throw new NoSpeechError('No speech was recognised in the recording.');

  progress({ stage: 'labelling speakers', done: 0, total: heard.length });
  const transcript = await settleTranscript(heard, found, { engineName: o.engine.name, durationSec: audio.durationSec, llm: o.llm ?? null });
  progress({ stage: 'labelling speakers', done: heard.length, total: heard.length });
  return transcript;
}
