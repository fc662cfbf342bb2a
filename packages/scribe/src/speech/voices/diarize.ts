import type { VoiceMethod } from '@asha/contracts';
import type { SpeechSpan } from '../vad.js';
import { changePoints, type ChangeOptions } from './change.js';
import { agglomerate } from './cluster.js';
import { groupVoices } from './group.js';
import { joinSameVoices } from './same-voice.js';
import { GaussStats, withinWhitener } from './gaussian.js';
import { DIMS, HOP, mfcc, PITCH_SCALE } from './mfcc.js';

/**
 * Two voices whose frames gain less than this (nats per frame) from two full-covariance Gaussians
 * over one are one person. On espeak-ng casts, two people differed by 0.62–2.8; one person's
 * sentences heard as two voices by 0.40 (the same at 2 and at 9 minutes), a dictation's false
 * second voice by 0.13. The last two voices are joined only below the lower figure (`JoinOptions`).
 */
const SAME_VOICE = { minGain: 0.5, minGainLastTwo: 0.25 };

/** A neural speaker model: one fixed-length voice vector for a stretch of 16 kHz speech. */
export interface SpeakerEmbedder {
  readonly name: string;
  embed(samples: Float32Array): Promise<Float32Array>;
  close?(): Promise<void>;
}

/** A stretch of one voice inside one VAD span; `speaker` numbers voices 0, 1, … by first appearance. */
export interface VoiceStretch {
  span: number;
  start: number;
  end: number;
  speaker: number;
}

export interface Diarization {
  method: Exclude<VoiceMethod, 'words-only'>;
  speakers: number;
  stretches: VoiceStretch[];
}

export interface DiarizeOptions {
  embedder?: SpeakerEmbedder | null;
  change?: ChangeOptions;
  /** Silhouette a split of one voice into two must reach (model-free; higher finds fewer voices). */
  splitThreshold?: number;
  /** Cosine distance under which two voice vectors are one speaker (speaker model). */
  cosineThreshold?: number;
  maxSpeakers?: number;
  /** Per span, times (recording seconds) where a voice piece must end: the recogniser's segment ends. */
  cuts?: number[][];
}

/** A stretch of one voice inside one VAD span, with its voice statistics. */
export interface Piece {
  span: number;
  start: number;
  end: number;
  stats: GaussStats;
}

/**
 * Who speaks when: each VAD span is cut where its voice changes, then the stretches of the whole
 * recording are grouped into 1 to 4 voices. Only one span's samples and features are held at a
 * time; what is kept per stretch is a few hundred numbers (its statistics or its voice vector).
 */
export async function diarize(
  samples: Float32Array,
  spans: SpeechSpan[],
  o: DiarizeOptions = {},
): Promise<Diarization> {
  const pieces: Piece[] = [];
  for (const [i, span] of spans.entries()) pieces.push(...cutSpan(samples, span, i, o.change, o.cuts?.[i]));
  const labels = await labelPieces(samples, pieces, o);
  const stretches = pieces.map((p, i) => ({ span: p.span, start: p.start, end: p.end, speaker: labels[i]! }));
  return {
    method: o.embedder ? 'speaker-model' : 'mfcc-bic',
    speakers: new Set(labels).size,
    stretches: joinNeighbours(stretches),
  };
}

/**
 * Each piece's voice, numbered 0, 1, … by first appearance: by the speaker model when one is given
 * (it reads the pieces' samples), else by the pieces' statistics alone. A live recording labels its
 * pieces again as more of them arrive, without the samples of earlier ones.
 */
export async function labelPieces(samples: Float32Array, pieces: Piece[], o: DiarizeOptions = {}): Promise<number[]> {
  const maxClusters = o.maxSpeakers ?? 4;
  let labels: number[];
  if (o.embedder) {
    const vectors: Float32Array[] = [];
    for (const p of pieces) vectors.push(normalise(await o.embedder.embed(slice(samples, p))));
    const items = vectors.map((v, i) => ({ v, w: pieces[i]!.end - pieces[i]!.start }));
    labels = agglomerate(items, {
      distance: (a, b) => 1 - dot(a.v, b.v),
      merge: (a, b) => ({ v: normalise(a.v.map((x, k) => x * a.w + b.v[k]! * b.w)), w: a.w + b.w }),
      threshold: o.cosineThreshold ?? 0.5,
      maxClusters,
    });
  } else {
    const whiten = withinWhitener(pieces.map((p) => p.stats));
    const split = groupVoices(
      pieces.map((p) => ({ n: p.stats.n, m: whiten(p.stats.mean()), pitch: p.stats.mean()[DIMS - 1]! / PITCH_SCALE })),
      {
        threshold: o.splitThreshold ?? 0.6,
        maxSpeakers: maxClusters,
        minWeight: 50,
        minShare: 0.06,
        minVoice: 300,
        axes: 2,
      },
    );
    labels = joinSameVoices(
      split,
      pieces.map((p) => p.stats),
      SAME_VOICE,
    );
  }
  return labels;
}

/**
 * One span's voice pieces: cut at its pauses, at `cuts` (recording seconds; the recogniser's
 * sentence ends) and where BIC finds the voice changing in between.
 */
export function cutSpan(
  samples: Float32Array,
  span: SpeechSpan,
  index: number,
  o?: ChangeOptions,
  cuts: number[] = [],
): Piece[] {
  const c = mfcc(slice(samples, span));
  if (c.frames.length === 0) return [];
  const time = (b: number) => span.start + (c.frames[b]! * HOP + 200) / 16000;
  // Each cut falls before the first voiced frame after it; one before all frames or after them cuts nothing.
  const fixed = cuts
    .map((t) => firstFrom(c.frames.length, (b) => time(b) >= t))
    .filter((b) => b > 0 && b < c.frames.length);
  const changes = changePoints(c, o, fixed);
  const at = (b: number) => span.start + (((c.frames[b - 1]! + c.frames[b]!) / 2) * HOP + 200) / 16000;
  const bounds = [0, ...changes, c.frames.length];
  return bounds.slice(1).map((to, k) => {
    const from = bounds[k]!;
    return {
      span: index,
      start: from === 0 ? span.start : at(from),
      end: to === c.frames.length ? span.end : at(to),
      stats: GaussStats.ofFrames(c.values, DIMS, from, to),
    };
  });
}

/** The first index in 0…n−1 where the (monotone) test holds, or n. */
function firstFrom(n: number, test: (i: number) => boolean): number {
  let [lo, hi] = [0, n];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (test(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Neighbouring stretches (in time order) of one span that were given the same voice become one. */
export function joinNeighbours(stretches: VoiceStretch[]): VoiceStretch[] {
  const out: VoiceStretch[] = [];
  for (const s of stretches) {
    const last = out[out.length - 1];
    if (last && last.span === s.span && last.speaker === s.speaker) last.end = Math.max(last.end, s.end);
    else out.push({ ...s });
  }
  return out;
}

function slice(samples: Float32Array, s: { start: number; end: number }): Float32Array {
  return samples.subarray(Math.floor(s.start * 16000), Math.ceil(s.end * 16000));
}

function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}

function normalise(v: Float32Array): Float32Array {
  const norm = Math.sqrt(dot(v, v)) || 1;
  return v.map((x) => x / norm);
}
