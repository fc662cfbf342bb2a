import type { Recognition, SpeechEngine, TimedWord } from '../engine.js';
import type { SpeechSpan } from '../vad.js';
import type { VoiceStretch } from './diarize.js';

/** One transcript line: one voice, its times in the recording, what was said. */
export interface HeardLine extends Recognition {
  start: number;
  end: number;
  voice: number | null;
  english: string;
}

export type RecogniseProgress = (done: number, total: number) => void;

/**
 * Recognition that follows the speaker turns, so that no line holds two voices: a speech span heard
 * in one voice is recognised whole; a span where the voice changes is recognised once with word
 * timings and its words are dealt out to the voices by the middle of each word, or, when the engine
 * gives no word timings, each voice's part is recognised on its own. Non-English lines are then
 * translated from their own audio (Whisper's translate task).
 */
export async function recogniseByTurns(
  samples: Float32Array,
  spans: SpeechSpan[],
  stretches: VoiceStretch[],
  engine: SpeechEngine,
  progress: { transcribing: RecogniseProgress; translating: RecogniseProgress },
): Promise<HeardLine[]> {
  const heard: HeardLine[] = [];
  for (const [i, span] of spans.entries()) {
    progress.transcribing(i, spans.length);
    const parts = stretches.filter((s) => s.span === i);
    heard.push(...(await recogniseSpan(samples, span, parts, engine)));
  }
  progress.transcribing(spans.length, spans.length);
  const foreign = heard.filter((h) => !h.english);
  for (const [i, h] of foreign.entries()) {
    progress.translating(i, foreign.length);
    const t = await engine.recognise(slice(samples, h), { task: 'translate', language: h.language });
    h.english = t.text || h.text;
  }
  if (foreign.length) progress.translating(foreign.length, foreign.length);
  return heard.filter((h) => h.text);
}

async function recogniseSpan(samples: Float32Array, span: SpeechSpan, parts: VoiceStretch[], engine: SpeechEngine): Promise<HeardLine[]> {
  const line = (r: Recognition, at: { start: number; end: number }, voice: number | null): HeardLine => {
    const { words: _words, ...rest } = r;
    return { ...rest, start: at.start, end: at.end, voice, english: r.language === 'en' ? r.text : '' };
  };
  if (parts.length <= 1) {
    const r = await engine.recognise(slice(samples, span), { task: 'transcribe' });
    return [line(r, span, parts[0]?.speaker ?? null)];
  }
  if (engine.wordTimings) {
    const r = await engine.recognise(slice(samples, span), { task: 'transcribe', words: true });
    if (r.words?.length) return dealWords(r, span, parts).map((p) => line({ ...r, text: p.text }, p, p.speaker));
  }
  const out: HeardLine[] = [];
  for (const p of parts) out.push(line(await engine.recognise(slice(samples, p), { task: 'transcribe' }), p, p.speaker));
  return out;
}

/** Each word goes to the voice stretch that holds its middle; a stretch with no words gives no line. */
function dealWords(r: Recognition, span: SpeechSpan, parts: VoiceStretch[]): (VoiceStretch & { text: string })[] {
  const bins = parts.map((p) => ({ ...p, words: [] as TimedWord[] }));
  for (const w of r.words!) {
    const mid = span.start + (w.start + w.end) / 2;
    const bin = bins.find((b) => mid < b.end) ?? bins[bins.length - 1]!;
    bin.words.push(w);
  }
  return bins.filter((b) => b.words.length).map(({ words, ...p }) => ({ ...p, text: joinWords(words) }));
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
