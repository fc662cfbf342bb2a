import { agglomerate } from './cluster.js';
import { principalAxes } from './pca.js';

/** A stretch's voice as a point: its mean features (whitened) or its voice vector, and its weight. */
export interface VoicePoint {
  n: number;
  m: Float64Array;
  /** Mean voice pitch in octaves (log2 of F0 / 100 Hz), when known. */
  pitch?: number;
}

export interface GroupOptions {
  /** The silhouette (0…1) a split of one voice into two must reach to be accepted. */
  threshold: number;
  maxSpeakers: number;
  /** Stretches lighter than this only follow the split; they are too short to decide one. */
  minWeight: number;
  /** Each voice must hold at least this share of all the weight (smaller groups are stray stretches). */
  minShare: number;
  /** The least weight a voice must have (frames of voiced speech), however short the recording. */
  minVoice: number;
  /** Principal axes a split looks along. */
  axes: number;
}

/**
 * Two people rarely speak at the same pitch, while one person's stretches differ by far less than
 * a quarter of an octave on average: a split whose sides differ that much in pitch is accepted at a
 * silhouette `PITCH_SLACK` lower (short recordings give noisier silhouettes).
 */
const PITCH_GAP = 0.25;
const PITCH_SLACK = 0.1;

interface Split {
  project: (m: Float64Array) => Float64Array;
  centres: [Float64Array, Float64Array];
}

interface Node {
  members: number[];
  split?: Split & { parts: [number[], number[]]; score: number };
}

/**
 * Voices from stretches, by splitting: all stretches start as one voice, and a voice is split in two
 * when, along its own principal axes (what varies most inside that group), its trusted stretches fall
 * into two clearly separate clouds (silhouette ≥ `threshold`, each part ≥ `minShare` of the speech).
 * The clearest split goes first, up to `maxSpeakers` voices. Looking again inside each group finds
 * a third voice that differs from the second less than both differ from the first. Short stretches
 * follow the splits of the group they are in. Returns each stretch's voice, numbered by first appearance.
 */
export function groupVoices(points: VoicePoint[], o: GroupOptions): number[] {
  if (points.length === 0) return [];
  const total = points.reduce((s, p) => s + p.n, 0);
  const leaves: Node[] = [{ members: points.map((_, i) => i) }];
  while (leaves.length < o.maxSpeakers) {
    for (const leaf of leaves) leaf.split ??= trySplit(points, leaf.members, o, total) ?? undefined;
    const best = leaves.filter((l) => l.split).sort((a, b) => b.split!.score - a.split!.score)[0];
    if (!best) break;
    leaves.splice(leaves.indexOf(best), 1, { members: best.split!.parts[0] }, { members: best.split!.parts[1] });
  }
  const labels = new Array<number>(points.length).fill(0);
  leaves.forEach((leaf, k) => leaf.members.forEach((i) => (labels[i] = k)));
  const names = new Map<number, number>();
  return labels.map((g) => names.get(g) ?? (names.set(g, names.size), names.size - 1));
}

function trySplit(points: VoicePoint[], members: number[], o: GroupOptions, total: number): Node['split'] | null {
  const trusted = members.filter((i) => points[i]!.n >= o.minWeight);
  if (trusted.length < 2) return null;
  const project = principalAxes(
    trusted.map((i) => points[i]!.m),
    trusted.map((i) => points[i]!.n),
    o.axes,
  );
  const local = new Map(members.map((i) => [i, { n: points[i]!.n, m: project(points[i]!.m) }]));
  // Ward's cost (growth of the spread inside groups) seeds the two sides: a stray stretch costs
  // little to absorb, so it cannot hold a side of its own.
  const seed = agglomerate(
    trusted.map((i) => local.get(i)!),
    {
      distance: (a, b) => ((a.n * b.n) / (a.n + b.n)) * dist(a.m, b.m) ** 2,
      merge: (a, b) => ({ n: a.n + b.n, m: a.m.map((x, d) => (x * a.n + b.m[d]! * b.n) / (a.n + b.n)) }),
      threshold: -Infinity,
      maxClusters: 2,
    },
  );
  let centres = means(
    trusted.map((i) => local.get(i)!),
    seed,
  );
  let side = new Map<number, number>();
  for (let round = 0; round < 5; round++) {
    side = new Map(
      members.map((i) => [i, dist(local.get(i)!.m, centres[0]) <= dist(local.get(i)!.m, centres[1]) ? 0 : 1]),
    );
    centres = means(
      trusted.map((i) => local.get(i)!),
      trusted.map((i) => side.get(i)!),
    );
  }
  const parts: [number[], number[]] = [
    members.filter((i) => side.get(i) === 0),
    members.filter((i) => side.get(i) === 1),
  ];
  const weight = (ids: number[]) => ids.reduce((s, i) => s + points[i]!.n, 0);
  if (
    parts.some(
      (p) => weight(p) < Math.max(o.minShare * total, o.minVoice) || !p.some((i) => points[i]!.n >= o.minWeight),
    )
  )
    return null;
  const score = silhouette(trusted.map((i) => ({ ...local.get(i)!, side: side.get(i)! })));
  const pitch = parts.map((ids) => ids.reduce((s, i) => s + points[i]!.n * (points[i]!.pitch ?? 0), 0) / weight(ids));
  const pitchGap = Math.abs(pitch[0]! - pitch[1]!);
  return score >= o.threshold || (score >= o.threshold - PITCH_SLACK && pitchGap >= PITCH_GAP)
    ? { project, centres, parts, score }
    : null;
}

function means(points: VoicePoint[], labels: number[]): [Float64Array, Float64Array] {
  const dim = points[0]!.m.length;
  const out: [Float64Array, Float64Array] = [new Float64Array(dim), new Float64Array(dim)];
  const mass = [0, 0];
  points.forEach((p, i) => {
    mass[labels[i]!]! += p.n;
    for (let d = 0; d < dim; d++) out[labels[i]!]![d]! += p.m[d]! * p.n;
  });
  out.forEach((c, k) => c.forEach((_, d) => (c[d]! /= Math.max(1, mass[k]!))));
  return out;
}

/**
 * How well the stretches sit on their side (−1…1, weighted by length): for each, 1 − (mean distance
 * to its own side) / (mean distance to the other side). A stretch alone on its side has no spread of
 * its own to measure; it is given the other side's typical spread instead (two lone stretches: 0).
 */
function silhouette(points: (VoicePoint & { side: number })[]): number {
  const rows = points.map((p) => {
    const [d, mass] = [
      [0, 0],
      [0, 0],
    ];
    for (const q of points) {
      if (q === p) continue;
      d[q.side]! += q.n * dist(p.m, q.m);
      mass[q.side]! += q.n;
    }
    return {
      p,
      own: mass[p.side]! > 0 ? d[p.side]! / mass[p.side]! : null,
      other: d[1 - p.side]! / Math.max(1e-9, mass[1 - p.side]!),
    };
  });
  const typical = [0, 1].map((side) => {
    const owns = rows.filter((r) => r.p.side !== side && r.own !== null).map((r) => r.own!);
    return owns.length ? owns.reduce((a, b) => a + b, 0) / owns.length : null;
  });
  let [sum, weight] = [0, 0];
  for (const r of rows) {
    const own = r.own ?? typical[r.p.side] ?? null;
    if (own === null) return 0;
    sum += r.p.n * ((r.other - own) / Math.max(own, r.other, 1e-9));
    weight += r.p.n;
  }
  return weight ? sum / weight : 0;
}

function dist(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let k = 0; k < a.length; k++) s += (a[k]! - b[k]!) ** 2;
  return Math.sqrt(s);
}
