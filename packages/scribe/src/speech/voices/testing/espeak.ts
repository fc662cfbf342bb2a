import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { StreamingResampler } from '../../resample.js';

const run = promisify(execFile);

/** One synthetic voice: an espeak-ng voice and variant, its pitch (0–99) and speed (words a minute). */
export interface EspeakVoice {
  voice: string;
  pitch: number;
  speed: number;
}

export function espeakAvailable(): Promise<boolean> {
  return run('espeak-ng', ['--version']).then(
    () => true,
    () => false,
  );
}

/** `text` spoken by `v` as 16 kHz mono samples (espeak-ng writes 22.05 kHz 16-bit WAV to stdout). */
export async function speak(text: string, v: EspeakVoice): Promise<Float32Array> {
  const { stdout } = await run(
    'espeak-ng',
    ['-v', v.voice, '-p', String(v.pitch), '-s', String(v.speed), '--stdout', text],
    {
      encoding: 'buffer',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  const wav = stdout as unknown as Buffer;
  if (wav.length < 44) return new Float32Array(0); // nothing speakable (a line of punctuation)
  const rate = wav.readUInt32LE(24);
  let at = 12;
  while (at + 8 <= wav.length && wav.toString('ascii', at, at + 4) !== 'data') at += 8 + wav.readUInt32LE(at + 4);
  const pcm = wav.subarray(at + 8);
  const samples = new Float32Array(Math.floor(pcm.length / 2));
  for (let i = 0; i < samples.length; i++) samples[i] = pcm.readInt16LE(2 * i) / 32768;
  const r = new StreamingResampler(rate);
  const out = r.push(samples);
  return trimSilence(out);
}

/** espeak-ng pads its output with silence; a speaker's timing is the generator's to set. */
function trimSilence(s: Float32Array): Float32Array {
  let [a, b] = [0, s.length];
  while (a < b && Math.abs(s[a]!) < 0.003) a++;
  while (b > a && Math.abs(s[b - 1]!) < 0.003) b--;
  return s.subarray(a, b);
}
