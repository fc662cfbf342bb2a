import { capture, oneOf, regex } from '../pattern.js';
import { limbOf, PARTS, partsIn, tellingWords } from './body-parts.js';
import type { Consultation } from './consultation-types.js';
import type { SaidSide } from './said-side-types.js';
import { asks } from './read-talk.js';
import { measuredAgainst } from './other-side.js';
import { alsoOther, otherSideEvent, sideNoLonger } from './side-events.js';
import { bothSidesIn, HANDEDNESS, otherSide, sidesIn, UNSPECIFIED, worseSides, type SideClaim } from './sides.js';
import { uniq, type Finding, type Statement } from './types.js';

type Side = 'left' | 'right';
/** Words of a complaint on one side, captured (m[1]): 'pain', 'swollen', 'numbness', 'fell'. */
const COMPLAINT_WORDS = [
  'nodule',
  'mass',
  'lesion',
  'cyst',
  'stone',
  String.raw`twitch\w*`,
  'pain',
  'painful',
  'hurts?',
  'hurting',
  'ache',
  'aching',
  'sore',
  'swollen',
  'swelling',
  String.raw`injur\w*`,
  String.raw`fracture\w*`,
  String.raw`sprain\w*`,
  'strain',
  String.raw`tender\w*`,
  String.raw`weak\w*`,
  String.raw`numb\w*`,
  'tingling',
  String.raw`bruis\w*`,
  String.raw`stiff\w*`,
  'twisted',
  'fell',
  'contusion',
  'tear',
  'torn',
];
const COMPLAINT = regex([oneOf([String.raw`\w+itis\b`, String.raw`\b${capture(COMPLAINT_WORDS)}\b`])]);

/** Treatment planned for a side ('proceed with a left foot ORIF', 'a right C7-T1 epidural'): it is for the side that is affected. */
const TREATMENT =
  /\b(?:orif|surgery|surgical|repair|fixation|injection|epidural|replacement|reconstruction|arthroscop\w*|arthroplasty|cast|splint|brace)\b/;
/** An examination manoeuvre a finding is said under ('no pain with movement', 'nontender to palpation'). */
const MANOEUVRE =
  /\b(?:with|on|to|during|upon)\s+(?:[a-z-]+\s+){0,2}?(?:movement|motion|palpation|flexion|extension|rotation|range|testing|pressure|weight[- ]bearing|ambulation|walking)\b/;
/** Findings a side may be written free of ('no masses on the left'), singular, so that 'masses' and 'mass' read alike. */
const FINDING =
  /\b(nodule|mass|lesion|cyst|swelling|effusion|bruising|ecchymosis|tenderness|deformity|rash)(?:e?s)?\b/g;

const partName = (part: string) => (part === UNSPECIFIED ? 'side' : part);
const segsOf = (list: { seg: string }[]) => uniq(list.map((x) => x.seg));
const PART_WORDS = new Set(Object.keys(PARTS).flatMap((k) => [...tellingWords(k)]));

/** The sides the consultation gives for a part: that part, else the same limb, else sides said with no part. */
function poolFor(claim: SideClaim, c: Consultation): SaidSide[] {
  const sides = c.sides.filter((x) => x.part !== HANDEDNESS);
  if (claim.part === HANDEDNESS) return c.sides.filter((x) => x.part === HANDEDNESS);
  if (claim.part === UNSPECIFIED) return sides;
  // 'It is on both sides' said of no part may be of any part.
  const anyPart = sides.filter(
    (x) => x.both && x.part === UNSPECIFIED && /\bboth (?:of (?:my|your|his|her|the) )?sides\b/.test(x.clause),
  );
  for (const pick of [
    (x: SaidSide) => x.part === claim.part,
    (x: SaidSide) => limbOf(x.part) !== undefined && limbOf(x.part) === limbOf(claim.part),
    (x: SaidSide) => x.part === UNSPECIFIED,
  ]) {
    const found = sides.filter(pick);
    if (found.length) return [...new Set([...found, ...anyPart])];
  }
  return sides;
}

/** The complaints a clause names, as telling words ('hurts' and 'painful' are one). */
const complaintWords = (clause: string) => [
  ...tellingWords([...clause.matchAll(new RegExp(COMPLAINT.source, 'g'))].map((m) => m[0]).join(' ')),
];
const claimWords = (claim: SideClaim) => [...tellingWords(claim.clause)].filter((w) => !PART_WORDS.has(w));

const SIDE_WORD = /\b(?:left|right)\b/;
const later = new WeakMap<SaidSide, Set<string>>();
/**
 * What is said after a side, within its turn and the next three and some 200 characters ('surgery on my
 * right knee' … 'they reconstructed the whole thing, I was 14'): talk goes on about the side just named,
 * until another side is: the clause naming it, or the turn naming it and the question that turn answers, are that side's.
 */
function laterWords(x: SaidSide, c: Consultation): Set<string> {
  let words = later.get(x);
  if (words) return words;
  const at = c.segs.findIndex((seg) => seg.id === x.seg);
  const own = c.segs[at]?.text ?? '';
  const from = own.indexOf(x.clause);
  const texts = [from >= 0 ? own.slice(from + x.clause.length) : ''];
  for (const [k, seg] of c.segs.slice(at + 1, at + 4).entries()) {
    if (SIDE_WORD.test(seg.text)) {
      const prev = c.segs[at + k]!;
      if (texts.length > 1 && prev.role !== seg.role && asks(prev.role, prev.text.slice(-160))) texts.pop();
      break;
    }
    texts.push(seg.text);
  }
  const first = texts[0]!;
  const stop = first.search(SIDE_WORD);
  // In its own turn, the clause that names the other side is that side's: from its last stop, or its last words where speech has no stops.
  if (stop >= 0)
    texts.splice(
      0,
      texts.length,
      first.slice(0, Math.max(stop - 40, 0, ...[...first.slice(0, stop).matchAll(/[,.;?!]/g)].map((m) => m.index))),
    );
  later.set(x, (words = tellingWords(texts.join(' ').slice(0, 200))));
  return words;
}

/**
 * A side said in a reply answers the question before it: its words are said of that side ('have your
 * symptoms gotten worse?' 'yeah, especially at the base of my left hand'), and a reply naming only a side
 * ('is it your left or your right knee?' 'it's my right') also tells the side of what was said before
 * the question ('I ran into a tree and twisted my knee').
 */
function earlierWords(x: SaidSide, c: Consultation): Set<string> {
  const at = c.segs.findIndex((seg) => seg.id === x.seg);
  const [prev, own] = [c.segs[at - 1], c.segs[at]];
  if (x.part !== UNSPECIFIED && !partsIn(x.clause).length)
    return tellingWords(
      c.segs
        .slice(Math.max(0, at - 2), at)
        .map((seg) => seg.text)
        .join(' '),
    );
  if (
    prev &&
    own &&
    prev.role !== own.role &&
    asks(prev.role, prev.text.slice(-160)) &&
    own.text.indexOf(x.clause) < 80
  )
    return tellingWords(prev.text.slice(-160));
  return new Set();
}

/** The words said with a side: its clause, what follows it and the question it answers (each read once per side). */
function saidWith(x: SaidSide, c: Consultation): (w: string) => boolean {
  const [after, before] = [laterWords(x, c), earlierWords(x, c)];
  return (w) => x.words.has(w) || after.has(w) || before.has(w);
}

/** The side said with the same words ('… just feels unstable', 'stage 2 neuroblastoma on the left'), when it is the other side. */
function echoedOther(claim: SideClaim, pool: SaidSide[], c: Consultation): SaidSide | null {
  const words = claimWords(claim);
  if (words.length < 2) return null;
  const score = (x: SaidSide) => words.filter(saidWith(x, c)).length;
  let same = 0;
  let best: SaidSide | null = null;
  let bestScore = 0;
  for (const x of pool) {
    if (x.asked && !x.answered) continue;
    const n = score(x);
    if (x.side === claim.side) same = Math.max(same, n);
    else if (n > bestScore) [best, bestScore] = [x, n];
  }
  return best && bestScore >= 2 && bestScore > same ? best : null;
}

/** A side corrected to the other ('it's not the right knee, it's the left knee', 'not my right, my left'). */
const CORRECTION =
  /\bnot (?:the |my |your |his |her |on the )?(left|right)\b[^.?!;]{0,30}?\b(?:it's|it is|its|it was|but|rather|on)\s+(?:the |my |your |his |her )?(left|right)\b/g;

/** The turns that correct `side` of the claim's part to the other side: a side corrected is wrong, whatever a slip says later. */
function correctedAway(claim: SideClaim, c: Consultation): string[] {
  return c.segs
    .filter((seg) =>
      [...seg.text.matchAll(CORRECTION)].some((m) => {
        const parts = partsIn(m[0]).map((p) => p.part);
        return (
          m[1] === claim.side &&
          m[2] !== claim.side &&
          (!parts.length || claim.part === UNSPECIFIED || parts.includes(claim.part))
        );
      }),
    )
    .map((seg) => seg.id);
}

const HEART = new Set(['coronary', 'ventricle', 'atrium', 'bundle branch']);
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

function judge(s: Statement, claim: SideClaim, c: Consultation): Finding | null {
  const other = otherSide(claim.side);
  const pool = poolFor(claim, c);
  const part = partName(claim.part);
  const contradicted = (reason: string, list: { seg: string }[]): Finding => ({
    kind: 'contradicted',
    claim: 'laterality',
    reason,
    segmentIds: segsOf(list),
  });
  if (claim.part === HANDEDNESS) {
    // 'Are you left handed?' 'No' says not left-handed.
    const said = pool.filter((x) => !x.well);
    if (said.some((x) => x.side === claim.side) || !said.length) return null;
    return contradicted(`Transcript says ${other}-handed`, said);
  }
  const corrected = claim.well ? [] : correctedAway(claim, c);
  if (corrected.length)
    return contradicted(
      `Transcript corrects the ${claim.side} ${part} to the ${other}`,
      corrected.map((seg) => ({ seg })),
    );
  // And the side corrected to is the one, whatever was said before the correction.
  if (!claim.well && correctedAway({ ...claim, side: other }, c).length) return null;
  // The heart's sides are its structures' names ('right coronary artery', 'left ventricle'): only a side said of that structure bears one out,
  // and a side said of an arm or a leg says nothing of it.
  if (!pool.length || (HEART.has(claim.part) && !pool.some((x) => x.part === claim.part)))
    return {
      kind: 'unsupported',
      claim: 'laterality',
      reason: `The consultation never says which side (${claim.side} ${part} here)`,
      segmentIds: [],
    };
  // What was said of each side: an operation done or planned, the side that was and the one that is, the side that has it too.
  const bound = claim.well
    ? null
    : (otherSideEvent(claim, c) ?? sideNoLonger(claim, c) ?? alsoOther(claim, c, complaintWords));
  if (bound) return contradicted(bound.reason, bound.sides);
  const exact = pool.every(
    (x) => x.part === claim.part || (limbOf(x.part) !== undefined && limbOf(x.part) === limbOf(claim.part)),
  );
  const mine = pool.filter((x) => x.side === claim.side);
  const theirs = pool.filter((x) => x.side === other);
  const sideOf = (x: SaidSide) => `${other} ${partName(x.part)}`;
  // The other side said to be fine agrees with a complaint on this one ('right hand numb', 'left arm: no symptoms'); said otherwise, it contradicts.
  const complaint =
    COMPLAINT.test(s.norm) ||
    ['symptom', 'condition'].includes(s.role) ||
    (s.section === 'plan' && TREATMENT.test(s.norm));
  const against = claim.well ? [] : theirs.filter((x) => !x.well || !COMPLAINT.test(claim.clause));
  if (!mine.length) {
    if (against.length) return contradicted(`Transcript says ${sideOf(against[0]!)}`, against);
    // A side written as normal that the consultation never examined or named, when it talks only of the other side of that very part.
    const sameBody = theirs.filter((x) => x.part === claim.part && (!x.asked || x.answered));
    // Not where that side as a whole was called well ('any symptoms on the right side?' 'no, not really').
    const wholeSide = c.sides.some(
      (x) => x.side === claim.side && x.wholeWell && (x.part === UNSPECIFIED || !partsIn(x.clause).length),
    );
    if (claim.well && claim.part !== UNSPECIFIED && sameBody.length && exact && !wholeSide) {
      return {
        kind: 'unsupported',
        claim: 'laterality',
        reason: `The consultation talks only of the ${other} ${part}`,
        segmentIds: segsOf(sameBody),
      };
    }
    return null;
  }
  // This side said only as one of both ('both legs', 'the left worse than the right'), the other said alone: the words said with each decide.
  // So too a side said only as what the other is measured against ('it's much bigger than the right one'): the comparison is the other side's.
  const alone = theirs.filter((x) => !x.both);
  if (mine.every((x) => x.both || x.compared || measuredAgainst(x) !== null) && alone.length) {
    const words = claimWords(claim);
    const best = (list: SaidSide[]) =>
      Math.max(
        0,
        ...list.map((x) => {
          const [has, measure] = [saidWith(x, c), measuredAgainst(x)];
          return words.filter((w) => w !== measure && has(w)).length;
        }),
      );
    return best(alone) > best(mine) ? contradicted(`Transcript says ${sideOf(alone[0]!)}`, alone) : null;
  }
  const affected = (side: Side) => pool.filter((x) => x.side === side && !x.well);
  const well = (side: Side) => pool.filter((x) => x.side === side && x.well);
  // A side written as fine that the consultation only calls affected, with the other side fine.
  if (claim.well) {
    // A side written free of a finding ('no masses on the left') that the consultation gives that very finding and never calls free of it.
    const names = [...claim.clause.matchAll(FINDING)].map((m) => m[1]!);
    const found = [...tellingWords(names.join(' '))];
    const withFinding = affected(claim.side).filter(
      (x) => !x.both && !x.compared && (!x.asked || x.answered) && found.some((w) => x.words.has(w)),
    );
    if (withFinding.length && !well(claim.side).length)
      return contradicted(`Transcript says the ${claim.side} ${part} has ${names.join(', ')}`, withFinding);
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
      return contradicted(`Transcript says the ${claim.side} ${part} has it and the ${other} one does not`, [
        ...saying(affected(claim.side)),
        ...fine(well(other)),
      ]);
    }
    const positive = positiveThere(claim, affected(claim.side), well(claim.side));
    if (positive.length) return contradicted(`Transcript says it is positive on the ${claim.side}`, positive);
    const otherWell = c.sides.some(
      (x) => x.side === other && x.wholeWell && (pool.includes(x) || x.part === UNSPECIFIED),
    );
    if (claim.wholeWell && affected(claim.side).length && !well(claim.side).length && otherWell) {
      return contradicted(`Transcript says the ${claim.side} ${part} is affected and the ${other} one is fine`, [
        ...affected(claim.side),
        ...well(other),
      ]);
    }
    return null;
  }
  // A complaint on a side the transcript only calls fine is the other side's.
  if (complaint && affected(other).length && !affected(claim.side).length && well(claim.side).length) {
    return contradicted(`Transcript says the ${other} ${part}; the ${claim.side} one is fine`, affected(other));
  }
  const echo = echoedOther(claim, pool, c);
  if (echo) return contradicted(`Transcript says ${other} ${partName(echo.part)} ("${echo.clause}")`, [echo]);
  if (!complaint || !affected(other).length || !exact) return null;
  // Both sides affected: the side said with the same complaint ('injured … left leg before', 'right knee hurts') decides.
  const topic = complaintWords(claim.clause);
  const about = (side: Side) =>
    affected(side).filter((x) => (!x.asked || x.answered) && topic.some((w) => x.words.has(w)));
  if (topic.length && !about(claim.side).length && about(other).length)
    return contradicted(`Transcript says ${other} ${part}`, about(other));
  // A side named once against many of the other is the other side's.
  if (affected(claim.side).length <= 1 && affected(other).length >= 4)
    return contradicted(`Transcript says ${other} ${part}`, affected(other));
  return null;
}

/** Sides: the side written must be the side said for that body part, affected or well, and the worse side the worse one said. */
export function checkSides(s: Statement, c: Consultation): Finding | null {
  const compared = worseSides(s.norm);
  for (const w of compared) {
    const said = c.worse.map((x) => x.side);
    // The side written as the lesser one ('the left also swells, but not nearly like the …') may not be the only one said to be worse.
    if (said.length && (!said.includes(w.side) || (w.lesser && said.every((x) => x === w.lesser)))) {
      return {
        kind: 'contradicted',
        claim: 'laterality',
        reason: `Transcript says the ${said.includes(w.side) ? w.side : otherSide(w.side)} side is worse`,
        segmentIds: segsOf(c.worse),
      };
    }
  }
  const inComparison = (x: SideClaim) => compared.some((w) => !w.single && x.index >= w.index && x.index < w.end);
  const claims = sidesIn(s.norm, '', true);
  for (const claim of claims) {
    // A clause naming both sides of one part compares them or names both: neither side is claimed alone.
    const sameClause = (o: SideClaim) =>
      Math.abs(o.index - claim.index) <= 30 &&
      !/[,.;?!]|\bbut\b|\bwhereas\b|\bwhile\b/.test(
        s.norm.slice(Math.min(o.index, claim.index), Math.max(o.index, claim.index)),
      );
    const paired = claims.some(
      (o) =>
        o.side !== claim.side &&
        sameClause(o) &&
        !inComparison(o) &&
        !(o.bound && claim.bound) &&
        (o.part === claim.part || [o.part, claim.part].includes(UNSPECIFIED)),
    );
    // 'Bilateral' said of no part covers the side only in its own phrase, not across 'and' ('right knee arthroplasty and bilateral cataract surgery').
    const at = claim.clause.indexOf(claim.side);
    const phrase = (b: { index: number }) =>
      !/\b(?:and|or|with|plus)\b|[,;]/.test(claim.clause.slice(Math.min(at, b.index), Math.max(at, b.index)));
    const both = bothSidesIn(claim.clause).some(
      (b) => b.part === claim.part || ((b.part === UNSPECIFIED || claim.part === UNSPECIFIED) && phrase(b)),
    );
    if (paired || (both && claim.part !== HANDEDNESS) || inComparison(claim)) continue;
    const f = judge(s, claim, c);
    if (f) return f;
  }
  return null;
}
