import { partsIn } from '../claims/body-parts.js';
import { otherSide, sidesIn } from '../claims/sides.js';
import { oneOf, regex, wordsOf } from '../pattern.js';
import { answerPolarity } from '../reading/answers.js';
import { isNegated } from '../reading/context.js';
import {
  aboutOthers,
  guessedBefore,
  hypotheticalBefore,
  hypotheticalCue,
  recallsNoInjury,
} from '../reading/subject.js';
import {
  BOTH_SIDES,
  COMPLAINT_KINDS,
  EXAMINING_WORDS,
  MECHANISMS,
  NOW_WORDS,
  PART_MODIFIERS,
  PART_WITHIN,
  POSTURE_AFTER_PART,
  SAID_OF_PATIENT,
  SIDE_REACH,
  SITE_PARTS,
  WORSE_WITH_BEFORE,
} from '../vocabulary/complaint-cues.js';
import { EXAM_NARRATION_WORDS, REPORTING_WORDS } from './symptom-context-words.js';
import type { Seg } from './types.js';
import { replyTo, utterancesOf, type Utterance } from './utterances.js';
import { answeredAway, askedOf, PART_HISTORY, sideDisputed, sidesKept, takesBack } from './complaint-side.js';

/** A side the talk disagrees on: the one said near the complaint, the other the clinician named, and where each was said. */
export interface Disputed {
  side: 'left' | 'right';
  other: 'left' | 'right';
  ids: string[];
}

/** A line written with the disputed side put in at `at`, and the other side said: 'Left knee pain (the right knee was also said)'. */
export function disputedLine(line: string, at: number, d: Disputed, part: string): string {
  const sided = `${line.slice(0, at)}${d.side} ${line.slice(at)}`;
  return `${sided.charAt(0).toUpperCase()}${sided.slice(1)} (the ${d.other} ${part} was also said)`;
}

/** The side said for a part, or the side disputed (then no side is written). */
type SideFound = { side: 'left' | 'right' | 'bilateral'; id: string; disputed?: Disputed };

/** Where the complaint is and what it is: 'right upper arm' pain, 'left ankle' injury. */
export interface Site {
  /** the part's name in the checker's vocabulary ('knee', 'arm') */
  part: string;
  /** the part as said, narrowed ('upper arm', 'middle finger') */
  words: string;
  side: 'left' | 'right' | 'bilateral' | null;
  /** the side the patient said when the clinician later named only the other (complaint-side.ts): written with no side, offered */
  disputed?: Disputed;
  noun: string | null;
  /** what brought it on ('a fall'), when the patient says so */
  cause: string | null;
  segmentIds: string[];
}

const SITES = new Set(SITE_PARTS);
const MODIFIED = regex([String.raw`(?:\b${oneOf(PART_MODIFIERS)}\s+){1,2}$`]);
const BOTH = regex([String.raw`\b${oneOf(BOTH_SIDES)}\s*(?:[a-z]+\s+)?$`]);
const KINDS = COMPLAINT_KINDS.map((k) => ({ noun: k.noun, re: regex([wordsOf(k.cues)]) }));
const CAUSES = MECHANISMS.map((k) => ({ phrase: k.phrase, re: regex([wordsOf(k.cues)]) }));
const OF_PATIENT = regex([wordsOf([...REPORTING_WORDS, ...SAID_OF_PATIENT])]);
const EXAMINING = regex([wordsOf([...EXAMINING_WORDS, ...EXAM_NARRATION_WORDS])]);
const EXAM_TOLD = regex([wordsOf(EXAM_NARRATION_WORDS)]);
const PLACE = /\b(?:in|on|at) (?:the|your|her|his)\s+$/;
const POSTURE = regex(['^\\s+', wordsOf(POSTURE_AFTER_PART)]);
const NOW = regex([wordsOf(NOW_WORDS)]);
/** Whether the part ending at `end` is said as held somehow ('both arms outstretched'), not as a complaint's place. */
const held = (text: string, end: number) => POSTURE.test(text.slice(end));
/** A worsening cue earlier in the same clause as the mechanism's words. */
const WORSE_WITH = regex([wordsOf(WORSE_WITH_BEFORE), '[^.,;?!]{0,40}$']);

/**
 * Whether a text says a mechanism brought the complaint on: its cue said, not denied ('i can't recall
 * falling on it'), not put as an if, not guessed at ('maybe i lifted something wrong'), and not what makes
 * it worse ('when i try lifting anything').
 */
function broughtOn(text: string, cue: RegExp): boolean {
  const m = cue.exec(text);
  if (!m) return false;
  const end = m.index + m[0].length;
  const before = text.slice(0, m.index);
  return (
    !isNegated(text, m.index, end) &&
    !hypotheticalBefore(text, m.index) &&
    !WORSE_WITH.test(before) &&
    !guessedBefore(text, m.index)
  );
}

/**
 * A complaint is what the patient tells, or what the clinician says of them ('you hurt your left ankle'); a
 * clinician examining names findings ('there is one in the right groin that felt abnormal', 'when i press on your right
 * knee'), not complaints, and so do their words under a patient's label ('on the skin exam').
 */
function examFinding(u: Utterance): boolean {
  if (u.seg.role === 'Doctor') return !OF_PATIENT.test(u.text) || EXAMINING.test(u.text);
  return EXAM_TOLD.test(u.text);
}

/** The kind of complaint the words say ('hurts' is pain, 'i twisted it' an injury), or null. */
export function complaintKind(text: string): string | null {
  return KINDS.find((k) => k.re.test(text))?.noun ?? null;
}

/** The part as said, with the words that narrow it, singular ('knees' is knee, 'stomach' abdominal). */
function partWords(text: string, p: { part: string; index: number; end: number }): string {
  const said = text.slice(p.index, p.end);
  const word = p.part === 'abdomen' ? 'abdominal' : said === `${p.part}s` || said === 'feet' ? p.part : said;
  const narrowed = MODIFIED.exec(text.slice(0, p.index))?.[0] ?? '';
  return `${narrowed}${word}`;
}

/** A located complaint in one utterance: a site part said, affirmed, of the patient, with a complaint word in its turn. */
function siteIn(u: Utterance, all: Utterance[], i: number, segs: Seg[]): Site | null {
  if (u.question && u.seg.role !== 'Doctor') return null;
  const reply = u.question ? replyTo(all, i, segs) : null;
  if (u.question && (!reply || answerPolarity(reply.text) !== true)) return null;
  // Speech loses a question's form ('loss of appetite or abdominal pain'): the clinician's words the patient answers 'no' name
  // nothing, unless the 'no' answers a later question for something else ('besides the pain in your eye, any other problems').
  const other = all.slice(i + 1).some((x) => x.at === u.at && x.question && /\b(?:other|else)\b/.test(x.text));
  const answer = u.seg.role === 'Doctor' && !u.question && !other ? replyTo(all, i, segs) : null;
  if (answer && answerPolarity(answer.text) === false) return null;
  const turn = `${u.seg.text} ${reply?.text ?? ''}`;
  const noun = complaintKind(turn);
  if (hypotheticalCue(u.text) || (!u.question && examFinding(u))) return null;
  const p = partsIn(u.text).find(
    (x) =>
      SITES.has(x.part) && !isNegated(u.text, x.index, x.end) && !aboutOthers(u.text, x.index) && !held(u.text, x.end),
  );
  // A part the patient names with its side is their complaint even before they say how ('it's my right elbow'),
  // not a place something is in ('there is one in the right groin') nor one operated on ('a right breast lumpectomy').
  const sided = () =>
    u.seg.role === 'Patient' &&
    !PART_HISTORY.test(u.text) &&
    sidesIn(u.text).some((c) => c.part === p?.part && c.bound && !c.well && !PLACE.test(u.text.slice(0, c.index)));
  if (!p || (!noun && !sided())) return null;
  const both = BOTH.test(u.text.slice(0, p.index));
  return {
    part: p.part,
    words: partWords(u.text, p),
    side: both ? 'bilateral' : null,
    noun,
    cause: null,
    segmentIds: [u.seg.id, ...(reply?.ids ?? [])],
  };
}

/**
 * Whether a 'both' said with the part is the complaint's: the patient's own words, a clinician's question the patient
 * affirms, or the clinician telling what the patient has; not an order or an examination ('we'll x-ray both knees').
 */
function bothAffected(u: Utterance, all: Utterance[], i: number): boolean {
  if (u.seg.role !== 'Doctor') return true;
  if (u.question) return answerPolarity(all[i + 1]?.text ?? '') === true;
  return !examFinding(u);
}

/** Whether the utterance names the part with 'both' before it as the complaint's ('pain in both knees'). */
const saysBoth = (part: string, all: Utterance[], i: number) =>
  partsIn(all[i]!.text).some(
    (p) => p.part === part && BOTH.test(all[i]!.text.slice(0, p.index)) && !held(all[i]!.text, p.end),
  ) && bothAffected(all[i]!, all, i);

/** The side said for a part near where the complaint is named: the first affected side, or both. */
function sideOf(part: string, all: Utterance[], from: number): SideFound | null {
  const found: { side: 'left' | 'right'; id: string; within: boolean; history: boolean }[] = [];
  for (let i = Math.max(0, from - 2); i < Math.min(all.length, from + SIDE_REACH); i++) {
    const u = all[i]!;
    if (saysBoth(part, all, i)) return { side: 'bilateral', id: u.seg.id };
    const kept = sidesKept(all, i, askedOf(all, i));
    for (const c of kept) {
      const within = c.part === PART_WITHIN[part];
      // 'it started on the right side and now it's on the left': the side before 'now' is the past's, not the complaint's
      // ('and now my left knee hurts too' adds a side).
      const then = kept.some(
        (o) =>
          o.index > c.index &&
          o.side !== c.side &&
          o.part === c.part &&
          !o.also &&
          NOW.test(u.text.slice(c.index, o.index)),
      );
      // The 'no' putting a question's side right ('the right ankle?' 'no, the left') denies the side asked, not this one.
      const putsRight = i > 0 && (answeredAway(all[i - 1]!, u, otherSide(c.side)) || takesBack(all, i, c.side));
      const denied =
        (!putsRight && isNegated(u.text, c.index, c.index + c.side.length)) || aboutOthers(u.text, c.index);
      if ((c.part !== part && !within) || c.well || denied || then || answeredAway(u, all[i + 1], c.side)) continue;
      found.push({ side: c.side, id: u.seg.id, within, history: PART_HISTORY.test(c.clause) });
    }
  }
  // The part's own side first, a side said for the part it is within ('the right hand') when it has none;
  // the other side said later is often the well one or an old injury, so only 'both' says bilateral. A side said
  // of an operation ('i had my left knee replaced and now the right one hurts') yields to one that is not.
  const today = found.filter((f) => !f.history);
  const near = today.find((f) => !f.within) ?? today[0] ?? found.find((f) => !f.within) ?? found[0];
  if (!near) return onlySide(part, all);
  // A side the clinician later names only the other way is disputed: written with neither, offered with both.
  const against = sideDisputed(all, part, near.side, from);
  const disputed = against
    ? { side: near.side, other: otherSide(near.side), ids: [near.id, against.seg.id] }
    : undefined;
  return { side: near.side, id: near.id, ...(disputed ? { disputed } : {}) };
}

/**
 * The one side the whole consultation names for a part, when the patient never says it near the complaint:
 * a clinician who examines 'your right knee' and orders 'a right knee brace' places the knee the patient
 * told of; 'both my knees', said of the complaint with no one side said, places both. A side with both, two
 * sides, or a side said of an operation ('a left knee replacement'), place nothing.
 */
function onlySide(part: string, all: Utterance[]): { side: 'left' | 'right' | 'bilateral'; id: string } | null {
  const found: { side: 'left' | 'right'; id: string }[] = [];
  const both = all.findIndex((_, i) => saysBoth(part, all, i));
  for (const u of all) {
    // Only a side said with the part's name counts (far from the complaint, 'the upper right side' after talk of
    // the belly is the liver's place), or with the part it is within ('my left hand', against 'right fingers').
    for (const c of sidesIn(u.text)) {
      if (c.part !== part && c.part !== PART_WITHIN[part]) continue;
      const denied = isNegated(u.text, c.index, c.index + c.side.length) || aboutOthers(u.text, c.index);
      if (both >= 0 || c.well || denied || PART_HISTORY.test(u.text)) return null;
      found.push({ side: c.side, id: u.seg.id });
    }
  }
  if (both >= 0) return { side: 'bilateral', id: all[both]!.seg.id };
  return found.length && found.every((f) => f.side === found[0]!.side) ? found[0]! : null;
}

/**
 * The located complaint of the consultation's opening: the first body part said with a complaint word
 * ('it's my right upper arm, it hurts really bad', 'you hurt your left ankle'), by the patient or by the
 * clinician in a statement or a question the patient affirms, within `reach` utterances; with the side
 * said for that part nearby and what the patient says brought it on.
 */
export function complaintSite(segs: Seg[], reach: number): (Site & { at: number }) | null {
  const all = utterancesOf(segs);
  for (let i = 0; i < Math.min(all.length, reach); i++) {
    const site = siteIn(all[i]!, all, i, segs);
    if (!site) continue;
    const side = site.side ? null : sideOf(site.part, all, i);
    const told = all.slice(i, i + SIDE_REACH).filter((u) => u.seg.role !== 'Doctor' && !u.question);
    // The first row said wins, whichever utterance says it: 'playing volleyball … i fell' is a fall. A patient
    // who recalls no injury tells no cause, only what they wonder might be one.
    const recalled = !told.some((u) => recallsNoInjury(u.text));
    const cause = recalled
      ? CAUSES.map((k) => ({ phrase: k.phrase, u: told.find((u) => broughtOn(u.text, k.re)) })).find((x) => x.u)
      : undefined;
    return {
      ...site,
      side: site.side ?? (side?.disputed ? null : side?.side) ?? null,
      ...(side?.disputed ? { disputed: side.disputed } : {}),
      cause: cause?.phrase ?? null,
      segmentIds: [...new Set([...site.segmentIds, ...(side ? [side.id] : []), ...(cause?.u ? [cause.u.seg.id] : [])])],
      at: i,
    };
  }
  return null;
}

/** The side said for a part near an utterance, for a reason that names the part but not its side ('knee pain'). */
export function sideNear(segs: Seg[], part: string, at: number): SideFound | null {
  return sideOf(part, utterancesOf(segs), at);
}
