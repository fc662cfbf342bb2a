/**
 * Streaming down-mix and resampling to 16 kHz mono, chunk by chunk, so a long recording never
 * exists in memory at its original rate, so memory stays bounded.
 *
 * Downsampling averages the input samples that fall inside each output sample's window (a box
 * low-pass), which removes most aliasing above 8 kHz at negligible cost; upsampling (8 kHz
 * telephone audio) interpolates linearly. Whisper and Silero both expect 16 kHz.
 */
export const TARGET_RATE = 16000;

export function downmix(channels: Float32Array[]): Float32Array {
  if (channels.length === 1) return channels[0]!;
  const n = Math.min(...channels.map((c) => c.length));
  const out = new Float32Array(n);
  for (const c of channels) for (let i = 0; i < n; i++) out[i]! += c[i]! / channels.length;
  return out;
}

export class StreamingResampler {
  private readonly step: number;
  /** Position (in input samples, relative to the start of `carry`) of the next output sample. */
  private pos = 0;
  private carry = new Float32Array(0);

  constructor(readonly inputRate: number) {
    this.step = inputRate / TARGET_RATE;
  }

  push(chunk: Float32Array): Float32Array {
    if (this.inputRate === TARGET_RATE) return chunk;
    const input = concat(this.carry, chunk);
    const half = Math.max(this.step / 2, 0.5);
    const out: number[] = [];
    // Stop while the window of the next output sample would run past the input we have.
    while (this.pos + half + 1 < input.length) {
      out.push(this.step > 1 ? boxAverage(input, this.pos, half) : lerp(input, this.pos));
      this.pos += this.step;
    }
    const keepFrom = Math.max(0, Math.floor(this.pos - half) - 1);
    this.carry = input.slice(keepFrom);
    this.pos -= keepFrom;
    return Float32Array.from(out);
  }

  /** Emits what is left at the end of the stream. */
  flush(): Float32Array {
    const out: number[] = [];
    while (this.pos < this.carry.length) {
      out.push(lerp(this.carry, this.pos));
      this.pos += this.step;
    }
    this.carry = new Float32Array(0);
    return Float32Array.from(out);
  }
}

function boxAverage(input: Float32Array, centre: number, half: number): number {
  const from = Math.max(0, Math.ceil(centre - half));
  const to = Math.min(input.length - 1, Math.floor(centre + half));
  let sum = 0;
  for (let i = from; i <= to; i++) sum += input[i]!;
  return to >= from ? sum / (to - from + 1) : 0;
}

function lerp(input: Float32Array, pos: number): number {
  const i = Math.floor(pos);
  const frac = pos - i;
  const a = input[i] ?? 0;
  const b = input[i + 1] ?? a;
  return a + (b - a) * frac;
}

function concat(a: Float32Array, b: Float32Array): Float32Array {
  if (a.length === 0) return b;
  const out = new Float32Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

/** A growable Float32 buffer: doubling keeps appends cheap without holding chunk lists. */
export class SampleBuffer {
  private data = new Float32Array(TARGET_RATE * 60);
  length = 0;

  append(chunk: Float32Array): void {
    if (this.length + chunk.length > this.data.length) {
      const next = new Float32Array(Math.max(this.data.length * 2, this.length + chunk.length));
      next.set(this.data.subarray(0, this.length));
      this.data = next;
    }
    this.data.set(chunk, this.length);
    this.length += chunk.length;
  }

  /** The samples, trimmed to their length (copies once). */
  finish(): Float32Array {
    return this.data.slice(0, this.length);
  }
}
