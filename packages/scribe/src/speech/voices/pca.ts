/**
 * Principal axes of a weighted cloud of points (Jacobi eigen-decomposition of its covariance).
 * Between the stretches of a consultation, most of the spread that is not phonetic noise comes from
 * who is speaking, so the first few axes keep the voice differences and drop the dimensions that
 * only add noise to every distance.
 */
export function principalAxes(
  points: Float64Array[],
  weights: number[],
  keep: number,
): (p: Float64Array) => Float64Array {
  const d = points[0]?.length ?? 0;
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  const mean = new Float64Array(d);
  points.forEach((p, i) => p.forEach((x, k) => (mean[k]! += (x * weights[i]!) / total)));
  const c = new Float64Array(d * d);
  points.forEach((p, i) => {
    for (let a = 0; a < d; a++)
      for (let b = 0; b < d; b++) c[a * d + b]! += ((p[a]! - mean[a]!) * (p[b]! - mean[b]!) * weights[i]!) / total;
  });
  const { values, vectors } = jacobi(c, d);
  const order = [...values.keys()].sort((a, b) => values[b]! - values[a]!).slice(0, Math.min(keep, d));
  return (p) =>
    Float64Array.from(order, (col) => {
      let s = 0;
      for (let k = 0; k < d; k++) s += (p[k]! - mean[k]!) * vectors[k * d + col]!;
      return s;
    });
}

function jacobi(matrix: Float64Array, d: number): { values: Float64Array; vectors: Float64Array } {
  const a = Float64Array.from(matrix);
  const v = new Float64Array(d * d);
  for (let i = 0; i < d; i++) v[i * d + i] = 1;
  for (let sweep = 0; sweep < 50; sweep++) {
    let off = 0;
    for (let p = 0; p < d; p++) for (let q = p + 1; q < d; q++) off += a[p * d + q]! ** 2;
    if (off < 1e-18) break;
    for (let p = 0; p < d; p++) {
      for (let q = p + 1; q < d; q++) {
        const apq = a[p * d + q]!;
        if (Math.abs(apq) < 1e-30) continue;
        const theta = (a[q * d + q]! - a[p * d + p]!) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const [cos, sin] = [1 / Math.sqrt(t * t + 1), t / Math.sqrt(t * t + 1)];
        for (let k = 0; k < d; k++) {
          const [akp, akq] = [a[k * d + p]!, a[k * d + q]!];
          a[k * d + p] = cos * akp - sin * akq;
          a[k * d + q] = sin * akp + cos * akq;
        }
        for (let k = 0; k < d; k++) {
          const [apk, aqk] = [a[p * d + k]!, a[q * d + k]!];
          a[p * d + k] = cos * apk - sin * aqk;
          a[q * d + k] = sin * apk + cos * aqk;
        }
        for (let k = 0; k < d; k++) {
          const [vkp, vkq] = [v[k * d + p]!, v[k * d + q]!];
          v[k * d + p] = cos * vkp - sin * vkq;
          v[k * d + q] = sin * vkp + cos * vkq;
        }
      }
    }
  }
  return { values: Float64Array.from({ length: d }, (_, i) => a[i * d + i]!), vectors: v };
}
