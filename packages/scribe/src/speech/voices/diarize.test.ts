import { describe, expect, it } from 'vitest';
import { agglomerate } from './cluster.js';
import { diarize } from './diarize.js';
import { joinWithPauses, synthSpeech, type SynthVoice } from './testing/synthetic-voice.js';

const A = { f0: 110, tract: 1.0 };
const B = { f0: 210, tract: 1.18 };
const C = { f0: 160, tract: 0.9 };

/** Turns of the given voices, 1.5–2.9 s each, with 0.8 s pauses: the audio and its speech spans. */
function conversation(voices: SynthVoice[], seed: number) {
  const pieces = voices.map((v, i) => synthSpeech(v, 1.5 + (i % 3) * 0.7, seed + i));
  let t = 0;
  const spans = pieces.map((p) => {
    const s = { start: t, end: t + p.length / 16000 };
    t = s.end + 0.8;
    return s;
  });
  return { samples: joinWithPauses(pieces, 0.8), spans };
}

describe('diarize (model-free)', () => {
  it('finds two voices taking turns and gives each turn its voice', async () => {
    const { samples, spans } = conversation([A, B, A, B, A, B, A, B], 10);
    const d = await diarize(samples, spans);
    expect(d).toMatchObject({ method: 'mfcc-bic', speakers: 2 });
    expect(d.stretches.map((s) => s.speaker)).toEqual([0, 1, 0, 1, 0, 1, 0, 1]);
  });

  it('finds a third voice and numbers voices by first appearance', async () => {
    const { samples, spans } = conversation([A, B, C, A, B, C, A, B, C, B], 30);
    const d = await diarize(samples, spans);
    expect(d.speakers).toBe(3);
    expect(d.stretches.map((s) => s.speaker)).toEqual([0, 1, 2, 0, 1, 2, 0, 1, 2, 1]);
  });

  it('hears one voice in a dictation, with one stretch per span', async () => {
    const { samples, spans } = conversation([A, A, A, A, A, A, A, A], 50);
    const d = await diarize(samples, spans);
    expect(d.speakers).toBe(1);
    expect(d.stretches.map((s) => s.span)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('splits a span where the voice changes without a pause', async () => {
    const samples = joinWithPauses(
      [synthSpeech(A, 2.5, 70), synthSpeech(B, 2.5, 71), synthSpeech(A, 2.5, 72), synthSpeech(B, 2.5, 73)],
      0,
    );
    const d = await diarize(samples, [{ start: 0, end: 10 }]);
    expect(d.speakers).toBe(2);
    expect(d.stretches.map((s) => s.speaker)).toEqual([0, 1, 0, 1]);
    d.stretches.slice(1).forEach((s, i) => expect(s.start).toBeCloseTo(2.5 * (i + 1), 0));
  });
});

describe('agglomerate', () => {
  const points = [0, 0.2, 0.1, 5, 5.3, 9, 0.15];
  const options = { distance: (a: number, b: number) => Math.abs(a - b), merge: (a: number, b: number) => (a + b) / 2 };

  it('merges until the closest groups are farther apart than the threshold', () => {
    expect(agglomerate(points, { ...options, threshold: 1, maxClusters: 4 })).toEqual([0, 0, 0, 1, 1, 2, 0]);
  });

  it('keeps merging past the threshold down to maxClusters', () => {
    expect(agglomerate(points, { ...options, threshold: 1, maxClusters: 2 })).toEqual([0, 0, 0, 1, 1, 1, 0]);
  });
});
