// Why the checker let a swapped side pass: one general reason per missed side plant, computed from the
// planted statement and the checker's reading of the consultation, never from a case's identity. The
// bench prints only a count per reason, so it may run on the held-out part (no case text, no ids).
//
// The reasons, first that holds:
//   - the checker reads no side in the statement (its side word is not read as a side)
//   - the sides check flags the statement read alone (the miss is in how the report is read, not in sides)
//   - the statement names both sides, or its side is the handedness, or has no part ('on the right')
//   - the consultation's reading holds no side at all
//   - the part is not named in the talk by any name the checker knows (and whether the statement names several)
//   - the part is named in the talk, but no side is read with it or its limb: the side said only in a reply
//     to 'which side'/'which one', carried by 'it'/'that'/'one', or said elsewhere
//   - the talk says both sides of the part, or reads each side singly: then what might tell them apart
//     (the statement a complaint or well; how each side was said: well only, asked only, by the clinician
//     only; which side is said more; which has a complaint word or the statement's words; which is worse)
//   - the checker read only the planted side for the part
//   - the checker read only the statement's original side, yet let it pass: a turn corrects it to the
//     planted side, or the part itself was said well only (and by which well word of the checker's)
// A side in a study or an order ('x-ray of the left knee') is marked as such.

const WHICH_SIDE = /\bwhich (?:side|one|1)\b|\b(?:left|right),? or (?:the |your )?(?:left|right)\b/;
const CARRIED = /\b(?:it|that|this|one)\b/;
const COMPLAINT_WORDS =
  /\b(?:pain\w*|hurts?|ache\w*|sore\w*|swell\w*|swollen|tender\w*|numb\w*|tingl\w*|weak\w*|injur\w*|fractur\w*|sprain\w*|strain\w*|bruis\w*|\w+itis)\b/;
const STUDY = /\b(?:x-?rays?|mri|ct|scan|ultrasound|imaging|films?|radiograph\w*|order\w*|referr\w*)\b/;

/** Which of the checker's well words called a side well (a word of its vocabulary, no case text), or a denial before it. */
const wellBy = (x, wellWords) => {
  const after = x.clause.slice(Math.max(0, x.clause.indexOf(x.side)));
  const word = wellWords.find((w) => new RegExp(`\\b${w}\\b`).test(after));
  return word ? `'${word}'` : 'a denial before it';
};

/**
 * @param {object} a
 * @param {string} a.planted the statement as planted
 * @param {string} a.path where in the report
 * @param {object} a.consultation the checker's reading of the consultation
 * @param {object} lib the checker's own readers and words (sides.ts, body-parts.ts, text.ts, telling-words.ts,
 *   side-complaints.ts, check-sides.ts, side-corrections.ts, side-words.ts)
 * @returns {string} the reason
 */
export function sideMissReason({ planted, path, consultation: c }, lib) {
  const { claimText, sidesIn, partsIn, limbOf, tellingWords, COMPLAINT, bothSidesIn, HANDEDNESS, UNSPECIFIED } = lib;
  const norm = claimText(planted);
  const claims = sidesIn(norm, '', true);
  if (!claims.length) return 'statement: the checker reads no side in it';
  const claim = claims[0];
  const section = path.split('.')[0];
  if (lib.checkSides({ path, section, text: planted, norm, role: 'prose' }, c))
    return 'checker: flags the statement read alone (lost in how the report is read)';
  if (new Set(claims.map((x) => x.side)).size > 1) return 'statement: names both sides';
  if (claim.part === HANDEDNESS) return 'statement: handedness';
  if (claim.part === UNSPECIFIED) return 'statement: the side has no part';
  const study = STUDY.test(claim.clause) ? ' (a study or an order)' : '';
  const sides = c.sides.filter((x) => x.part !== HANDEDNESS);
  if (!sides.length) return 'talk: the checker reads no side at all';
  const talk = c.segs.map((s) => s.text).join(' \n ');
  const talkParts = new Set(partsIn(talk).map((p) => p.part));
  const limb = limbOf(claim.part);
  const sameLimb = (part) => part === claim.part || (limb !== undefined && limbOf(part) === limb);
  if (![...talkParts].some(sameLimb)) {
    const several = new Set(claims.map((x) => x.part)).size > 1 ? ' (statement names several parts)' : '';
    return `talk: the part (${claim.part}) is not named${several}`;
  }
  const pool = sides.filter((x) => sameLimb(x.part));
  if (!pool.length) {
    // Where a side is said in the talk though not with this part: in a reply to 'which side', or carried by a pronoun.
    const withSide = c.segs.filter((s) => /\b(?:left|right)\b/.test(s.text));
    const replied = withSide.some((s) => {
      const i = c.segs.indexOf(s);
      return i > 0 && WHICH_SIDE.test(c.segs[i - 1].text);
    });
    if (replied) return 'talk: part named, the side only in a reply to which side';
    if (withSide.some((s) => CARRIED.test(s.text))) return "talk: part named, the side with 'it'/'that'/'one' only";
    return 'talk: part named, no side read with it (side said elsewhere)';
  }
  const other = claim.side === 'left' ? 'right' : 'left';
  const mine = pool.filter((x) => x.side === claim.side);
  const theirs = pool.filter((x) => x.side === other);
  // Where both sides are said, what tells them apart: how the statement reads, how each side was said, which has the statement's words.
  const words = [...tellingWords(claim.clause)].filter((w) => !/^(?:left|right)$/.test(w));
  const has = (list) => list.some((x) => words.some((w) => x.words.has(w)));
  const single = (list) => list.filter((x) => !x.both);
  const how = (list) =>
    !list.length
      ? 'none'
      : list.every((x) => x.well)
        ? 'well only'
        : list.every((x) => x.asked)
          ? 'asked only'
          : list.every((x) => !/patient/i.test(c.segs.find((s) => s.id === x.seg)?.role ?? ''))
            ? 'clinician only'
            : 'affected';
  const [m1, t1] = [single(mine).filter((x) => !x.well).length, single(theirs).filter((x) => !x.well).length];
  const detail = [
    `statement ${claim.well ? 'well' : COMPLAINT_WORDS.test(norm) ? 'complaint' : 'other'}`,
    `planted ${how(single(mine))}`,
    `original ${how(single(theirs))}`,
    `affected planted:original ${m1 < t1 ? 'fewer' : m1 === t1 ? 'same' : 'more'}`,
    `planted complaint-worded ${single(mine).some((x) => !x.well && COMPLAINT.test(x.clause)) ? 'yes' : 'no'}`,
    `original complaint-worded ${single(theirs).some((x) => !x.well && COMPLAINT.test(x.clause)) ? 'yes' : 'no'}`,
    `words ${has(single(mine)) ? (has(single(theirs)) ? 'both' : 'planted') : has(single(theirs)) ? 'original' : 'neither'}`,
    `worse ${!c.worse.length ? 'unsaid' : c.worse.every((w) => w.side === claim.side) ? 'planted' : c.worse.every((w) => w.side === other) ? 'original' : 'both'}`,
  ].join('; ');
  if (pool.some((x) => x.both)) return `talk: says both sides of the part${study} [${detail}]`;
  if (mine.length && theirs.length) return `talk: both sides read singly for the part${study} [${detail}]`;
  if (mine.length) return `talk: only the planted side read for the part${study}`;
  if (lib.correctedAway({ ...claim, side: other }, c).length)
    return `talk: only the original side read, but a turn corrects it to the planted side${study}`;
  if (theirs.every((x) => x.well)) return `talk: only the original side, said to be well${study}`;
  if (theirs.every((x) => x.asked && !x.answered))
    return `talk: only the original side, in an unanswered question${study}`;
  const ofPart = theirs.filter((x) => x.part === claim.part);
  const exact = !ofPart.length
    ? 'same limb only'
    : ofPart.every((x) => x.well)
      ? `same part said well only (by ${wellBy(ofPart[0], [...lib.WELL_WORDS, ...lib.FILLER_WELL_WORDS])}), the limb affected`
      : 'same part';
  const anyBoth = sides.some((x) => x.both && x.part === UNSPECIFIED) ? "; 'both sides' said of no part" : '';
  const bilateral = bothSidesIn(claim.clause).length ? '; statement says both elsewhere' : '';
  const also = theirs.some((x) => x.also) ? "; original said with 'also'" : '';
  return `talk: only the original side (${exact}${anyBoth}${bilateral}${also}), statement ${claim.well ? 'well' : 'affected'}${study}`;
}
