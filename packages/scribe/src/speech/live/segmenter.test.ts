import { describe, expect, it } from 'vitest';
import { spansFromProbabilities } from '../vad.js';
import { LiveSegmenter } from './segmenter.js';

const FRAME_SEC = 0.032;
const frames = (pattern: string) => Float32Array.from(pattern, (c) => (c === '#' ? 0.9 : 0.05));

/** Feeds the probabilities in uneven pieces, as chunks of a live recording bring them. */
function live(p: Float32Array, o = {}) {
  const seg = new LiveSegmenter(o);
  const out = [];
  for (let i = 0, k = 1; i < p.length; i += k, k = ((k * 7) % 23) + 1) out.push(...seg.push(p.subarray(i, i + k)));
  return { spans: out, ending: seg.end() };
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
    expect(seg.push(frames('.'.repeat(10)))).toEqual([]); // 320 ms: a pause inside a turn
    expect(seg.push(frames('.'.repeat(15)))).toHaveLength(1); // 800 ms in all: the turn is over
  });

  it('hands out speech that runs on a recogniser window at a time, and the rest when the stream ends', () => {
    const { spans, ending } = live(frames('#'.repeat(2000)), { maxSegmentSec: 28 }); // 64 s
    expect(spans.map((s) => s.end - s.start)).toEqual([expect.closeTo(28, 1), expect.closeTo(28, 1)]);
    expect(ending).toHaveLength(1);
    expect(ending[0]!.start).toBeCloseTo(spans[1]!.end, 6);
    expect(ending[0]!.end).toBeCloseTo(64, 1);
  });

  it('keeps only a little of a long silence and starts where it was told to', () => {
    const seg = new LiveSegmenter({}, 600);
    seg.push(frames('.'.repeat(5000)));
    expect(seg.startSec).toBeGreaterThan(600 + 5000 * FRAME_SEC - 3);
    const [span] = [...seg.push(frames('#'.repeat(30) + '.'.repeat(30)))];
    expect(span!.start).toBeGreaterThan(600 + 5000 * FRAME_SEC - 0.3);
  });
});
