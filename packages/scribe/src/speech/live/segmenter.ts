import { FRAME } from '../silero.js';
import { spansFromProbabilities, type SpeechSpan, type VadOptions } from '../vad.js';

const FRAME_SEC = FRAME / 16000;
/** With no speech in sight, only this much of the newest audio is kept for the next span's start. */
const KEEP_IN_SILENCE_SEC = 2;
/**
 * Pieces of a span still being spoken: a pause this long (a breath, a sentence end, the other
 * person answering) ends one once it holds at least MIN_PIECE_SEC; speech running on without one
 * is cut after MAX_PIECE_SEC at its quietest frame in the second half, so a line can follow the
 * speech within a few seconds whatever the engine's speed.
 */
const PIECE_PAUSE_MS = 250;
const PIECE_PAD_MS = 100;
const MIN_PIECE_SEC = 1;
const MAX_PIECE_SEC = 3;

/** A stretch of speech handed out; `piece`: a provisional piece of a span still open, not the span itself. */
export interface LiveSpan extends SpeechSpan {
  piece?: true;
}

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
  /** Where the open span's next piece begins (seconds from the start of the stream), once it has one. */
  private pieceFrom: number | null = null;

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

  /**
   * Spans closed by these new frames and pieces of the span still open, in order, in seconds from
   * the start of the stream. A span that was given pieces comes after its last one; the pieces tile
   * it from its start, each beginning where the one before it ended.
   */
  push(p: Float32Array): LiveSpan[] {
    this.append(p);
    return this.take(false);
  }

  /** The stream ended: the span still open is closed where the audio stops. */
  end(): LiveSpan[] {
    return this.take(true);
  }

  private take(ending: boolean): LiveSpan[] {
    const out: LiveSpan[] = [];
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
        out.push(...this.close({ start: first.start, end: first.start + this.maxSec }));
        this.drop(Math.round((first.start + this.maxSec) / FRAME_SEC));
      } else if (!open || ending) {
        out.push(...this.close(first));
        this.drop(Math.ceil(first.end / FRAME_SEC));
      } else {
        out.push(...this.pieces(first.start));
        return out;
      }
    }
  }

  /** A closed span, after the last piece of it when it was given pieces (what was left of it, if speech). */
  private close(span: SpeechSpan): LiveSpan[] {
    const from = this.pieceFrom === null ? null : this.pieceFrom - this.startSec;
    this.pieceFrom = null;
    if (from === null || from >= span.end) return [this.absolute(span)];
    const rest = this.probs.subarray(Math.round(from / FRAME_SEC), Math.round(span.end / FRAME_SEC));
    const spoken = spansFromProbabilities(rest, rest.length * FRAME_SEC, { ...this.o, maxSegmentSec: Infinity });
    const last = spoken.length ? [{ ...this.absolute({ start: from, end: span.end }), piece: true as const }] : [];
    return [...last, this.absolute(span)];
  }

  /** Pieces of the open span (from `spanStart`, window seconds) that a short pause or its length has ended. */
  private pieces(spanStart: number): LiveSpan[] {
    const out: LiveSpan[] = [];
    for (;;) {
      const from = this.pieceFrom === null ? spanStart : this.pieceFrom - this.startSec;
      const a = Math.round(from / FRAME_SEC);
      const part = this.probs.subarray(a, this.length);
      const partSec = part.length * FRAME_SEC;
      const short = spansFromProbabilities(part, partSec, {
        ...this.o,
        minSilenceMs: PIECE_PAUSE_MS,
        padMs: PIECE_PAD_MS,
        maxSegmentSec: Infinity,
      });
      const paused = short.find((x) => x.end < partSec - 1e-9 && x.end >= MIN_PIECE_SEC);
      let cut: number | null = paused ? paused.end : null;
      if (cut === null && partSec >= MAX_PIECE_SEC) {
        let quietest = Math.round(MAX_PIECE_SEC / 2 / FRAME_SEC);
        for (let i = quietest; i < part.length; i++) if (part[i]! < part[quietest]!) quietest = i;
        cut = quietest * FRAME_SEC;
      }
      if (cut === null) return out;
      const end = a * FRAME_SEC + cut;
      out.push({ ...this.absolute({ start: from, end }), piece: true });
      this.pieceFrom = this.startSec + end;
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
