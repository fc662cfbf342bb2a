import { describe, expect, it } from 'vitest';
import { decodeAudio } from './decode.js';
import { fixture, noiseWav } from '../testing/audio.js';
import { detectSpeech, spansFromProbabilities } from './vad.js';

describe('detectSpeech (Silero VAD v5)', () => {
  it('finds the spoken part of the clip and leaves out the silence around it', async () => {
    const audio = await decodeAudio(fixture('speech.wav'));
    const spans = await detectSpeech(audio);
    expect(spans.length).toBeGreaterThanOrEqual(1);
    // The fixture has 0.4 s of silence either side of ~4.7 s of speech.
    expect(spans[0]!.start).toBeGreaterThan(0.1);
    expect(spans.at(-1)!.end).toBeLessThan(audio.durationSec - 0.05);
    const speech = spans.reduce((s, x) => s + x.end - x.start, 0);
    expect(speech).toBeGreaterThan(3.5);
  });

  it('finds the same speech in every lane of a long recording (batched processing)', async () => {
    const clip = (await decodeAudio(fixture('speech.wav'))).samples;
    const gap = new Float32Array(16000 * 2);
    const reps = 40;
    const long = new Float32Array((clip.length + gap.length) * reps);
    for (let i = 0; i < reps; i++) long.set(clip, i * (clip.length + gap.length));
    const spans = await detectSpeech({ samples: long, sampleRate: 16000, durationSec: long.length / 16000 });
    // Every repetition is found; none runs into its neighbour across the 2 s pause.
    expect(spans.length).toBeGreaterThanOrEqual(reps);
    expect(spans.length).toBeLessThanOrEqual(reps * 3);
    expect(Math.max(...spans.map((s) => s.end - s.start))).toBeLessThan(7);
  });

  it('finds no speech in white noise', async () => {
    const audio = await decodeAudio(noiseWav(3));
    expect(await detectSpeech(audio)).toEqual([]);
  });
});

describe('spansFromProbabilities', () => {
  const frames = (pattern: string) => Float32Array.from(pattern, (c) => (c === '#' ? 0.9 : 0.05));
  it('keeps a short pause inside one segment and splits at a long one', () => {
    // 32 ms frames: 5 quiet frames = 160 ms (kept), 40 quiet frames = 1.28 s (split)
    const p = frames(
      '.'.repeat(20) +
        '#'.repeat(30) +
        '.'.repeat(5) +
        '#'.repeat(30) +
        '.'.repeat(40) +
        '#'.repeat(30) +
        '.'.repeat(20),
    );
    const spans = spansFromProbabilities(p, p.length * 0.032, { padMs: 0 });
    expect(spans).toHaveLength(2);
  });
  it('drops blips shorter than the minimum speech length', () => {
    const p = frames('.'.repeat(50) + '##' + '.'.repeat(50));
    expect(spansFromProbabilities(p, p.length * 0.032)).toEqual([]);
  });
  it('cuts speech longer than one recogniser window', () => {
    const p = frames('#'.repeat(2000)); // 64 s
    const spans = spansFromProbabilities(p, 64, { maxSegmentSec: 28 });
    expect(spans).toHaveLength(3);
    expect(Math.max(...spans.map((s) => s.end - s.start))).toBeLessThanOrEqual(28);
  });
});
