import type { Transcript } from '@asha/contracts';
import type { LlmEngine } from '../llm/index.js';
import { decodeAudio, type DecodeOptions } from './decode.js';
import type { SpeechEngine } from './types.js';
import { NoSpeechError } from './errors.js';
import { detectSpeech } from './vad.js';
import { settleTranscript } from './settle.js';
import { diarize, type SpeakerEmbedder } from './voices/diarize.js';
import {
  hearSpan,
  linesOfSpan,
  segmentEnds,
  translateLines,
  type HeardLine,
  type HeardSpan,
} from './voices/follow-turns.js';

export type TranscribeStage =
  'decoding' | 'detecting speech' | 'transcribing' | 'separating voices' | 'translating' | 'labelling speakers';

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
 * speech spans Silero finds go to the recogniser, one call per span. The recogniser's own segments
 * (sentences) then cut the voice pieces, with the pauses and the changes BIC finds, and each
 * segment becomes a line in the voice that covers most of it; a segment that still holds two
 * voices is split, so one line never holds two speakers. The voices are named Doctor, Patient or
 * Other from what each voice said over the whole consultation; one voice alone (dictation) falls
 * back to labelling each line from its words. Memory stays at the decoded 16 kHz samples plus the
 * recognised text and a few hundred numbers per voice piece, however long the consultation.
 */
export async function transcribeAudio(input: Buffer | Uint8Array, o: TranscribeOptions): Promise<Transcript> {
  const progress = o.onProgress ?? (() => undefined);
  progress({ stage: 'decoding', done: 0, total: 1 });
  const audio = await decodeAudio(input, o.decode);
  progress({ stage: 'detecting speech', done: 0, total: 1 });
  const spans = await detectSpeech(audio);
  if (spans.length === 0) throw new NoSpeechError('No speech was found in the recording.');

  const spoken: HeardSpan[] = [];
  for (const [i, span] of spans.entries()) {
    progress({ stage: 'transcribing', done: i, total: spans.length });
    spoken.push(await hearSpan(audio.samples, span, o.engine));
  }
  progress({ stage: 'transcribing', done: spans.length, total: spans.length });

  progress({ stage: 'separating voices', done: 0, total: spans.length });
  const found = await diarize(audio.samples, spans, {
    embedder: o.speakerModel ?? null,
    cuts: spoken.map(segmentEnds),
  });
  const heard: HeardLine[] = [];
  for (const [i, h] of spoken.entries()) {
    heard.push(
      ...(await linesOfSpan(
        audio.samples,
        h,
        found.stretches.filter((s) => s.span === i),
        o.engine,
      )),
    );
    progress({ stage: 'separating voices', done: i + 1, total: spans.length });
  }
  if (heard.length === 0) throw new NoSpeechError('No speech was recognised in the recording.');
  await translateLines(audio.samples, heard, o.engine, (done, total) =>
    progress({ stage: 'translating', done, total }),
  );

  progress({ stage: 'labelling speakers', done: 0, total: heard.length });
  const transcript = await settleTranscript(heard, found, {
    engineName: o.engine.name,
    durationSec: audio.durationSec,
    llm: o.llm ?? null,
  });
  progress({ stage: 'labelling speakers', done: heard.length, total: heard.length });
  return transcript;
}
