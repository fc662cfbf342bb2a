import type { MockAnswer, MockRequest } from '../../../testing/openai-audio.js';
import { mulberry32, type SpokenLine } from './consultation-audio.js';

export interface ScriptRecogniserOptions {
  /**
   * Share of speaker changes the recogniser does not hear: the last sentence before the change and
   * the first after it come back as one segment, as Whisper does when an answer follows quickly.
   */
  mergeTurns?: number;
  /** false: never answer with word timings, as an engine that has none (whisper.cpp here). */
  words?: boolean;
}

/**
 * A stand-in recogniser for a generated consultation, behind the OpenAI audio wire format: it finds
 * where the uploaded segment lies in the whole recording (sample by sample; 16-bit rounding aside,
 * the segment is a copy of the recording) and answers with the script's words spoken inside it,
 * timed as if each line's words were evenly spread over the line, in verbose_json with one
 * `segments` entry per sentence (as Whisper cuts its output) and `words` when
 * timestamp_granularities[] asks for them. Only the words come from the script: who said them
 * is left for the pipeline to find.
 */
export function scriptRecogniser(
  recording: Float32Array,
  lines: SpokenLine[],
  o: ScriptRecogniserOptions = {},
): (r: MockRequest) => MockAnswer {
  const whole = toInt16(recording);
  const spoken = lines.filter((l) => !l.backchannel);
  // Which changes run on is decided once per recording, so every upload agrees.
  const rand = mulberry32(spoken.length);
  const runsOn = spoken.map(() => rand() < (o.mergeTurns ?? 0));
  return (r) => {
    const segment = readWav(r.file);
    const at = locate(whole, segment);
    if (at < 0)
      return { status: 400, body: { error: { message: 'This recogniser only knows the generated consultation.' } } };
    const [from, to] = [at / 16000, (at + segment.length) / 16000];
    const inside = (w: { start: number; end: number }) => (w.start + w.end) / 2 >= from && (w.start + w.end) / 2 < to;
    const sentences = spoken
      .flatMap((l, k) => {
        const own = sentencesOf(l);
        const next = spoken[k + 1];
        // A change that runs on: this line's last sentence joins the next line's first.
        return next && next.role !== l.role && runsOn[k]
          ? [...own.slice(0, -1), Object.assign([...own[own.length - 1]!], { joinNext: true })]
          : own;
      })
      .reduce<Sentence[]>((out, s) => {
        const last = out[out.length - 1];
        if (last?.joinNext) out[out.length - 1] = Object.assign([...last, ...s], { joinNext: s.joinNext });
        else out.push(s);
        return out;
      }, [])
      .map((words) =>
        words.filter(inside).map((w) => ({ word: w.word, start: round(w.start - from), end: round(w.end - from) })),
      )
      .filter((words) => words.length);
    const words = sentences.flat();
    const text = words.map((w) => w.word).join(' ');
    const segments = sentences.map((ws, id) => ({
      id,
      start: ws[0]!.start,
      end: ws[ws.length - 1]!.end,
      text: ws.map((w) => w.word).join(' '),
      avg_logprob: -0.2,
    }));
    const timed = o.words !== false && (r.lists['timestamp_granularities[]'] ?? []).includes('word');
    return {
      status: 200,
      body: {
        task: 'transcribe',
        language: 'english',
        duration: to - from,
        text,
        segments,
        ...(timed ? { words } : {}),
      },
    };
  };
}

type Sentence = { word: string; start: number; end: number }[] & { joinNext?: boolean };

/** A line's words, timed as if evenly spread over the line, grouped by sentence (Whisper's segments). */
function sentencesOf(l: SpokenLine): Sentence[] {
  const ws = l.text.split(/\s+/).filter(Boolean);
  const per = (l.end - l.start) / ws.length;
  const out: Sentence[] = [[]];
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
