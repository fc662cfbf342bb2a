import type { DecodedAudio } from './decode.js';
import { FRAME, speechProbabilities } from './silero.js';

export interface SpeechSpan {
  start: number;
  end: number;
}

export interface VadOptions {
  threshold?: number;
  minSpeechMs?: number;
  /** A pause at least this long ends a segment; short pauses stay inside one turn. */
  minSilenceMs?: number;
  padMs?: number;
  /** Whisper reads 30 s windows; longer speech is cut so one segment is one recogniser call. */
  maxSegmentSec?: number;
}

const FRAME_SEC = FRAME / 16000;

/**
 * Speech segments with their times in seconds: silence is never sent to the
 * recogniser, because Whisper invents text ('Thank you.') on silence. Hysteresis as in
 * silero-vad's get_speech_timestamps: speech starts above `threshold` and ends after
 * `minSilenceMs` below `threshold - 0.15`.
 */
export async function detectSpeech(audio: DecodedAudio, o: VadOptions = {}): Promise<SpeechSpan[]> {
  const probs = await speechProbabilities(audio.samples);
  return spansFromProbabilities(probs, audio.durationSec, o);
}

export function spansFromProbabilities(probs: Float32Array, durationSec: number, o: VadOptions = {}): SpeechSpan[] {
  const on = o.threshold ?? 0.5;
  const off = on - 0.15;
  const minSilence = Math.ceil((o.minSilenceMs ?? 600) / 1000 / FRAME_SEC);
  const minSpeech = Math.ceil((o.minSpeechMs ?? 250) / 1000 / FRAME_SEC);
  const raw: [number, number][] = [];
  let start = -1;
  let quiet = 0;
  for (let i = 0; i < probs.length; i++) {
    const p = probs[i]!;
    if (start < 0) {
      if (p >= on) [start, quiet] = [i, 0];
      continue;
    }
    quiet = p < off ? quiet + 1 : 0;
    if (quiet >= minSilence) {
      raw.push([start, i - quiet + 1]);
      start = -1;
    }
  }
  if (start >= 0) raw.push([start, probs.length]);
  const pad = (o.padMs ?? 200) / 1000;
  const spans = raw
    .filter(([a, b]) => b - a >= minSpeech)
    .map(([a, b]) => ({ start: Math.max(0, a * FRAME_SEC - pad), end: Math.min(durationSec, b * FRAME_SEC + pad) }));
  return splitLong(mergeOverlaps(spans), o.maxSegmentSec ?? 28);
}

function mergeOverlaps(spans: SpeechSpan[]): SpeechSpan[] {
  const out: SpeechSpan[] = [];
  for (const s of spans) {
    const last = out[out.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else out.push({ ...s });
  }
  return out;
}

function splitLong(spans: SpeechSpan[], max: number): SpeechSpan[] {
  return spans.flatMap((s) => {
    const parts = Math.ceil((s.end - s.start) / max);
    if (parts <= 1) return [s];
    const len = (s.end - s.start) / parts;
    return Array.from({ length: parts }, (_, i) => ({
      start: s.start + i * len,
      end: i === parts - 1 ? s.end : s.start + (i + 1) * len,
    }));
  });
}
