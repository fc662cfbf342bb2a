import type { MockAnswer, MockRequest } from '../../../testing/openai-audio.js';
import type { SpokenLine } from './consultation-audio.js';

/**
 * A stand-in recogniser for a generated consultation, behind the OpenAI audio wire format: it finds
 * where the uploaded segment lies in the whole recording (sample by sample; 16-bit rounding aside,
 * the segment is a copy of the recording) and answers with the script's words spoken inside it,
 * timed as if each line's words were evenly spread over the line, in verbose_json with one
 * `segments` entry per sentence (as Whisper cuts its output) and `words` when
 * timestamp_granularities[] asks for them. Only the words come from the script: who said them
 * is left for the pipeline to find.
 */
export function scriptRecogniser(recording: Float32Array, lines: SpokenLine[]): (r: MockRequest) => MockAnswer {
  const whole = toInt16(recording);
  return (r) => {
    const segment = readWav(r.file);
    const at = locate(whole, segment);
    if (at < 0) return { status: 400, body: { error: { message: 'This recogniser only knows the generated consultation.' } } };
    const [from, to] = [at / 16000, (at + segment.length) / 16000];
    const inside = (w: { start: number; end: number }) => (w.start + w.end) / 2 >= from && (w.start + w.end) / 2 < to;
    const sentences = lines
      .filter((l) => !l.backchannel)
      .flatMap((l) => sentencesOf(l))
      .map((words) => words.filter(inside).map((w) => ({ word: w.word, start: round(w.start - from), end: round(w.end - from) })))
      .filter((words) => words.length);
    const words = sentences.flat();
    const text = words.map((w) => w.word).join(' ');
    const segments = sentences.map((ws, id) => ({ id, start: ws[0]!.start, end: ws[ws.length - 1]!.end, text: ws.map((w) => w.word).join(' '), avg_logprob: -0.2 }));
    const timed = (r.lists['timestamp_granularities[]'] ?? []).includes('word');
    return {
      status: 200,
      body: { task: 'transcribe', language: 'english', duration: to - from, text, segments, ...(timed ? { words } : {}) },
    };
  };
}

/** A line's words, timed as if evenly spread over the line, grouped by sentence (Whisper's segments). */
function sentencesOf(l: SpokenLine): { word: string; start: number; end: number }[][] {
  const ws = l.text.split(/\s+/).filter(Boolean);
  const per = (l.end - l.start) / ws.length;
  const out: { word: string; start: number; end: number }[][] = [[]];
  ws.forEach((word, i) => {
    out[out.length - 1]!.push({ word, start: l.start + i * per, end: l.start + (i + 1) * per });
    if (/[.?!]$/.test(word) && i < ws.length - 1) out.push([]);
  });
  return out;
}

function toInt16(samples: Float32Array): Int16Array {
  return Int16Array.from(samples, (x) => Math.round(Math.max(-1, Math.min(1, x)) * 0x7fff));
}

function readWav(bytes: Uint8Array): Int16Array {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Int16Array.from({ length: (view.length - 44) >> 1 }, (_, i) => view.readInt16LE(44 + 2 * i));
}

/** Where `part` starts inside `whole` (each sample within 2 steps of rounding), or −1. */
function locate(whole: Int16Array, part: Int16Array): number {
  const probe = Math.min(part.length, 64);
  for (let at = 0; at + part.length <= whole.length; at++) {
    let k = 0;
    while (k < probe && Math.abs(whole[at + k]! - part[k]!) <= 2) k++;
    if (k === probe) return at;
  }
  return -1;
}

const round = (n: number) => Math.round(n * 1000) / 1000;
