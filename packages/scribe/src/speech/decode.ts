import decodeAudioBytes, { decodeChunked } from 'audio-decode';
import audioType from 'audio-type';
import { AudioDecodeError, NoSpeechError } from './errors.js';
import { decodeWithFfmpeg, ffmpegAvailable } from './ffmpeg.js';
import { downmix, SampleBuffer, StreamingResampler, TARGET_RATE } from './resample.js';

/** 16 kHz mono samples in [-1, 1], what Silero and Whisper read (issue #7, item 1). */
export interface DecodedAudio {
  samples: Float32Array;
  sampleRate: 16000;
  durationSec: number;
}

export interface DecodeOptions {
  /** 'auto' uses ffmpeg when it is on PATH (faster, streams); 'never' forces the in-process WASM decoders. */
  ffmpeg?: 'auto' | 'never';
}

/** The formats the product accepts (webm/opus, ogg, mp3, m4a/aac, wav, flac), as audio-type names them. */
const ACCEPTED = new Set(['wav', 'mp3', 'aac', 'flac', 'm4a', 'opus', 'oga', 'webm', 'mkv']);
const CHUNK_BYTES = 1 << 20;
/** Peak below this (about -60 dBFS) is treated as a silent recording. */
const SILENCE_PEAK = 0.001;

/**
 * Decodes a whole recording to 16 kHz mono without any system tool: the WASM decoders of
 * `audio-decode`, fed in 1 MiB slices and resampled slice by slice so the original-rate PCM
 * of a long consultation never sits in memory at once. ffmpeg is used only when present.
 */
export async function decodeAudio(input: Buffer | Uint8Array, o: DecodeOptions = {}): Promise<DecodedAudio> {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  if (bytes.length === 0) throw new AudioDecodeError('The recording is empty.');
  const format = audioType(bytes);
  if (!format || !ACCEPTED.has(format)) {
    throw new AudioDecodeError('The recording could not be decoded: it is not a supported audio format (webm, ogg, mp3, m4a, wav or flac).');
  }
  const samples = (o.ffmpeg ?? 'auto') === 'auto' && (await ffmpegAvailable())
    ? await decodeWithFfmpeg(bytes).catch(() => decodeWasm(bytes, format))
    : await decodeWasm(bytes, format);
  if (samples.length < TARGET_RATE / 10) throw new AudioDecodeError('The recording could not be decoded: it contains no audio.');
  if (peak(samples) < SILENCE_PEAK) throw new NoSpeechError('No speech was found in the recording.');
  return { samples, sampleRate: TARGET_RATE, durationSec: samples.length / TARGET_RATE };
}

async function decodeWasm(bytes: Uint8Array, format: string): Promise<Float32Array> {
  try {
    // m4a keeps its index (moov) anywhere in the file, so its decoder needs the whole file at once.
    if (format === 'm4a' || format === 'aac') return resampleWhole(await decodeAudioBytes(bytes));
    const out = new SampleBuffer();
    let resampler: StreamingResampler | null = null;
    const codec = format === 'mkv' ? 'webm' : format;
    for await (const pcm of decodeChunked(slices(bytes), codec as Parameters<typeof decodeChunked>[1])) {
      if (!pcm.channelData.length || !pcm.sampleRate) continue;
      resampler ??= new StreamingResampler(pcm.sampleRate);
      out.append(resampler.push(downmix(pcm.channelData)));
    }
    if (resampler) out.append(resampler.flush());
    return out.finish();
  } catch (err) {
    throw new AudioDecodeError(`The recording could not be decoded: ${(err as Error).message || 'the file is damaged'}.`);
  }
}

function resampleWhole(pcm: { channelData: Float32Array[]; sampleRate: number }): Float32Array {
  if (!pcm.channelData.length || !pcm.sampleRate) return new Float32Array(0);
  const r = new StreamingResampler(pcm.sampleRate);
  const out = new SampleBuffer();
  out.append(r.push(downmix(pcm.channelData)));
  out.append(r.flush());
  return out.finish();
}

async function* slices(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += CHUNK_BYTES) yield bytes.subarray(i, i + CHUNK_BYTES);
}

function peak(samples: Float32Array): number {
  let p = 0;
  for (let i = 0; i < samples.length; i++) {
    const a = Math.abs(samples[i]!);
    if (a > p) p = a;
  }
  return p;
}
