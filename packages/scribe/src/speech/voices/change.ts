import { deltaBic, GaussStats } from './gaussian.js';
import { DIMS, type Cepstra } from './mfcc.js';

export interface ChangeOptions {
  /** Frames on each side of a candidate change (100 a second). */
  window?: number;
  /** The shortest stretch of one voice that can stand between two changes. */
  minFrames?: number;
  /** Weight of the BIC parameter penalty: higher finds fewer changes. */
  lambda?: number;
  /** A pause between voiced frames at least this long (in frames) is always a possible change. */
  pauseFrames?: number;
}

/**
 * Where the voice changes inside one stretch of speech, by the Bayesian information criterion:
 * at every 0.1 s, is the window before plus the window after better described by two Gaussians
 * than by one (ΔBIC > 0)? Peaks are kept from the strongest down, at least `minFrames` apart, and
 * each kept change must still hold between the whole stretches it separates. `fixed` are
 * kept-frame indices that are always cuts (where the recogniser ended a sentence). Returns indices
 * into the kept frames of `c` where a new voice starts.
 */
export function changePoints(c: Cepstra, o: ChangeOptions = {}, fixed: number[] = []): number[] {
  // Turns mostly change at a pause or a sentence end: each is a cut, and BIC looks for changes between them.
  const pause = o.pauseFrames ?? 30;
  const always = new Set(fixed);
  const cuts: number[] = [];
  let from = 0;
  for (let k = 1; k <= c.frames.length; k++) {
    if (k < c.frames.length && c.frames[k]! - c.frames[k - 1]! < pause && !always.has(k)) continue;
    const inside = bicChanges(
      { values: c.values.subarray(from * DIMS, k * DIMS), frames: c.frames.subarray(from, k) },
      o,
    );
    cuts.push(...inside.map((b) => b + from));
    if (k < c.frames.length) cuts.push(k);
    from = k;
  }
  return cuts;
}

function bicChanges(c: Cepstra, o: ChangeOptions): number[] {
  const total = c.frames.length;
  const win = o.window ?? 150;
  const minFrames = o.minFrames ?? 40;
  const lambda = o.lambda ?? 2;
  if (total < 2 * minFrames) return [];
  const step = 10;
  // Cumulative statistics every `step` frames: any window's statistics are a difference of two.
  const prefix: GaussStats[] = [new GaussStats(DIMS)];
  for (let at = 0; at < total; at += step) {
    const next = prefix[prefix.length - 1]!.plus(GaussStats.ofFrames(c.values, DIMS, at, Math.min(total, at + step)));
    prefix.push(next);
  }
  const stats = (from: number, to: number) => prefix[Math.ceil(to / step)]!.minus(prefix[Math.floor(from / step)]!);
  const scores: [number, number][] = [];
  for (let b = minFrames; b <= total - minFrames; b += step) {
    const from = Math.max(0, b - win);
    const to = Math.min(total, b + win);
    const s = deltaBic(stats(from, b), stats(b, to), lambda, true);
    if (s > 0) scores.push([b, s]);
  }
  const chosen: number[] = [];
  for (const [b] of scores.sort((x, y) => y[1] - x[1])) {
    if (chosen.every((k) => Math.abs(k - b) >= minFrames)) chosen.push(b);
  }
  chosen.sort((x, y) => x - y);
  return confirm(chosen, total, stats, lambda);
}

/** Drops changes that do not hold between the whole stretches on either side, weakest first. */
function confirm(
  changes: number[],
  total: number,
  stats: (a: number, b: number) => GaussStats,
  lambda: number,
): number[] {
  const cuts = [...changes];
  for (;;) {
    let weakest = -1;
    let weakestScore = 0;
    for (let i = 0; i < cuts.length; i++) {
      const from = i === 0 ? 0 : cuts[i - 1]!;
      const to = i === cuts.length - 1 ? total : cuts[i + 1]!;
      const s = deltaBic(stats(from, cuts[i]!), stats(cuts[i]!, to), lambda, true);
      if (s <= weakestScore) [weakest, weakestScore] = [i, s];
    }
    if (weakest < 0) return cuts;
    cuts.splice(weakest, 1);
  }
}
