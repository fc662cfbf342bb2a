import { limbOf, partsIn } from './body-parts.js';
import type { Consultation } from './consultation-types.js';
import type { SaidSide } from './said-side-types.js';
import { echoedOther, saidWith } from './said-with-side.js';
import { measuredAgainst } from './other-side.js';
import { claimWords, COMPLAINT, complaintWords } from './side-complaints.js';
import { correctedAway } from './side-corrections.js';
import { alsoOther, isStudy, otherSideEvent, otherSideStudy, sideNoLonger } from './side-events.js';
import { affectedOn, partName, segsOf, sideContradicted, wellOn, type Side } from './side-verdicts.js';
import { bothSidesIn, HANDEDNESS, otherSide, sidesIn, UNSPECIFIED, worseSides, type SideClaim } from './sides.js';
import type { Finding, Statement } from './types.js';
import { judgeWellSide } from './well-side.js';

/** Treatment planned for a side ('proceed with a left foot ORIF', 'a right C7-T1 epidural'): it is for the side that is affected. */
const TREATMENT =
  /\b(?:orif|surgery|surgical|repair|fixation|injection|epidural|replacement|reconstruction|arthroscop\w*|arthroplasty|cast|splint|brace)\b/;

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

/** Statements of what the patient comes with now: the chief complaint, the assessment, and a summary's 'Assessment: …'. */
const PRESENT_SECTIONS = new Set(['chiefComplaint', 'assessment']);
const present = (s: Statement) => PRESENT_SECTIONS.has(s.section) || /^assessment\s*:/.test(s.norm);

const HEART = new Set(['coronary', 'ventricle', 'atrium', 'bundle branch']);

function judge(s: Statement, claim: SideClaim, c: Consultation): Finding | null {
  const other = otherSide(claim.side);
  const pool = poolFor(claim, c);
  const part = partName(claim.part);
  if (claim.part === HANDEDNESS) {
    // 'Are you left handed?' 'No' says not left-handed.
    const said = pool.filter((x) => !x.well);
    if (said.some((x) => x.side === claim.side) || !said.length) return null;
    return sideContradicted(`Transcript says ${other}-handed`, said);
  }
  const corrected = claim.well ? [] : correctedAway(claim, c);
  if (corrected.length)
    return sideContradicted(
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
    ? otherSideStudy(claim, c)
    : (otherSideEvent(claim, c) ??
      otherSideStudy(claim, c) ??
      sideNoLonger(claim, c, present(s)) ??
      alsoOther(claim, c, complaintWords));
  if (bound) return sideContradicted(bound.reason, bound.sides);
  const exact = pool.every(
    (x) => x.part === claim.part || (limbOf(x.part) !== undefined && limbOf(x.part) === limbOf(claim.part)),
  );
  const mine = pool.filter((x) => x.side === claim.side);
  const theirs = pool.filter((x) => x.side === other);
  const sideOf = (x: SaidSide) => `${other} ${partName(x.part)}`;
  // The other side said to be fine agrees with a complaint on this one ('right hand numb', 'left arm: no symptoms'); said otherwise, it contradicts.
  // A treatment planned, or a study, is of the side in question, so it is judged as a complaint there.
  const complaint =
    COMPLAINT.test(s.norm) ||
    ['symptom', 'condition'].includes(s.role) ||
    (s.section === 'plan' && TREATMENT.test(s.norm)) ||
    isStudy(claim.clause);
  const against = claim.well ? [] : theirs.filter((x) => !x.well || !COMPLAINT.test(claim.clause));
  if (!mine.length) {
    if (against.length) return sideContradicted(`Transcript says ${sideOf(against[0]!)}`, against);
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
    // Both said only with no complaint ('squeeze my fingers with both hands', 'reflexes 2+ bilaterally'), the other side alone
    // with one ('left arm pain'): a complaint written on this side is the other side's.
    const plainBoth = mine.every((x) => x.both && !COMPLAINT.test(x.clause));
    const pained = alone.filter((x) => !x.well && COMPLAINT.test(x.clause));
    if (complaint && !claim.well && plainBoth && pained.length)
      return sideContradicted(`Transcript says ${sideOf(pained[0]!)}; the ${claim.side} only as one of both`, pained);
    const words = claimWords(claim);
    const best = (list: SaidSide[]) =>
      Math.max(
        0,
        ...list.map((x) => {
          const [has, measure] = [saidWith(x, c), measuredAgainst(x)];
          return words.filter((w) => w !== measure && has(w)).length;
        }),
      );
    const [theirsBest, mineBest] = [best(alone), best(mine)];
    if (theirsBest > mineBest) return sideContradicted(`Transcript says ${sideOf(alone[0]!)}`, alone);
    // Said alike of both, a complaint written on the lesser side alone ('the right leg also swells, but not nearly like the left')
    // is the other side's: a note naming one side of two names the worse one.
    const worse = c.worse.filter((w) => pool.some((x) => x.compared && x.seg === w.seg));
    const lesser = worse.length > 0 && worse.every((w) => w.side === other);
    return complaint && theirsBest === mineBest && lesser
      ? sideContradicted(`Transcript says both, the ${other} ${part} worse`, alone)
      : null;
  }
  if (claim.well) return judgeWellSide(claim, pool, c);
  const affected = (side: Side) => affectedOn(pool, side);
  const well = (side: Side) => wellOn(pool, side);
  // A complaint on a side the transcript only calls fine is the other side's.
  if (complaint && affected(other).length && !affected(claim.side).length && well(claim.side).length) {
    return sideContradicted(`Transcript says the ${other} ${part}; the ${claim.side} one is fine`, affected(other));
  }
  const echo = echoedOther(claim, pool, c);
  if (echo) return sideContradicted(`Transcript says ${other} ${partName(echo.part)} ("${echo.clause}")`, [echo]);
  if (!complaint || !affected(other).length || !exact) return null;
  // Both sides affected: the side said with the same complaint ('injured … left leg before', 'right knee hurts') decides.
  const topic = complaintWords(claim.clause);
  const about = (side: Side) =>
    affected(side).filter((x) => (!x.asked || x.answered) && topic.some((w) => x.words.has(w)));
  if (topic.length && !about(claim.side).length && about(other).length)
    return sideContradicted(`Transcript says ${other} ${part}`, about(other));
  // A side named once against many of the other is the other side's.
  if (affected(claim.side).length <= 1 && affected(other).length >= 4)
    return sideContradicted(`Transcript says ${other} ${part}`, affected(other));
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
    // A study of a side is of the side in question, whatever it found: 'X-ray of the left leg is normal' images the
    // left leg, it does not call it well.
    const f = judge(s, isStudy(claim.clause) ? { ...claim, well: false, wholeWell: false } : claim, c);
    if (f) return f;
  }
  return null;
}
