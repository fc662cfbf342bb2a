import { mulberry32 } from './consultation-audio.js';

/** A made-up speaker for unit tests: a pitch and a vocal-tract length (formants scale with it). */
export interface SynthVoice {
  f0: number;
  tract: number;
}

const VOWELS: [number, number, number][] = [
  [730, 1090, 2440],
  [270, 2290, 3010],
  [530, 1840, 2480],
  [570, 840, 2410],
  [440, 1020, 2240],
];

/**
 * Vowel-like speech of one made-up voice: a glottal pulse train at the voice's pitch (with a slow
 * intonation drift, jitter and breath noise) through three formant resonators, the vowel and its
 * loudness changing every 60–180 ms as syllables do, so that
 * what is said varies inside a voice while pitch and formant scale set voices apart.
 */
export function synthSpeech(v: SynthVoice, seconds: number, seed = 1): Float32Array {
  const rand = mulberry32(seed);
  const out = new Float32Array(Math.round(seconds * 16000));
  let phase = 0;
  let vowel = VOWELS[0]!;
  let nextVowel = 0;
  let loud = 1;
  const state = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < out.length; i++) {
    if (i >= nextVowel) {
      vowel = VOWELS[Math.floor(rand() * VOWELS.length)]!;
      nextVowel = i + Math.round((0.06 + rand() * 0.12) * 16000);
      loud = 0.4 + rand() * 0.6;
    }
    const f0 = v.f0 * (1 + 0.08 * Math.sin((2 * Math.PI * i) / 16000 / 1.7)) * (1 + (rand() - 0.5) * 0.02);
    phase += f0 / 16000;
    let x = 0;
    if (phase >= 1) {
      phase -= 1;
      x = 1;
    }
    x = x * loud + (rand() - 0.5) * 0.05;
    let y = 0;
    vowel.forEach((formant, k) => {
      const f = formant * v.tract;
      const r = Math.exp((-Math.PI * (60 + 40 * k)) / 16000);
      const a1 = 2 * r * Math.cos((2 * Math.PI * f) / 16000);
      const s = x + a1 * state[2 * k]! - r * r * state[2 * k + 1]!;
      state[2 * k + 1] = state[2 * k]!;
      state[2 * k] = s;
      y += s * (1 - r) * (k === 0 ? 1 : 0.6);
    });
    out[i] = y * 0.5;
  }
  return out;
}

/** Joins pieces of audio with the given silences (seconds) between them. */
export function joinWithPauses(pieces: Float32Array[], pause: number): Float32Array {
  const gap = Math.round(pause * 16000);
  const out = new Float32Array(pieces.reduce((s, p) => s + p.length, 0) + gap * Math.max(0, pieces.length - 1));
  let at = 0;
  for (const p of pieces) {
    out.set(p, at);
    at += p.length + gap;
  }
  return out;
}
