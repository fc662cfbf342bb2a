import type { LiveRecordingFormat } from '@asha/contracts';
import decode, { type StreamDecoder } from 'audio-decode';
import { AudioDecodeError } from '../errors.js';
import { downmix, StreamingResampler, TARGET_RATE } from '../resample.js';
import { createSpeechProbabilityStream, FRAME } from '../silero.js';
import type { SpeechSpan, VadOptions } from '../vad.js';
import { LiveSegmenter, type LiveSpan } from './segmenter.js';

/** A finished stretch of speech (or a provisional piece of one still being spoken) and its 16 kHz samples. */
export interface SpokenSpan extends LiveSpan {
  samples: Float32Array;
}

/** The in-process stream decoder of each live format (a format added to the contract must be given one). */
const STREAM_DECODERS: Record<LiveRecordingFormat, () => Promise<StreamDecoder>> = {
  webm: () => decode.webm(),
};

/**
 * The audio of a live recording as its bytes arrive: decoded from the growing file (recorder chunks
 * are not decodable on their own, only as the continuation of everything before them; a resumed
 * recording's new stream simply follows in the same bytes), resampled to 16 kHz, scored by Silero
 * and cut into finished spans of speech. Holds only the samples since the last span handed out.
 */
export class LiveAudio {
  private resampler: StreamingResampler | null = null;
  /** Samples from the start of the stream decoded so far. */
  private decoded = 0;
  /** Samples kept, starting at stream sample `kept0`. */
  private buffer = new Float32Array(TARGET_RATE * 30);
  private kept = 0;
  private kept0: number;
  private readonly segmenter: LiveSegmenter;
  private readonly skipUntil: number;

  private decoder: StreamDecoder | null = null;
  private fed = false;

  private constructor(
    private readonly newDecoder: () => Promise<StreamDecoder>,
    private readonly score: (s: Float32Array) => Promise<Float32Array>,
    o: { startSec: number; vad?: VadOptions },
  ) {
    this.segmenter = new LiveSegmenter(o.vad, o.startSec);
    this.skipUntil = Math.round(this.segmenter.startSec * TARGET_RATE);
    this.kept0 = this.skipUntil;
  }

  /** `startSec`: where speech may still begin (a restarted transcription skips what it already heard). */
  static async open(format: LiveRecordingFormat, o: { startSec?: number; vad?: VadOptions } = {}): Promise<LiveAudio> {
    return new LiveAudio(STREAM_DECODERS[format], createSpeechProbabilityStream(), { startSec: o.startSec ?? 0, ...o });
  }

  /** Seconds of audio decoded so far. */
  get receivedSec(): number {
    return this.decoded / TARGET_RATE;
  }

  /**
   * Decodes arriving bytes. `newStream`: they begin a recorder stream of their own (the recording
   * was resumed after a reload), so the previous stream's decoder is finished first.
   */
  async push(bytes: Uint8Array, newStream = false): Promise<SpokenSpan[]> {
    const before = newStream && this.fed ? await this.finishStream() : new Float32Array(0);
    this.fed = true;
    this.decoder ??= await this.newDecoder();
    let pcm: { channelData: Float32Array[]; sampleRate: number };
    try {
      pcm = await this.decoder(bytes);
    } catch (err) {
      throw new AudioDecodeError(
        `The recording could not be decoded: ${(err as Error).message || 'the audio is damaged'}.`,
      );
    }
    const spans = before.length ? await this.take(before, false) : [];
    if (!pcm.channelData.length || !pcm.sampleRate) return spans;
    this.resampler ??= new StreamingResampler(pcm.sampleRate);
    return [...spans, ...(await this.take(this.resampler.push(downmix(pcm.channelData)), false))];
  }

  /** The recording is finished: what is left is decoded and the last span closed. */
  async end(): Promise<SpokenSpan[]> {
    return this.take(await this.finishStream(), true);
  }

  /** The current stream's last samples: its decoder flushed and freed, the resampler emptied. */
  private async finishStream(): Promise<Float32Array> {
    const tail = this.decoder
      ? await this.decoder().catch(() => ({ channelData: [] as Float32Array[], sampleRate: 0 }))
      : null;
    this.decoder = null;
    let samples: Float32Array = new Float32Array(0);
    if (tail?.channelData.length && tail.sampleRate) {
      this.resampler ??= new StreamingResampler(tail.sampleRate);
      samples = this.resampler.push(downmix(tail.channelData));
    }
    const flushed = this.resampler?.flush() ?? new Float32Array(0);
    this.resampler = null;
    const all = new Float32Array(samples.length + flushed.length);
    all.set(samples);
    all.set(flushed, samples.length);
    return all;
  }

  private async take(samples: Float32Array, ending: boolean): Promise<SpokenSpan[]> {
    const at = this.decoded;
    this.decoded += samples.length;
    // Audio before the starting point was heard before: it is only decoded, to reach what follows.
    const fresh = samples.subarray(Math.max(0, Math.min(samples.length, this.skipUntil - at)));
    this.keep(fresh);
    const spans = this.segmenter.push(await this.score(fresh));
    if (ending) spans.push(...this.segmenter.end());
    const out = spans.map((s) => ({ ...s, samples: this.slice(s) }));
    this.forgetBefore(Math.min(this.segmenter.startSec * TARGET_RATE - FRAME, this.decoded));
    return out;
  }

  private keep(samples: Float32Array) {
    if (this.kept + samples.length > this.buffer.length) {
      const grown = new Float32Array(Math.max(this.buffer.length * 2, this.kept + samples.length));
      grown.set(this.buffer.subarray(0, this.kept));
      this.buffer = grown;
    }
    this.buffer.set(samples, this.kept);
    this.kept += samples.length;
  }

  private slice(s: SpeechSpan): Float32Array {
    const from = Math.max(0, Math.floor(s.start * TARGET_RATE) - this.kept0);
    const to = Math.min(this.kept, Math.ceil(s.end * TARGET_RATE) - this.kept0);
    return this.buffer.slice(from, Math.max(from, to));
  }

  private forgetBefore(sample: number) {
    const n = Math.max(0, Math.min(this.kept, Math.floor(sample) - this.kept0));
    if (n === 0) return;
    this.buffer.copyWithin(0, n, this.kept);
    this.kept -= n;
    this.kept0 += n;
  }
}
