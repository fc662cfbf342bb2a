import { tellingWords } from './telling-words.js';
import type { Consultation } from './consultation-types.js';
import type { SaidSide } from './said-side-types.js';
import { claimWords, complaintWords } from './side-complaints.js';
import { affectedOn, partName, sideContradicted, wellOn, type Side } from './side-verdicts.js';
import { otherSide, UNSPECIFIED, type SideClaim } from './sides.js';
import type { Finding } from './types.js';

/** An examination manoeuvre a finding is said under ('no pain with movement', 'nontender to palpation'). */
const MANOEUVRE =
  /\b(?:with|on|to|during|upon)\s+(?:[a-z-]+\s+){0,2}?(?:movement|motion|palpation|flexion|extension|rotation|range|testing|pressure|weight[- ]bearing|ambulation|walking)\b/;
/** Findings a side may be written free of ('no masses on the left'), singular, so that 'masses' and 'mass' read alike. */
const FINDING =
  /\b(nodule|mass|lesion|cyst|swelling|effusion|bruising|ecchymosis|tenderness|deformity|rash)(?:e?s)?\b/g;

const TEST_WORDS = tellingWords('positive negative sign signs test tests');
/**
 * A test or sign written negative on a side ('negative Tinel's sign on the right') that the consultation
 * found positive on that side ('Tinel's is positive on the right and negative on the left') and never negative there.
 */
function positiveThere(claim: SideClaim, affected: SaidSide[], well: SaidSide[]): SaidSide[] {
  if (!/\bnegative\b/.test(claim.clause)) return [];
  const test = claimWords(claim).filter((w) => !TEST_WORDS.has(w));
  const about = (x: SaidSide) => !x.both && (!x.asked || x.answered) && test.some((w) => x.words.has(w));
  if (well.some(about)) return [];
  return affected.filter((x) => about(x) && /\bpositive\b/.test(x.clause));
}

/** A side written as fine that the consultation only calls affected, with the other side fine. */
export function judgeWellSide(claim: SideClaim, pool: SaidSide[], c: Consultation): Finding | null {
  const other = otherSide(claim.side);
  const part = partName(claim.part);
  const affected = (side: Side) => affectedOn(pool, side);
  const well = (side: Side) => wellOn(pool, side);
  // A side written free of a finding ('no masses on the left') that the consultation gives that very finding and never calls free of it.
  const names = [...claim.clause.matchAll(FINDING)].map((m) => m[1]!);
  const found = [...tellingWords(names.join(' '))];
  const withFinding = affected(claim.side).filter(
    (x) => !x.both && !x.compared && (!x.asked || x.answered) && found.some((w) => x.words.has(w)),
  );
  if (withFinding.length && !well(claim.side).length)
    return sideContradicted(`Transcript says the ${claim.side} ${part} has ${names.join(', ')}`, withFinding);
  // The other side's wellness may be said of the part, its limb or the side as a whole ('any symptoms on the right side?' 'No').
  // A side written free of a complaint ('denies right knee pain') that the consultation gives that side, and says the other side is free of;
  // free of it under one manoeuvre ('no pain with movement') the side may still hurt.
  const topic = MANOEUVRE.test(claim.clause) ? [] : complaintWords(claim.clause);
  const saying = (list: SaidSide[]) =>
    list.filter((x) => !x.both && !x.compared && (!x.asked || x.answered) && topic.some((w) => x.words.has(w)));
  // The other side called wholly well ('and the right knee?' 'the right is fine') is free of the complaint too, though it goes unnamed.
  const fine = (list: SaidSide[]) => [
    ...saying(list),
    ...list.filter((x) => x.wholeWell && x.part === claim.part && !x.both && !x.compared && (!x.asked || x.answered)),
  ];
  if (saying(affected(claim.side)).length && !well(claim.side).length && fine(well(other)).length) {
    return sideContradicted(`Transcript says the ${claim.side} ${part} has it and the ${other} one does not`, [
      ...saying(affected(claim.side)),
      ...fine(well(other)),
    ]);
  }
  const positive = positiveThere(claim, affected(claim.side), well(claim.side));
  if (positive.length) return sideContradicted(`Transcript says it is positive on the ${claim.side}`, positive);
  const otherWell = c.sides.some(
    (x) => x.side === other && x.wholeWell && (pool.includes(x) || x.part === UNSPECIFIED),
  );
  if (claim.wholeWell && affected(claim.side).length && !well(claim.side).length && otherWell) {
    return sideContradicted(`Transcript says the ${claim.side} ${part} is affected and the ${other} one is fine`, [
      ...affected(claim.side),
      ...well(other),
    ]);
  }
  return null;
}
