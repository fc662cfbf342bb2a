import { FRAME } from '../silero.js';
import { spansFromProbabilities, type SpeechSpan, type VadOptions } from '../vad.js';

const FRAME_SEC = FRAME / 16000;
/** With no speech in sight, only this much of the newest audio is kept for the next span's start. */
const KEEP_IN_SILENCE_SEC = 2;

/**
 * Cuts a live stream of speech probabilities into speech spans with the same rules as a whole
 * recording (vad.ts): a span is handed out once a long enough pause has closed it, and speech
 * that runs on past one recogniser window is handed out a window at a time. Only the
 * probabilities since the last span handed out are kept.
 */
export class LiveSegmenter {
  private probs = new Float32Array(1024);
  private length = 0;
  /** Frame number (from the start of the stream) of probs[0]. */
  private origin: number;
  private readonly maxSec: number;

  constructor(
    private readonly o: VadOptions = {},
    startSec = 0,
  ) {
    this.origin = Math.round(startSec / FRAME_SEC);
    this.maxSec = o.maxSegmentSec ?? 28;
  }

  /** Where the next span can begin, in seconds from the start of the stream. */
  get startSec(): number {
    return this.origin * FRAME_SEC;
  }

  /** Spans closed by these new frames, in seconds from the start of the stream. */
  push(p: Float32Array): SpeechSpan[] {
    this.append(p);
    return this.take(false);
  }

  /** The stream ended: the span still open is closed where the audio stops. */
  end(): SpeechSpan[] {
    return this.take(true);
  }

  private take(ending: boolean): SpeechSpan[] {
    const out: SpeechSpan[] = [];
    for (;;) {
      const window = this.probs.subarray(0, this.length);
      const duration = this.length * FRAME_SEC;
      const spans = spansFromProbabilities(window, duration, { ...this.o, maxSegmentSec: Infinity });
      const first = spans[0];
      if (!first) {
        if (ending) this.drop(this.length);
        else if (duration > KEEP_IN_SILENCE_SEC * 2)
          this.drop(this.length - Math.round(KEEP_IN_SILENCE_SEC / FRAME_SEC));
        return out;
      }
      // An open span reaches the end of what has arrived; a pause closed every other one.
      const open = first.end >= duration - 1e-9;
      if (first.end - first.start >= this.maxSec) {
        out.push(this.absolute({ start: first.start, end: first.start + this.maxSec }));
        this.drop(Math.round((first.start + this.maxSec) / FRAME_SEC));
      } else if (!open || ending) {
        out.push(this.absolute(first));
        this.drop(Math.ceil(first.end / FRAME_SEC));
      } else {
        return out;
      }
    }
  }

  private absolute(s: SpeechSpan): SpeechSpan {
    return { start: this.startSec + s.start, end: this.startSec + s.end };
  }

  private append(p: Float32Array) {
    if (this.length + p.length > this.probs.length) {
      const grown = new Float32Array(Math.max(this.probs.length * 2, this.length + p.length));
      grown.set(this.probs.subarray(0, this.length));
      this.probs = grown;
    }
    this.probs.set(p, this.length);
    this.length += p.length;
  }

  /** Forgets the first `frames` frames. */
  private drop(frames: number) {
    const n = Math.max(0, Math.min(frames, this.length));
    this.probs.copyWithin(0, n, this.length);
    this.length -= n;
    this.origin += n;
  }
}
