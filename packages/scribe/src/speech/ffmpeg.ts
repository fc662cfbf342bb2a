import { spawn } from 'node:child_process';

/**
 * ffmpeg is optional (issue #7, item 1): when it is on PATH it decodes faster than WASM and
 * streams, so it is preferred; the product never requires it. SPEECH_FFMPEG=off disables it.
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

/** Decodes any container ffmpeg knows to 16 kHz mono float32 through pipes (no temp files). */
export function decodeWithFfmpeg(bytes: Uint8Array): Promise<Float32Array> {
  return new Promise((resolve, reject) => {
    const p = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', 'pipe:0', '-f', 'f32le', '-ac', '1', '-ar', '16000', 'pipe:1']);
    const chunks: Buffer[] = [];
    let stderr = '';
    p.stdout.on('data', (c: Buffer) => chunks.push(c));
    p.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    p.on('error', reject);
    p.on('exit', (code) => {
      if (code !== 0) return reject(new Error(stderr.trim().split('\n').pop() || `ffmpeg exited with ${code}`));
      const all = Buffer.concat(chunks);
      const out = new Float32Array(Math.floor(all.length / 4));
      for (let i = 0; i < out.length; i++) out[i] = all.readFloatLE(i * 4);
      resolve(out);
    });
    p.stdin.on('error', () => undefined); // ffmpeg may close stdin early on bad input; exit code tells
    p.stdin.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
}
