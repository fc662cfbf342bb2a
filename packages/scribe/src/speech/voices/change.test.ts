import { describe, expect, it } from 'vitest';
import { changePoints } from './change.js';
import { deltaBic, GaussStats } from './gaussian.js';
import { mfcc } from './mfcc.js';
import { mulberry32 } from './testing/consultation-audio.js';
import { joinWithPauses, synthSpeech } from './testing/synthetic-voice.js';

const LOW = { f0: 110, tract: 1.0 };
const HIGH = { f0: 210, tract: 1.18 };
const time = (c: ReturnType<typeof mfcc>, b: number) => c.frames[b]! / 100;

describe('BIC speaker change detection', () => {
  it('finds where one voice hands over to another with no pause between them', () => {
    const c = mfcc(joinWithPauses([synthSpeech(LOW, 3, 1), synthSpeech(HIGH, 3, 2)], 0));
    const changes = changePoints(c).map((b) => time(c, b));
    expect(changes.some((t) => Math.abs(t - 3) < 0.15)).toBe(true);
  });

  it('cuts at a pause between voiced stretches even when the voice stays the same', () => {
    const c = mfcc(joinWithPauses([synthSpeech(LOW, 1.2, 3), synthSpeech(LOW, 1.2, 4)], 0.5));
    expect(changePoints(c).map((b) => time(c, b))).toContainEqual(expect.closeTo(1.7, 0));
    expect(changePoints(c, { pauseFrames: 80 }).every((b) => Math.abs(time(c, b) - 1.7) > 0.3)).toBe(true);
  });

  it('keeps only voiced, loud frames: silence and hiss carry no voice', () => {
    const rand = mulberry32(5);
    const hiss = Float32Array.from({ length: 16000 }, () => (rand() - 0.5) * 0.001);
    expect(mfcc(hiss).frames.length).toBe(0);
    expect(mfcc(synthSpeech(LOW, 1, 6)).frames.length).toBeGreaterThan(80);
  });
});

describe('ΔBIC', () => {
  const gaussian = (mean: number, n: number, seed: number) => {
    const rand = mulberry32(seed);
    const g = new GaussStats(2);
    for (let i = 0; i < n; i++) {
      const normal = () => Math.sqrt(-2 * Math.log(rand() + 1e-12)) * Math.cos(2 * Math.PI * rand());
      g.addFrame(Float64Array.from([mean + normal(), normal()]));
    }
    return g;
  };

  it('is negative for two samples of one distribution and positive for two distributions', () => {
    expect(deltaBic(gaussian(0, 300, 1), gaussian(0, 300, 2), 1)).toBeLessThan(0);
    expect(deltaBic(gaussian(0, 300, 1), gaussian(2, 300, 3), 1)).toBeGreaterThan(0);
    expect(deltaBic(gaussian(0, 300, 1), gaussian(2, 300, 3), 1, true)).toBeGreaterThan(0);
  });

  it('adds and subtracts statistics exactly', () => {
    const [a, b] = [gaussian(0, 50, 4), gaussian(1, 70, 5)];
    const back = a.plus(b).minus(b);
    expect(back.n).toBe(50);
    expect([...back.mean()].map((x) => x.toFixed(9))).toEqual([...a.mean()].map((x) => x.toFixed(9)));
  });
});
