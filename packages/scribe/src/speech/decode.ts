import { AUDIO_FORMATS_TEXT, type AudioFormat } from '@asha/contracts';
import decodeAudioBytes, { decodeChunked } from 'audio-decode';
import audioType from 'audio-type';
import { AudioDecodeError, NoSpeechError } from './errors.js';
import { decodeWithFfmpeg, ffmpegAvailable } from './ffmpeg.js';
import { downmix, SampleBuffer, StreamingResampler, TARGET_RATE } from './resample.js';

/** 16 kHz mono samples in [-1, 1], what Silero and Whisper read. */
export interface DecodedAudio {
  samples: Float32Array;
  sampleRate: 16000;
  durationSec: number;
}

export interface DecodeOptions {
  /** 'auto' tries ffmpeg first when it is on PATH (faster), then the in-process decoders; 'never' uses only the latter. */
  ffmpeg?: 'auto' | 'never';
}

type Codec = Parameters<typeof decodeChunked>[1];

/** What `audio-type` calls each container the product accepts, and the accepted format it is. */
const SNIFFED: Record<string, { format: AudioFormat; codec: Codec }> = {
  webm: { format: 'webm', codec: 'webm' },
  mkv: { format: 'webm', codec: 'webm' },
  opus: { format: 'ogg', codec: 'opus' },
  oga: { format: 'ogg', codec: 'oga' },
  mp3: { format: 'mp3', codec: 'mp3' },
  m4a: { format: 'm4a', codec: 'm4a' },
  aac: { format: 'aac', codec: 'aac' },
  flac: { format: 'flac', codec: 'flac' },
  wav: { format: 'wav', codec: 'wav' },
};

/**
 * How the in-process decoder reads each accepted format: in 1 MiB slices, resampled slice by
 * slice so a long consultation's original-rate PCM never sits in memory at once, or whole (an
 * MP4's index may sit anywhere in the file). Every accepted format must be listed here.
 */
const WASM_READ: Record<AudioFormat, 'sliced' | 'whole'> = {
  webm: 'sliced',
  ogg: 'sliced',
  mp3: 'sliced',
  m4a: 'whole',
  aac: 'whole',
  flac: 'sliced',
  wav: 'sliced',
};

const CHUNK_BYTES = 1 << 20;
/** Fewer samples than 0.1 s means the decoder found no audio in the file. */
const MIN_SAMPLES = TARGET_RATE / 10;
/** Peak below this (about -60 dBFS) is treated as a silent recording. */
const SILENCE_PEAK = 0.001;

/**
 * Decodes a whole recording to 16 kHz mono. ffmpeg is tried first when installed; a decoder that
 * fails or finds no audio hands the file to the next, so a file one of them cannot read still
 * decodes. The in-process WASM decoders of `audio-decode` need no system tool.
 */
export async function decodeAudio(input: Buffer | Uint8Array, o: DecodeOptions = {}): Promise<DecodedAudio> {
  const bytes = ownBuffer(input);
  if (bytes.length === 0) throw new AudioDecodeError('The recording is empty.');
  const sniffed = SNIFFED[audioType(bytes) ?? ''];
  if (!sniffed) {
    throw new AudioDecodeError(
      `The recording could not be decoded: it is not a supported audio format (${AUDIO_FORMATS_TEXT}).`,
    );
  }
  const decoders: Array<() => Promise<Float32Array>> = [];
  if ((o.ffmpeg ?? 'auto') === 'auto' && (await ffmpegAvailable())) decoders.push(() => decodeWithFfmpeg(bytes));
  decoders.push(() => decodeWasm(bytes, sniffed.format, sniffed.codec));
  const samples = await firstWithAudio(decoders);
  if (peak(samples) < SILENCE_PEAK) throw new NoSpeechError('No speech was found in the recording.');
  return { samples, sampleRate: TARGET_RATE, durationSec: samples.length / TARGET_RATE };
}

/**
 * The bytes over an ArrayBuffer of their own. Node 24 reads small files into views of a larger
 * ArrayBuffer (as Buffer.from and Buffer.concat pool small Buffers), and the format sniffer reads
 * `.buffer` from its start: a view would be sniffed as whatever else that ArrayBuffer holds.
 */
function ownBuffer(input: Buffer | Uint8Array): Uint8Array {
  if (input.byteOffset === 0 && input.byteLength === input.buffer.byteLength) return input;
  return new Uint8Array(input);
}

/** The first decoder's samples that hold audio; the last decoder's reason when none does. */
async function firstWithAudio(decoders: Array<() => Promise<Float32Array>>): Promise<Float32Array> {
  let failure: unknown = null;
  for (const decode of decoders) {
    try {
      const samples = await decode();
      if (samples.length >= MIN_SAMPLES) return samples;
    } catch (err) {
      failure = err;
    }
  }
  if (failure instanceof AudioDecodeError) throw failure;
  throw new AudioDecodeError('The recording could not be decoded: it contains no audio.');
}

/** The in-process decoders alone (no ffmpeg): 16 kHz mono samples, possibly none. */
async function decodeWasm(bytes: Uint8Array, format: AudioFormat, codec: Codec): Promise<Float32Array> {
  try {
    if (WASM_READ[format] === 'whole') return resampleWhole(await decodeAudioBytes(bytes));
    const out = new SampleBuffer();
    let resampler: StreamingResampler | null = null;
    for await (const pcm of decodeChunked(slices(bytes), codec)) {
      if (!pcm.channelData.length || !pcm.sampleRate) continue;
      resampler ??= new StreamingResampler(pcm.sampleRate);
      out.append(resampler.push(downmix(pcm.channelData)));
    }
    if (resampler) out.append(resampler.flush());
    return out.finish();
  } catch (err) {
    throw new AudioDecodeError(
      `The recording could not be decoded: ${(err as Error).message || 'the file is damaged'}.`,
    );
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
