/**
 * Voice pitch (F0) every 10 ms, the strongest model-free cue to who is speaking and one that MFCCs
 * discard on purpose. Normalised autocorrelation of a 40 ms frame at 4 kHz (after a 4-sample average
 * as the low-pass), searched between 60 and 400 Hz, refined by a parabola through the peak. A frame
 * is voiced when the peak reaches `VOICED`; unvoiced frames get NaN.
 */
const DECIMATE = 4;
const RATE = 16000 / DECIMATE;
const FRAME = 160; // 40 ms at 4 kHz
const MIN_LAG = Math.floor(RATE / 400);
const MAX_LAG = Math.ceil(RATE / 60);
const VOICED = 0.55;

/** log2(F0 / 100 Hz) per 10 ms frame whose window starts at frame × 160 samples of the input. */
export function pitchTrack(samples: Float32Array, frames: number): Float64Array {
  const low = new Float64Array(Math.floor(samples.length / DECIMATE));
  for (let i = 0; i < low.length; i++) {
    const at = i * DECIMATE;
    low[i] = (samples[at]! + samples[at + 1]! + samples[at + 2]! + samples[at + 3]!) / 4;
  }
  const out = new Float64Array(frames).fill(NaN);
  const r = new Float64Array(MAX_LAG + 2);
  for (let f = 0; f < frames; f++) {
    const at = f * (160 / DECIMATE);
    if (at + FRAME + MAX_LAG + 1 > low.length) break;
    let energy = 0;
    for (let i = 0; i < FRAME; i++) energy += low[at + i]! ** 2;
    if (energy < 1e-7) continue;
    let best = -1;
    for (let lag = MIN_LAG - 1; lag <= MAX_LAG + 1; lag++) {
      let s = 0;
      let e2 = 0;
      for (let i = 0; i < FRAME; i++) {
        s += low[at + i]! * low[at + i + lag]!;
        e2 += low[at + i + lag]! ** 2;
      }
      r[lag] = s / Math.sqrt(energy * e2 + 1e-12);
      if (lag >= MIN_LAG && lag <= MAX_LAG && (best < 0 || r[lag]! > r[best]!)) best = lag;
    }
    if (r[best]! < VOICED) continue;
    const [a, b, c] = [r[best - 1]!, r[best]!, r[best + 1]!];
    const shift = a - 2 * b + c < 0 ? (0.5 * (a - c)) / (a - 2 * b + c) : 0;
    out[f] = Math.log2(RATE / (best + shift) / 100);
  }
  return out;
}
