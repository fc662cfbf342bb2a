import type { SpeakerRole } from '@asha/contracts';
import { doctorScore, segmentStay } from './cues.js';

/**
 * Two-state Viterbi over the turns: each turn's cue score is its emission
 * evidence, and speakers usually alternate, so keeping the same speaker costs STAY vs SWITCH.
 * STAY/SWITCH/SCALE were set by a small grid search on the ACI-Bench and MTS-Dialog train splits.
 * The consultation usually opens with the clinician (START_DOCTOR).
 */
const TURN_STAY = 0.15;
/**
 * Recognised audio is cut at pauses, not at speaker changes, so one speaker often holds several
 * segments in a row: about a third of the units when ACI-Bench turns are split into sentences,
 * where 0.45 scored 74.7% against 67.1% for the turn setting (bench/eval-roles.mjs). It is the chance
 * for a piece whose first word says nothing; a reply word or a connective sets its own (segmentStay).
 */
const SEGMENT_STAY = 0.45;
const START_DOCTOR = 0.8;
const SCALE = 0.4;

function emission(score: number, role: SpeakerRole): number {
  const p = 1 / (1 + Math.exp(-SCALE * score)); // P(Doctor | words)
  return Math.log(role === 'Doctor' ? p : 1 - p);
}

const ROLES: SpeakerRole[] = ['Doctor', 'Patient'];

export interface ClassifyOptions {
  /** true for pause-cut audio segments rather than written dialogue turns */
  segmented?: boolean;
}

export function classifyRoles(turns: string[], o: ClassifyOptions = {}): SpeakerRole[] {
  if (turns.length === 0) return [];
  const scores = turns.map(doctorScore);
  let best = ROLES.map((r) => emission(scores[0]! + (r === 'Doctor' ? START_DOCTOR : -START_DOCTOR), r));
  const back: number[][] = [];
  for (let i = 1; i < turns.length; i++) {
    const stayP = o.segmented ? segmentStay(turns[i]!, SEGMENT_STAY) : TURN_STAY;
    const STAY = Math.log(stayP);
    const SWITCH = Math.log(1 - stayP);
    const from: number[] = [];
    best = ROLES.map((r, j) => {
      const stay = best[j]! + STAY;
      const switched = best[1 - j]! + SWITCH;
      from.push(stay >= switched ? j : 1 - j);
      return Math.max(stay, switched) + emission(scores[i]!, r);
    });
    back.push(from);
  }
  let state = best[0]! >= best[1]! ? 0 : 1;
  const path = [state];
  for (let i = back.length - 1; i >= 0; i--) {
    state = back[i]![state]!;
    path.push(state);
  }
  return path.reverse().map((s) => ROLES[s]!);
}
