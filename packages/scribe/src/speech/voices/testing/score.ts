import type { SpeakerRole } from '@asha/contracts';
import type { SpokenLine } from './consultation-audio.js';

/** Scores against a generated consultation's known timeline, at 10 ms resolution. */
const RATE = 100;

export interface Labelled {
  start: number;
  end: number;
}

/**
 * Diarization error rate: (missed speech + false alarm + confused speaker) / reference speech, with
 * hypothesis voices mapped one-to-one onto reference voices to agree the most, and a 0.25 s collar
 * around every reference boundary left unscored, as in the NIST evaluations.
 */
export function diarizationErrorRate(
  reference: SpokenLine[],
  hypothesis: (Labelled & { speaker: number })[],
  durationSec: number,
): number {
  const n = Math.ceil(durationSec * RATE);
  const refSets: number[][] = Array.from({ length: n }, () => []);
  const scored = new Uint8Array(n).fill(1);
  for (const l of reference) {
    for (let f = Math.floor(l.start * RATE); f < Math.min(n, Math.ceil(l.end * RATE)); f++) refSets[f]!.push(l.voice);
    for (const edge of [l.start, l.end])
      for (let f = Math.max(0, Math.floor((edge - 0.25) * RATE)); f < Math.min(n, Math.ceil((edge + 0.25) * RATE)); f++)
        scored[f] = 0;
  }
  const hyp = new Int8Array(n).fill(-1);
  for (const h of hypothesis)
    for (let f = Math.floor(h.start * RATE); f < Math.min(n, Math.ceil(h.end * RATE)); f++) hyp[f] = h.speaker;
  const hypCount = Math.max(0, ...hypothesis.map((h) => h.speaker + 1));
  const refCount = Math.max(0, ...reference.map((l) => l.voice + 1));
  const together = Array.from({ length: hypCount }, () => new Float64Array(refCount));
  for (let f = 0; f < n; f++)
    if (scored[f] && hyp[f]! >= 0) for (const r of new Set(refSets[f])) together[hyp[f]!]![r]!++;
  const map = bestMapping(together, hypCount, refCount);
  let [total, errors] = [0, 0];
  for (let f = 0; f < n; f++) {
    if (!scored[f]) continue;
    const refs = new Set(refSets[f]);
    const h = hyp[f]!;
    total += refs.size;
    const hypSpeakers = h >= 0 ? 1 : 0;
    const correct = h >= 0 && refs.has(map[h] ?? -1) ? 1 : 0;
    errors += Math.max(refs.size, hypSpeakers) - correct;
  }
  return total ? errors / total : 0;
}

/** The assignment of hypothesis voices to reference voices with the most time in common. */
function bestMapping(together: Float64Array[], hyps: number, refs: number): number[] {
  let best: number[] = [];
  let bestScore = -1;
  const walk = (h: number, used: Set<number>, map: number[], score: number) => {
    if (h === hyps) {
      if (score > bestScore) [best, bestScore] = [[...map], score];
      return;
    }
    for (let r = -1; r < refs; r++) {
      if (r >= 0 && used.has(r)) continue;
      map[h] = r;
      if (r >= 0) used.add(r);
      walk(h + 1, used, map, score + (r >= 0 ? together[h]![r]! : 0));
      if (r >= 0) used.delete(r);
    }
  };
  walk(0, new Set(), [], 0);
  return best;
}

/** The role that spoke most of [start, end) (backchannels under another voice do not count). */
export function roleAt(reference: SpokenLine[], s: Labelled): SpeakerRole | null {
  const time = new Map<SpeakerRole, number>();
  for (const l of reference) {
    if (l.backchannel) continue;
    const overlap = Math.min(l.end, s.end) - Math.max(l.start, s.start);
    if (overlap > 0) time.set(l.role, (time.get(l.role) ?? 0) + overlap);
  }
  return [...time.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** What a perfect recogniser would write for [start, end): the script's words spoken inside it. */
export function wordsIn(reference: SpokenLine[], s: Labelled): string {
  const words: string[] = [];
  for (const l of reference) {
    if (l.backchannel || l.end <= s.start || l.start >= s.end) continue;
    const w = l.text.split(/\s+/).filter(Boolean);
    const per = (l.end - l.start) / Math.max(1, w.length);
    w.forEach((word, i) => {
      const mid = l.start + (i + 0.5) * per;
      if (mid >= s.start && mid < s.end) words.push(word);
    });
  }
  return words.join(' ');
}

/**
 * The share of speech time (the script's timeline, at 10 ms, backchannels aside) whose role in the
 * transcript is the role that spoke then; where two people overlap, either role counts as right.
 * Speech no transcript line covers counts as wrong, so cutting a turn out is not free.
 */
export function speechTimeShare(
  reference: SpokenLine[],
  hypothesis: (Labelled & { role: SpeakerRole })[],
  durationSec: number,
): number {
  const n = Math.ceil(durationSec * RATE);
  const said: Set<SpeakerRole>[] = Array.from({ length: n }, () => new Set());
  for (const l of reference)
    if (!l.backchannel)
      for (let f = Math.floor(l.start * RATE); f < Math.min(n, Math.ceil(l.end * RATE)); f++) said[f]!.add(l.role);
  const heard: (SpeakerRole | null)[] = new Array(n).fill(null);
  for (const h of hypothesis)
    for (let f = Math.max(0, Math.floor(h.start * RATE)); f < Math.min(n, Math.ceil(h.end * RATE)); f++)
      heard[f] = h.role;
  let [total, right] = [0, 0];
  for (let f = 0; f < n; f++) {
    if (said[f]!.size === 0) continue;
    total++;
    if (heard[f] !== null && said[f]!.has(heard[f]!)) right++;
  }
  return total ? right / total : 0;
}
