import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SampleBuffer, TARGET_RATE } from './resample.js';

/**
 * ffmpeg is optional: when it is on PATH it decodes faster than the in-process decoders, so it is
 * tried first; the product never requires it. SPEECH_FFMPEG=off disables it.
 */
let available: Promise<boolean> | null = null;

export function ffmpegAvailable(): Promise<boolean> {
  if (process.env.SPEECH_FFMPEG === 'off') return Promise.resolve(false);
  available ??= new Promise((resolve) => {
    const p = spawn('ffmpeg', ['-version'], { stdio: 'ignore' });
    p.on('error', () => resolve(false));
    p.on('exit', (code) => resolve(code === 0));
  });
  return available;
}

/**
 * Decodes any container ffmpeg knows to 16 kHz mono float32. ffmpeg reads a file, never a pipe:
 * an MP4/M4A whose index (moov) sits after the audio, as phones and most recorders write it, can
 * only be read by seeking, and from a pipe ffmpeg gives up and exits 0 with no samples. The file
 * holds patient audio, so it lives in a private temporary folder (0700, file 0600) removed at once.
 */
export async function decodeWithFfmpeg(bytes: Uint8Array): Promise<Float32Array> {
  const dir = await mkdtemp(path.join(tmpdir(), 'asha-decode-'));
  try {
    const file = path.join(dir, 'recording');
    await writeFile(file, bytes, { mode: 0o600 });
    return await runFfmpeg(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function runFfmpeg(file: string): Promise<Float32Array> {
  const args = [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    '-i',
    file,
    '-vn',
    '-f',
    'f32le',
    '-ac',
    '1',
    '-ar',
    String(TARGET_RATE),
    'pipe:1',
  ];
  return new Promise((resolve, reject) => {
    const p = spawn('ffmpeg', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out = new SampleBuffer();
    // f32le arrives in arbitrary byte chunks: carry a partial sample over to the next chunk.
    let rest = Buffer.alloc(0);
    let stderr = '';
    p.stdout.on('data', (c: Buffer) => {
      const bytes = rest.length ? Buffer.concat([rest, c]) : c;
      const whole = bytes.length - (bytes.length % 4);
      out.append(littleEndianFloats(bytes.subarray(0, whole)));
      rest = Buffer.from(bytes.subarray(whole));
    });
    p.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    p.on('error', reject);
    p.on('close', (code) => {
      if (code !== 0) return reject(new Error(stderr.trim().split('\n').pop() || `ffmpeg exited with ${code}`));
      resolve(out.finish());
    });
  });
}

function littleEndianFloats(b: Buffer): Float32Array {
  const f = new Float32Array(b.length / 4);
  for (let i = 0; i < f.length; i++) f[i] = b.readFloatLE(i * 4);
  return f;
}
