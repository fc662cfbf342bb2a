import { describe, expect, it } from 'vitest';
import { spansFromProbabilities } from '../vad.js';
import { LiveSegmenter } from './segmenter.js';

const FRAME_SEC = 0.032;
const frames = (pattern: string) => Float32Array.from(pattern, (c) => (c === '#' ? 0.9 : 0.05));

/** Feeds the probabilities in uneven parts, as chunks of a live recording bring them. */
function live(p: Float32Array, o = {}) {
  const seg = new LiveSegmenter(o);
  const out = [];
  for (let i = 0, k = 1; i < p.length; i += k, k = ((k * 7) % 23) + 1) out.push(...seg.push(p.subarray(i, i + k)));
  const ending = seg.end();
  return {
    spans: out.filter((s) => !s.piece),
    pieces: [...out, ...ending].filter((s) => s.piece),
    ending: ending.filter((s) => !s.piece),
  };
}

describe('LiveSegmenter', () => {
  it('cuts a stream at the same pauses as the whole recording is cut', () => {
    const p = frames(
      '.'.repeat(40) +
        '#'.repeat(60) +
        '.'.repeat(5) +
        '#'.repeat(30) +
        '.'.repeat(200) +
        '#'.repeat(45) +
        '.'.repeat(30) +
        '#'.repeat(12) +
        '.'.repeat(300),
    );
    const whole = spansFromProbabilities(p, p.length * FRAME_SEC);
    const { spans, ending } = live(p);
    expect(spans.map((s) => [s.start, s.end])).toEqual(
      whole.map((s) => [expect.closeTo(s.start, 6), expect.closeTo(s.end, 6)]),
    );
    expect(ending).toEqual([]);
  });

  it('hands out a span only once a long enough pause has closed it', () => {
    const seg = new LiveSegmenter();
    expect(seg.push(frames('.'.repeat(10) + '#'.repeat(40)))).toEqual([]);
    expect(seg.push(frames('.'.repeat(10))).filter((s) => !s.piece)).toEqual([]); // 320 ms: a pause inside a turn
    expect(seg.push(frames('.'.repeat(15))).filter((s) => !s.piece)).toHaveLength(1); // 800 ms in all: the turn is over
  });

  it('hands out speech that runs on a recogniser window at a time, and the rest when the stream ends', () => {
    const { spans, ending } = live(frames('#'.repeat(2000)), { maxSegmentSec: 28 }); // 64 s
    expect(spans.map((s) => s.end - s.start)).toEqual([expect.closeTo(28, 1), expect.closeTo(28, 1)]);
    expect(ending).toHaveLength(1);
    expect(ending[0]!.start).toBeCloseTo(spans[1]!.end, 6);
    expect(ending[0]!.end).toBeCloseTo(64, 1);
  });

  it('hands out pieces of a long turn at its short pauses, or every few seconds, that tile the turn', () => {
    // 1.9 s of speech, a 0.35 s breath, 6.4 s without a pause, then the turn is over.
    const p = frames('.'.repeat(20) + '#'.repeat(60) + '.'.repeat(11) + '#'.repeat(200) + '.'.repeat(60));
    const { spans, pieces } = live(p);
    expect(spans).toHaveLength(1);
    const [turn] = spans;
    // The first piece ends in the breath; none is longer than 3 s.
    expect(pieces[0]!.end).toBeGreaterThan(80 * FRAME_SEC);
    expect(pieces[0]!.end).toBeLessThan(91 * FRAME_SEC);
    expect(pieces.length).toBeGreaterThanOrEqual(4);
    for (const x of pieces) expect(x.end - x.start).toBeLessThanOrEqual(3 + 1e-6);
    // Each piece begins where the one before it ended, from the turn's start to its end.
    expect(pieces[0]!.start).toBeCloseTo(turn!.start, 6);
    for (let k = 1; k < pieces.length; k++) expect(pieces[k]!.start).toBeCloseTo(pieces[k - 1]!.end, 6);
    // The last ends in the pause after the turn's last word (what is left of the turn is silence).
    expect(pieces.at(-1)!.end).toBeGreaterThan(turn!.end - 0.15);
    expect(pieces.at(-1)!.end).toBeLessThanOrEqual(turn!.end);
  });

  it('hands out a short turn as one piece at its first short pause, before the long pause closes it', () => {
    const seg = new LiveSegmenter();
    expect(seg.push(frames('.'.repeat(20) + '#'.repeat(40)))).toEqual([]);
    const [piece] = seg.push(frames('.'.repeat(9))); // 290 ms: a line can be shown already
    expect(piece).toMatchObject({ piece: true, start: expect.closeTo(20 * FRAME_SEC - 0.2, 6) });
    const [turn] = seg.push(frames('.'.repeat(20)));
    expect(turn).toEqual({ start: piece!.start, end: expect.closeTo(60 * FRAME_SEC + 0.2, 6) });
  });

  it('keeps only a little of a long silence and starts where it was told to', () => {
    const seg = new LiveSegmenter({}, 600);
    seg.push(frames('.'.repeat(5000)));
    expect(seg.startSec).toBeGreaterThan(600 + 5000 * FRAME_SEC - 3);
    const [span] = [...seg.push(frames('#'.repeat(30) + '.'.repeat(30)))];
    expect(span!.start).toBeGreaterThan(600 + 5000 * FRAME_SEC - 0.3);
  });
});
