import { fft } from './mfcc.js';

/**
 * Kaldi-style log-mel filterbank features, what sherpa-onnx's speaker models were trained on
 * (kaldi-native-fbank defaults): 25 ms povey windows every 10 ms without padding at the edges,
 * DC removed, pre-emphasis 0.97, a 512-point power spectrum, 80 mel bins from 20 Hz to 8 kHz,
 * natural log. With `meanNormalise` each bin's mean over the stretch is subtracted.
 */
const WIN = 400;
const HOP = 160;
const NFFT = 512;
export const FBANK_BINS = 80;

const povey = Float64Array.from(
  { length: WIN },
  (_, i) => (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (WIN - 1))) ** 0.85,
);
const mel = (hz: number) => 1127 * Math.log(1 + hz / 700);
const filters = (() => {
  const [lo, hi] = [mel(20), mel(8000)];
  const step = (hi - lo) / (FBANK_BINS + 1);
  return Array.from({ length: FBANK_BINS }, (_, b) => {
    const [l, c, r] = [lo + b * step, lo + (b + 1) * step, lo + (b + 2) * step];
    return Float64Array.from({ length: NFFT / 2 }, (_, k) => {
      const m = mel((k * 16000) / NFFT);
      return m <= l || m >= r ? 0 : m <= c ? (m - l) / (c - l) : (r - m) / (r - c);
    });
  });
})();

export function fbank(
  samples: Float32Array,
  o: { scale?: number; meanNormalise?: boolean } = {},
): { values: Float32Array; frames: number } {
  const frames = samples.length < WIN ? 0 : 1 + Math.floor((samples.length - WIN) / HOP);
  const values = new Float32Array(frames * FBANK_BINS);
  const [re, im] = [new Float64Array(NFFT), new Float64Array(NFFT)];
  const scale = o.scale ?? 1;
  for (let f = 0; f < frames; f++) {
    re.fill(0);
    im.fill(0);
    let dc = 0;
    for (let i = 0; i < WIN; i++) dc += samples[f * HOP + i]! * scale;
    dc /= WIN;
    for (let i = WIN - 1; i >= 0; i--) {
      const x = samples[f * HOP + i]! * scale - dc;
      const prev = i > 0 ? samples[f * HOP + i - 1]! * scale - dc : x;
      re[i] = (x - 0.97 * prev) * povey[i]!;
    }
    fft(re, im);
    for (let b = 0; b < FBANK_BINS; b++) {
      let e = 0;
      const w = filters[b]!;
      for (let k = 0; k < NFFT / 2; k++) if (w[k]) e += w[k]! * (re[k]! ** 2 + im[k]! ** 2);
      values[f * FBANK_BINS + b] = Math.log(Math.max(e, 1.1920929e-7));
    }
  }
  if (o.meanNormalise && frames > 0) {
    for (let b = 0; b < FBANK_BINS; b++) {
      let m = 0;
      for (let f = 0; f < frames; f++) m += values[f * FBANK_BINS + b]!;
      m /= frames;
      for (let f = 0; f < frames; f++) values[f * FBANK_BINS + b]! -= m;
    }
  }
  return { values, frames };
}
