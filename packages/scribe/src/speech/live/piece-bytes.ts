import { GaussStats } from '../voices/gaussian.js';

/**
 * A piece's voice statistics as bytes, so a live transcription that restarts (another worker, a
 * crash) names the voices over the whole consultation without decoding its audio again:
 * count, dimension, sums, then the outer products, as float64.
 */
export function statsToBytes(s: GaussStats): Uint8Array {
  const out = new Float64Array(2 + s.sum.length + s.outer.length);
  out[0] = s.n;
  out[1] = s.dim;
  out.set(s.sum, 2);
  out.set(s.outer, 2 + s.sum.length);
  return new Uint8Array(out.buffer);
}

export function statsFromBytes(bytes: Uint8Array): GaussStats {
  const v = new Float64Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const dim = v[1]!;
  if (!Number.isInteger(dim) || dim <= 0 || v.length !== 2 + dim + dim * dim)
    throw new Error('Stored voice statistics are damaged.');
  const s = new GaussStats(dim);
  s.n = v[0]!;
  s.sum.set(v.subarray(2, 2 + dim));
  s.outer.set(v.subarray(2 + dim));
  return s;
}
