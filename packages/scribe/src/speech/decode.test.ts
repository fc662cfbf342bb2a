import { describe, expect, it } from 'vitest';
import { decodeAudio } from './decode.js';
import { AudioDecodeError, NoSpeechError } from './errors.js';
import { FIXTURE_FILES, fixture, noiseWav, silenceWav } from '../testing/audio.js';

function rms(s: Float32Array) {
  let sum = 0;
  for (const v of s) sum += v * v;
  return Math.sqrt(sum / s.length);
}

describe('decodeAudio (in-process WASM decoders, no system tool)', () => {
  const reference = fixture('speech.wav');

  it.each(FIXTURE_FILES)('decodes %s to 16 kHz mono of the source clip length and loudness', async (name) => {
    const ref = await decodeAudio(reference, { ffmpeg: 'never' });
    const a = await decodeAudio(fixture(name), { ffmpeg: 'never' });
    expect(a.sampleRate).toBe(16000);
    // Lossy codecs add priming/padding samples: allow 80 ms.
    expect(Math.abs(a.durationSec - ref.durationSec)).toBeLessThan(0.08);
    expect(rms(a.samples)).toBeGreaterThan(rms(ref.samples) * 0.6);
    expect(rms(a.samples)).toBeLessThan(rms(ref.samples) * 1.4);
  });

  it('refuses an empty file', async () => {
    await expect(decodeAudio(Buffer.alloc(0))).rejects.toThrow(new AudioDecodeError('The recording is empty.'));
  });

  it('refuses a file that is not audio', async () => {
    const text = Buffer.from('%PDF-1.4 this is a document, not a recording\n'.repeat(40));
    await expect(decodeAudio(text, { ffmpeg: 'never' })).rejects.toThrow(
      /^The recording could not be decoded: it is not a supported audio format/,
    );
  });

  it.each(['speech.mp3', 'speech.m4a', 'speech.flac'])('refuses a truncated %s with a clear reason', async (name) => {
    const cut = fixture(name).subarray(0, 200);
    const err = await decodeAudio(cut, { ffmpeg: 'never' }).catch((e: Error) => e);
    expect(err).toBeInstanceOf(AudioDecodeError);
    expect((err as Error).message).toMatch(/^The recording could not be decoded/);
  });

  it('keeps what a recording cut off mid-way still holds', async () => {
    const whole = fixture('speech.webm');
    const a = await decodeAudio(whole.subarray(0, Math.floor(whole.length * 0.6)), { ffmpeg: 'never' });
    expect(a.durationSec).toBeGreaterThan(1.5);
    expect(a.durationSec).toBeLessThan(5);
  });

  it('reports a silent recording as having no speech', async () => {
    await expect(decodeAudio(silenceWav(3))).rejects.toThrow(
      new NoSpeechError('No speech was found in the recording.'),
    );
  });

  it('decodes noise (speech detection, not decoding, rejects it)', async () => {
    const a = await decodeAudio(noiseWav(2));
    expect(a.durationSec).toBeCloseTo(2, 2);
  });
});
