import type { Transcript, TranscriptSegment } from '@asha/contracts';
import type { LlmEngine } from '../llm/index.js';
import { labelRoles } from '../roles/index.js';
import { decodeAudio, type DecodeOptions } from './decode.js';
import type { Recognition, SpeechEngine } from './engine.js';
import { NoSpeechError } from './errors.js';
import { detectSpeech, type SpeechSpan } from './vad.js';

export type TranscribeStage = 'decoding' | 'detecting speech' | 'transcribing' | 'translating' | 'labelling speakers';

export interface TranscribeOptions {
  engine: SpeechEngine;
  llm?: LlmEngine | null;
  onProgress?: (p: { stage: TranscribeStage; done: number; total: number }) => void;
  decode?: DecodeOptions;
}

/**
 * Recording → timed, speaker-labelled transcript in the original language and in English
 * (issue #7). Only the speech spans Silero finds go to the recogniser, one span at a time, so
 * memory stays at the decoded 16 kHz samples plus one segment however long the consultation.
 */
export async function transcribeAudio(input: Buffer | Uint8Array, o: TranscribeOptions): Promise<Transcript> {
  const progress = o.onProgress ?? (() => undefined);
  progress({ stage: 'decoding', done: 0, total: 1 });
  const audio = await decodeAudio(input, o.decode);
  progress({ stage: 'detecting speech', done: 0, total: 1 });
  const spans = await detectSpeech(audio);
  if (spans.length === 0) throw new NoSpeechError('No speech was found in the recording.');

  const heard = await recogniseAll(spans, audio.samples, o.engine, progress);
  if (heard.length === 0) throw new NoSpeechError('No speech was recognised in the recording.');

  progress({ stage: 'labelling speakers', done: 0, total: heard.length });
  const roles = await labelRoles(heard.map((h) => h.english), o.llm ?? null, { segmented: true });
  const segments: TranscriptSegment[] = heard.map((h, i) => ({
    id: `s${i + 1}`,
    start: round(h.span.start),
    end: round(h.span.end),
    role: roles[i] ?? 'Patient',
    language: h.language,
    text: h.text,
    english: h.english,
    confidence: h.confidence,
  }));
  progress({ stage: 'labelling speakers', done: heard.length, total: heard.length });
  return { durationSec: round(audio.durationSec), languages: byFrequency(segments.map((s) => s.language)), engine: o.engine.name, segments };
}

interface Heard extends Recognition {
  span: SpeechSpan;
  english: string;
}

async function recogniseAll(
  spans: SpeechSpan[],
  samples: Float32Array,
  engine: SpeechEngine,
  progress: NonNullable<TranscribeOptions['onProgress']>,
): Promise<Heard[]> {
  const heard: Heard[] = [];
  for (const [i, span] of spans.entries()) {
    progress({ stage: 'transcribing', done: i, total: spans.length });
    const r = await engine.recognise(slice(samples, span), { task: 'transcribe' });
    if (r.text) heard.push({ ...r, span, english: r.language === 'en' ? r.text : '' });
  }
  progress({ stage: 'transcribing', done: spans.length, total: spans.length });
  const foreign = heard.filter((h) => !h.english);
  for (const [i, h] of foreign.entries()) {
    progress({ stage: 'translating', done: i, total: foreign.length });
    // Whisper's translate task: the same audio, English out (issue #7, item 3).
    const t = await engine.recognise(slice(samples, h.span), { task: 'translate', language: h.language });
    h.english = t.text || h.text;
  }
  if (foreign.length) progress({ stage: 'translating', done: foreign.length, total: foreign.length });
  return heard;
}

function slice(samples: Float32Array, span: SpeechSpan): Float32Array {
  return samples.subarray(Math.floor(span.start * 16000), Math.ceil(span.end * 16000));
}

function byFrequency(values: string[]): string[] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([v]) => v);
}

const round = (n: number) => Math.round(n * 100) / 100;
