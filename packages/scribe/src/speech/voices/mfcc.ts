import { pitchTrack } from './pitch.js';

/**
 * Mel-frequency cepstral coefficients of 16 kHz speech, the model-free voice features: 25 ms
 * Hamming windows every 10 ms, pre-emphasis 0.97, a 512-point FFT, 24 mel bands from 80 Hz to
 * 7.6 kHz, and cepstra c1…c16 (c0, the loudness, says nothing about who speaks and is left out).
 * Frames far quieter than their stretch (pauses inside a turn) are dropped: silence has no voice.
 */
export const HOP = 160;
const WIN = 400;
const NFFT = 512;
const BANDS = 24;
export const CEPSTRA = 16;
/** Values per frame: the cepstra and the voice's pitch. */
export const DIMS = CEPSTRA + 1;
export const FRAMES_PER_SEC = 16000 / HOP;

const hamming = Float64Array.from({ length: WIN }, (_, i) => 0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (WIN - 1)));
const melFilters = buildMelFilters();
const dct = Float64Array.from({ length: CEPSTRA * BANDS }, (_, k) => {
  const [c, b] = [Math.floor(k / BANDS) + 1, k % BANDS];
  return Math.cos((Math.PI * c * (b + 0.5)) / BANDS);
});
const [cosT, sinT] = [new Float64Array(NFFT / 2), new Float64Array(NFFT / 2)];
for (let i = 0; i < NFFT / 2; i++)
  [cosT[i], sinT[i]] = [Math.cos((2 * Math.PI * i) / NFFT), -Math.sin((2 * Math.PI * i) / NFFT)];
const bitrev = Uint16Array.from({ length: NFFT }, (_, i) => {
  let r = 0;
  for (let b = 0, x = i; b < Math.log2(NFFT); b++, x >>= 1) r = (r << 1) | (x & 1);
  return r;
});

function hzToMel(hz: number): number {
  return 1127 * Math.log(1 + hz / 700);
}

function buildMelFilters(): { first: number; weights: Float64Array }[] {
  const [lo, hi] = [hzToMel(80), hzToMel(7600)];
  const centres = Array.from({ length: BANDS + 2 }, (_, i) => lo + ((hi - lo) * i) / (BANDS + 1));
  return Array.from({ length: BANDS }, (_, b) => {
    const [l, c, r] = [centres[b]!, centres[b + 1]!, centres[b + 2]!];
    const first = Math.floor((700 * (Math.exp(l / 1127) - 1) * NFFT) / 16000);
    const last = Math.ceil((700 * (Math.exp(r / 1127) - 1) * NFFT) / 16000);
    const weights = new Float64Array(last - first + 1);
    for (let k = first; k <= last; k++) {
      const mel = hzToMel((k * 16000) / NFFT);
      weights[k - first] = Math.max(0, mel < c ? (mel - l) / (c - l) : (r - mel) / (r - c));
    }
    return { first, weights };
  });
}

/** In-place radix-2 FFT of re/im (length 512). */
export function fft(re: Float64Array, im: Float64Array): void {
  for (let i = 0; i < NFFT; i++) {
    const j = bitrev[i]!;
    if (j > i) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let size = 2; size <= NFFT; size <<= 1) {
    const half = size >> 1;
    const step = NFFT / size;
    for (let start = 0; start < NFFT; start += size) {
      for (let k = 0; k < half; k++) {
        const [wr, wi] = [cosT[k * step]!, sinT[k * step]!];
        const [a, b] = [start + k, start + k + half];
        const tr = wr * re[b]! - wi * im[b]!;
        const ti = wr * im[b]! + wi * re[b]!;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
      }
    }
  }
}

/** Pitch in octaves is scaled to weigh about as much as the cepstra in the BIC windows. */
export const PITCH_SCALE = 4;

export interface Cepstra {
  /** DIMS values per kept frame, frame after frame. */
  values: Float64Array;
  /** Index of each kept frame from the start of the samples given (times: index / FRAMES_PER_SEC). */
  frames: Int32Array;
}

/**
 * MFCCs and pitch of one stretch of speech; memory is that of the stretch alone. Only voiced frames
 * are kept (pitch is known there, and vowels carry most of a voice's colour).
 */
export function mfcc(samples: Float32Array, quietDb = 30): Cepstra {
  const count = samples.length < WIN ? 0 : 1 + Math.floor((samples.length - WIN) / HOP);
  const all = new Float64Array(count * CEPSTRA);
  const energy = new Float64Array(count);
  const [re, im, logMel] = [new Float64Array(NFFT), new Float64Array(NFFT), new Float64Array(BANDS)];
  for (let f = 0; f < count; f++) {
    const at = f * HOP;
    re.fill(0);
    im.fill(0);
    let e = 0;
    for (let i = 0; i < WIN; i++) {
      const x = samples[at + i]! - (i > 0 ? 0.97 * samples[at + i - 1]! : 0.97 * (at > 0 ? samples[at - 1]! : 0));
      re[i] = x * hamming[i]!;
      e += x * x;
    }
    energy[f] = 10 * Math.log10(e + 1e-10);
    fft(re, im);
    for (let b = 0; b < BANDS; b++) {
      const { first, weights } = melFilters[b]!;
      let s = 0;
      for (let k = 0; k < weights.length; k++) s += weights[k]! * (re[first + k]! ** 2 + im[first + k]! ** 2);
      logMel[b] = Math.log(s + 1e-8);
    }
    for (let c = 0; c < CEPSTRA; c++) {
      let s = 0;
      for (let b = 0; b < BANDS; b++) s += dct[c * BANDS + b]! * logMel[b]!;
      all[f * CEPSTRA + c] = s;
    }
  }
  const loud = [...energy].sort((a, b) => b - a)[Math.floor(count * 0.05)] ?? 0;
  const pitch = pitchTrack(samples, count);
  const kept: number[] = [];
  for (let f = 0; f < count; f++) if (energy[f]! > loud - quietDb && !Number.isNaN(pitch[f]!)) kept.push(f);
  const values = new Float64Array(kept.length * DIMS);
  kept.forEach((f, i) => {
    values.set(all.subarray(f * CEPSTRA, (f + 1) * CEPSTRA), i * DIMS);
    values[i * DIMS + CEPSTRA] = pitch[f]! * PITCH_SCALE;
  });
  return { values, frames: Int32Array.from(kept) };
}
