import { readFileSync } from 'node:fs';
import path from 'node:path';
import { encodeWav } from '../speech/wav.js';

/** Shared by the speech tests and the bench: the committed fixtures and generated edge cases. */
export const FIXTURES_DIR = path.resolve(import.meta.dirname, '../../test-fixtures');
export const FIXTURE_FILES = [
  'speech.wav',
  'speech.flac',
  'speech.mp3',
  'speech.opus.ogg',
  'speech.vorbis.ogg',
  'speech.webm',
  'speech.m4a',
];

export function fixture(name: string): Buffer {
  return readFileSync(path.join(FIXTURES_DIR, name));
}

export function silenceWav(seconds: number): Buffer {
  return encodeWav(new Float32Array(seconds * 16000));
}

/** Deterministic white noise (no speech in it, but far from silent). */
export function noiseWav(seconds: number, amplitude = 0.3): Buffer {
  let x = 12345;
  const s = new Float32Array(seconds * 16000);
  for (let i = 0; i < s.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    s[i] = ((x / 0x7fffffff) * 2 - 1) * amplitude;
  }
  return encodeWav(s);
}
