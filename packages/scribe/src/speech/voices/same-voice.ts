import type { GaussStats } from './gaussian.js';

/**
 * How much better two voices' frames are described by a full-covariance Gaussian each than by one
 * Gaussian for both, in nats per frame. Per frame, not summed: the sum (and so ΔBIC) grows with the
 * length of the recording, so on a long one any two groups of one person's speech (different
 * sentences) end up "different"; the per-frame gain settles at how far apart the two voices
 * really are, however long they speak.
 */
export function gainPerFrame(a: GaussStats, b: GaussStats): number {
  const both = a.plus(b);
  return (0.5 * (both.n * both.logDet() - a.n * a.logDet() - b.n * b.logDet())) / Math.max(1, both.n);
}

export interface JoinOptions {
  /** Two voices that gain less than this from being two are one person, while three or more remain. */
  minGain: number;
  /**
   * The same when only two voices remain. Lower: joining the last two loses the doctor/patient
   * split of the whole recording, and short answers blur each voice with the other's speech (a
   * stretch holding both), which brings two people's distributions closer.
   */
  minGainLastTwo: number;
}

/**
 * Joins voices that are one person: while the closest two voices (smallest `gainPerFrame`) gain
 * less than the least gain allowed, they become one. Splitting by the means of stretches can
 * separate one person's sentences (their sounds move the mean) into two tight groups; the whole
 * frame distributions of such groups overlap far more than those of two people. Returns each
 * piece's voice, numbered 0, 1, … by first appearance.
 */
export function joinSameVoices(labels: number[], stats: GaussStats[], o: JoinOptions): number[] {
  const voices = new Map<number, GaussStats>();
  labels.forEach((v, i) => voices.set(v, voices.get(v)?.plus(stats[i]!) ?? stats[i]!));
  const into = new Map<number, number>([...voices.keys()].map((v) => [v, v]));
  for (;;) {
    let best: [number, number, number] | null = null;
    const ids = [...voices.keys()];
    const minGain = ids.length > 2 ? o.minGain : o.minGainLastTwo;
    for (const [k, a] of ids.entries()) {
      for (const b of ids.slice(k + 1)) {
        const gain = gainPerFrame(voices.get(a)!, voices.get(b)!);
        if (gain < minGain && (!best || gain < best[2])) best = [a, b, gain];
      }
    }
    if (!best) break;
    const [a, b] = best;
    voices.set(a, voices.get(a)!.plus(voices.get(b)!));
    voices.delete(b);
    for (const [v, to] of into) if (to === b) into.set(v, a);
  }
  const names = new Map<number, number>();
  return labels.map((v) => {
    const g = into.get(v)!;
    return names.get(g) ?? (names.set(g, names.size), names.size - 1);
  });
}
