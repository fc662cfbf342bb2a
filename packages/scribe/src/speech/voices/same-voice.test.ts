import { describe, expect, it } from 'vitest';
import { labelPieces, type Piece } from './diarize.js';
import { GaussStats } from './gaussian.js';
import { DIMS } from './mfcc.js';
import { mulberry32 } from './testing/consultation-audio.js';

/**
 * Feature frames of one voice: unit spread around the voice's centre in every dimension (what is
 * said moves each frame), the stretch's own content moving its whole mean by `content`.
 */
function piece(centre: number[], content: number[], frames: number, seed: number): Piece {
  const rand = mulberry32(seed);
  const normal = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
  const g = new GaussStats(DIMS);
  const x = new Float64Array(DIMS);
  for (let f = 0; f < frames; f++) {
    for (let d = 0; d < DIMS; d++) x[d] = (centre[d] ?? 0) + (content[d] ?? 0) + normal();
    g.addFrame(x);
  }
  return { span: seed, start: seed * 3, end: seed * 3 + 2, stats: g };
}

const A = [0];
const B = [0, 4, 4, 4];
const C = [0, 0, 0, 0, 4, 4];
/** Two sentences of one person: the sounds they use shift the stretch means apart, not the voice. */
const FIRST = [0.7];
const SECOND = [-0.7];

/** Turns in order: one person's two sentences taking turns with a second voice, many times over. */
function turns(order: [number[], number[]][]): Piece[] {
  return order.map(([voice, content], i) => piece(voice, content, 150, 1 + i));
}

describe('labelPieces (model-free): one person stays one voice', () => {
  it('keeps a long two-voice recording at two voices when one person says two kinds of sentence', async () => {
    const order = Array.from({ length: 48 }, (_, i): [number[], number[]] =>
      i % 2 ? [B, []] : [A, i % 4 === 0 ? FIRST : SECOND],
    );
    const labels = await labelPieces(new Float32Array(0), turns(order));
    expect(new Set(labels).size).toBe(2);
    expect(labels).toEqual(order.map((_, i) => i % 2));
  });

  it('keeps two people apart whose voices are close, when they are the only two', async () => {
    const near = [0, 1.2, 1.2];
    const order = Array.from({ length: 24 }, (_, i): [number[], number[]] => (i % 2 ? [near, []] : [A, []]));
    const labels = await labelPieces(new Float32Array(0), turns(order));
    expect(labels).toEqual(order.map((_, i) => i % 2));
  });

  it('still finds a third person who speaks a few times', async () => {
    const order = Array.from({ length: 40 }, (_, i): [number[], number[]] =>
      i % 2 ? (i >= 15 && i <= 25 ? [C, []] : [B, []]) : [A, i % 4 === 0 ? FIRST : SECOND],
    );
    const labels = await labelPieces(new Float32Array(0), turns(order));
    expect(labels).toEqual(order.map(([voice]) => [A, B, C].indexOf(voice)));
  });
});
