import type { Recognition, SpeechEngine, TimedSegment, TimedWord } from '../types.js';
import type { SpeechSpan } from '../vad.js';
import { joinNeighbours, type VoiceStretch } from './diarize.js';

/** One transcript line: one voice, its times in the recording, what was said. */
export interface HeardLine extends Omit<Recognition, 'words' | 'segments'> {
  start: number;
  end: number;
  voice: number | null;
  english: string;
}

/**
 * A speech span recognised whole. `segments` are the engine's segments in recording time, widened
 * to tile the span: each reaches to the middle of the gap to its neighbour, the first and last to
 * the span's edges (where the voice activity detector heard speech, and where Whisper's own times
 * are least precise). Every word belongs to the segment whose time holds its middle (`segmentWords`);
 * a span the engine gave no segments for is one segment.
 */
export interface HeardSpan {
  span: SpeechSpan;
  recognition: Omit<Recognition, 'words' | 'segments'>;
  segments: TimedSegment[];
  segmentWords: TimedWord[][];
}

type RecogniseProgress = (done: number, total: number) => void;

/**
 * A voice part shorter than this inside one recogniser segment is taken for the boundary jitter of
 * the voice stage (its pieces end within a frame or two of the true change), not a second speaker.
 */
const MIN_PART_SEC = 0.4;

/**
 * Recognises one span whole, with word timings where the engine has them: one call per span, and
 * the engine's own segments, which end where a sentence ends, are where the speaker most often
 * changes (they cut the voice pieces, and each becomes a transcript line).
 */
export async function hearSpan(samples: Float32Array, span: SpeechSpan, engine: SpeechEngine): Promise<HeardSpan> {
  const r = await engine.recognise(slice(samples, span), {
    task: 'transcribe',
    ...(engine.wordTimings ? { words: true } : {}),
  });
  const { words, segments, ...recognition } = r;
  const length = span.end - span.start;
  const inSpan = (w: TimedWord): TimedWord => {
    const start = span.start + Math.min(length, Math.max(0, w.start));
    return { text: w.text, start, end: Math.max(start, span.start + Math.min(length, w.end)) };
  };
  const own = (segments ?? [])
    .map(inSpan)
    .filter((s) => s.end > s.start)
    .sort((a, b) => a.start - b.start);
  const found = own.length ? own : r.text ? [{ text: r.text, start: span.start, end: span.end }] : [];
  // Boundaries never go back in time, should the engine's segments overlap.
  const bounds = [span.start];
  for (let k = 1; k < found.length; k++)
    bounds.push(Math.max(bounds[k - 1]!, (found[k - 1]!.end + found[k]!.start) / 2));
  bounds.push(span.end);
  const tiles = found.map((s, k) => ({ text: s.text, start: bounds[k]!, end: bounds[k + 1]! }));
  const segmentWords = tiles.map((): TimedWord[] => []);
  for (const w of (words ?? []).map(inSpan)) {
    const k = tiles.findIndex((t) => (w.start + w.end) / 2 < t.end);
    segmentWords[k < 0 ? tiles.length - 1 : k]?.push(w);
  }
  return { span, recognition, segments: tiles, segmentWords };
}

/** Where one segment ends and the next begins, in recording time: candidate speaker changes. */
export function segmentEnds(h: HeardSpan): number[] {
  return h.segments.slice(1).map((s) => s.start);
}

/**
 * A span's transcript lines once its voices are known: one line per recogniser segment, in the
 * voice that covers most of it. A segment that still holds a change of voice (a part of another
 * voice at least `MIN_PART_SEC` long) is split: its words dealt out to the voices by the middle of
 * each word when the engine timed them, else each voice's part recognised on its own.
 */
export async function linesOfSpan(
  samples: Float32Array,
  h: HeardSpan,
  stretches: VoiceStretch[],
  engine: SpeechEngine,
): Promise<HeardLine[]> {
  const line = (text: string, at: { start: number; end: number }, voice: number | null): HeardLine => ({
    ...h.recognition,
    text,
    start: at.start,
    end: at.end,
    voice,
    english: h.recognition.language === 'en' ? text : '',
  });
  const out: HeardLine[] = [];
  for (const [k, seg] of h.segments.entries()) {
    const parts = voiceParts(seg, stretches);
    if (parts.length <= 1) {
      out.push(line(seg.text, seg, parts[0]?.speaker ?? null));
      continue;
    }
    const words = h.segmentWords[k]!;
    if (words.length) {
      for (const p of dealWords(words, parts)) out.push(line(p.text, p, p.speaker));
      continue;
    }
    for (const p of parts) {
      const r = await engine.recognise(slice(samples, p), { task: 'transcribe' });
      if (r.text)
        out.push({
          ...line(r.text, p, p.speaker),
          language: r.language,
          confidence: r.confidence,
          english: r.language === 'en' ? r.text : '',
        });
    }
  }
  return out.filter((l) => l.text);
}

/** Non-English lines are translated from their own audio (Whisper's translate task). */
export async function translateLines(
  samples: Float32Array,
  heard: HeardLine[],
  engine: SpeechEngine,
  progress: RecogniseProgress,
): Promise<void> {
  const foreign = heard.filter((h) => !h.english);
  for (const [i, h] of foreign.entries()) {
    progress(i, foreign.length);
    const t = await engine.recognise(slice(samples, h), { task: 'translate', language: h.language });
    h.english = t.text || h.text;
  }
  if (foreign.length) progress(foreign.length, foreign.length);
}

/**
 * The runs of one voice inside a segment: the stretches clipped to it, neighbours of one voice
 * joined, and runs shorter than `MIN_PART_SEC` given to the voice before them (or after, at the start).
 */
function voiceParts(seg: TimedSegment, stretches: VoiceStretch[]): VoiceStretch[] {
  const clipped = stretches
    .map((s) => ({ ...s, start: Math.max(s.start, seg.start), end: Math.min(s.end, seg.end) }))
    .filter((s) => s.end > s.start);
  const runs = joinNeighbours(clipped);
  for (let i = 0; runs.length > 1 && i < runs.length;) {
    if (runs[i]!.end - runs[i]!.start >= MIN_PART_SEC) {
      i++;
      continue;
    }
    const into = runs[i > 0 ? i - 1 : i + 1]!;
    [into.start, into.end] = [Math.min(into.start, runs[i]!.start), Math.max(into.end, runs[i]!.end)];
    runs.splice(i, 1);
    runs.splice(0, runs.length, ...joinNeighbours(runs));
    i = 0;
  }
  return runs;
}

/** Each word goes to the voice part that holds its middle; a part with no words gives no line. */
function dealWords(words: TimedWord[], parts: VoiceStretch[]): (VoiceStretch & { text: string })[] {
  const bins = parts.map((p) => ({ ...p, words: [] as TimedWord[] }));
  for (const w of words) {
    const mid = (w.start + w.end) / 2;
    const bin = bins.find((b) => mid < b.end) ?? bins[bins.length - 1]!;
    bin.words.push(w);
  }
  return bins.filter((b) => b.words.length).map(({ words: ws, ...p }) => ({ ...p, text: joinWords(ws) }));
}

/** OpenAI's words carry no spaces; whisper.cpp's carry a leading one. Punctuation hugs its word. */
function joinWords(words: TimedWord[]): string {
  return words
    .map((w) => w.text.trim())
    .join(' ')
    .replace(/\s+([,.!?;:])/g, '$1')
    .trim();
}

function slice(samples: Float32Array, s: { start: number; end: number }): Float32Array {
  return samples.subarray(Math.floor(s.start * 16000), Math.ceil(s.end * 16000));
}
