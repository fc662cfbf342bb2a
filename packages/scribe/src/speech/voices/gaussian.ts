/**
 * Sufficient statistics of a full-covariance Gaussian (count, sum, sum of outer products): a
 * stretch of speech, a window of frames or a whole voice in a few hundred numbers, merged by
 * adding. Log-determinants use a Cholesky factorisation with a small ridge so that short stretches
 * (fewer frames than parameters) still give a finite, slightly conservative value.
 */
export class GaussStats {
  n = 0;
  readonly sum: Float64Array;
  readonly outer: Float64Array;

  constructor(readonly dim: number) {
    this.sum = new Float64Array(dim);
    this.outer = new Float64Array(dim * dim);
  }

  addFrame(x: Float64Array, at = 0): void {
    const d = this.dim;
    this.n++;
    for (let i = 0; i < d; i++) {
      const xi = x[at + i]!;
      this.sum[i]! += xi;
      for (let j = 0; j <= i; j++) this.outer[i * d + j]! += xi * x[at + j]!;
    }
  }

  static ofFrames(values: Float64Array, dim: number, from = 0, to = values.length / dim): GaussStats {
    const g = new GaussStats(dim);
    for (let f = from; f < to; f++) g.addFrame(values, f * dim);
    return g;
  }

  plus(o: GaussStats): GaussStats {
    const g = new GaussStats(this.dim);
    g.n = this.n + o.n;
    for (let i = 0; i < this.sum.length; i++) g.sum[i] = this.sum[i]! + o.sum[i]!;
    for (let i = 0; i < this.outer.length; i++) g.outer[i] = this.outer[i]! + o.outer[i]!;
    return g;
  }

  minus(o: GaussStats): GaussStats {
    const g = new GaussStats(this.dim);
    g.n = this.n - o.n;
    for (let i = 0; i < this.sum.length; i++) g.sum[i] = this.sum[i]! - o.sum[i]!;
    for (let i = 0; i < this.outer.length; i++) g.outer[i] = this.outer[i]! - o.outer[i]!;
    return g;
  }

  mean(): Float64Array {
    return this.sum.map((s) => s / Math.max(1, this.n));
  }

  /** log |Σ| of the maximum-likelihood covariance (lower triangle), plus `ridge` on the diagonal. */
  logDet(ridge = 0.05): number {
    const d = this.dim;
    const n = Math.max(1, this.n);
    const m = this.mean();
    const a = new Float64Array(d * d);
    for (let i = 0; i < d; i++) {
      for (let j = 0; j <= i; j++) a[i * d + j] = this.outer[i * d + j]! / n - m[i]! * m[j]!;
      a[i * d + i]! += ridge;
    }
    return choleskyLogDet(a, d);
  }

  /** log variances of each dimension alone (the diagonal model), plus `ridge`. */
  logDetDiagonal(ridge = 0.05): number {
    const d = this.dim;
    const n = Math.max(1, this.n);
    let s = 0;
    for (let i = 0; i < d; i++)
      s += Math.log(Math.max(1e-9, this.outer[i * d + i]! / n - (this.sum[i]! / n) ** 2) + ridge);
    return s;
  }
}

/**
 * Whitening against the covariance of frames around their own stretch's mean (what changes within
 * one voice: mostly which sound is being said), so that distances between stretch means count only
 * what differs beyond that. Returns a function from a mean vector to its whitened coordinates.
 */
export function withinWhitener(parts: GaussStats[]): (mean: Float64Array) => Float64Array {
  const d = parts[0]?.dim ?? 0;
  const w = new Float64Array(d * d);
  let n = 0;
  for (const p of parts) {
    const m = p.mean();
    n += p.n;
    for (let i = 0; i < d; i++) for (let j = 0; j <= i; j++) w[i * d + j]! += p.outer[i * d + j]! - p.n * m[i]! * m[j]!;
  }
  for (let i = 0; i < d; i++) {
    for (let j = 0; j <= i; j++) w[i * d + j]! /= Math.max(1, n);
    w[i * d + i]! += 1e-3;
  }
  choleskyLogDet(w, d); // w now holds L (lower triangle) with W = L Lᵀ
  return (mean) => {
    const y = new Float64Array(d);
    for (let i = 0; i < d; i++) {
      let s = mean[i]!;
      for (let k = 0; k < i; k++) s -= w[i * d + k]! * y[k]!;
      y[i] = s / w[i * d + i]!;
    }
    return y;
  };
}

function choleskyLogDet(a: Float64Array, d: number): number {
  let logDet = 0;
  for (let j = 0; j < d; j++) {
    let s = a[j * d + j]!;
    for (let k = 0; k < j; k++) s -= a[j * d + k]! ** 2;
    const l = Math.sqrt(Math.max(s, 1e-12));
    a[j * d + j] = l;
    logDet += 2 * Math.log(l);
    for (let i = j + 1; i < d; i++) {
      let t = a[i * d + j]!;
      for (let k = 0; k < j; k++) t -= a[i * d + k]! * a[j * d + k]!;
      a[i * d + j] = t / l;
    }
  }
  return logDet;
}

/**
 * ΔBIC of describing `a` and `b` by one Gaussian instead of two: positive when two are worth their
 * extra parameters (a different speaker), negative when one explains both (the same speaker).
 * `lambda` scales the parameter penalty (1 is the textbook criterion).
 */
export function deltaBic(a: GaussStats, b: GaussStats, lambda: number, diagonal = false): number {
  const both = a.plus(b);
  const ld = (g: GaussStats) => (diagonal ? g.logDetDiagonal() : g.logDet());
  const d = a.dim;
  const params = diagonal ? 2 * d : d + (d * (d + 1)) / 2;
  return 0.5 * (both.n * ld(both) - a.n * ld(a) - b.n * ld(b)) - lambda * 0.5 * params * Math.log(both.n);
}
