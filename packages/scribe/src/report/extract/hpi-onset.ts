import { oneOf, regex, wordsOf } from '../pattern.js';
import { answerPolarity } from '../reading/answers.js';
import { isNegated } from '../reading/context.js';
import { aboutOthers, hypotheticalCue } from '../reading/subject.js';
import {
  ACTIVITIES,
  ACTIVITY_ENDS,
  CARE_SOUGHT,
  HISTORY_QUESTIONS,
  LONG_AGO,
  ONSET_EVENTS,
  ONSET_MANNERS,
  ONSET_SENSATIONS,
  SPREAD_BEFORE,
  SPREAD_FILLERS,
  SPREAD_PART_SIDES,
  SPREAD_PARTS,
  SPREAD_SUBJECTS,
  SPREAD_WAYS,
  SPREADS_NOW,
} from '../vocabulary/hpi-onset-cues.js';
import { clauseAround, found, own } from './hpi-factors.js';
import type { Found, Seg } from './types.js';
import { replyTo, type Utterance } from './utterances.js';

/**
 * The story of how the complaint began, read for the history of present illness: what brought the patient in
 * before today, what they were doing, how it came on, what they heard or felt, and where the pain spreads.
 */

const WHOSE = '(?:(?:the|my|your|his|her|both)\\s+)?';
/** 'it goes all the way down my left leg': the subject, the verb (captured), the way, the part (captured). */
const SPREAD = regex([
  wordsOf(SPREAD_SUBJECTS),
  String.raw`\s+(?:${oneOf(SPREAD_FILLERS)}\s+)*`,
  `(${oneOf([...SPREADS_NOW, ...SPREAD_BEFORE])})`,
  String.raw`(?:\s+${oneOf(SPREAD_WAYS)})+\s+`,
  WHOSE,
  `((?:${oneOf(SPREAD_PART_SIDES)}\\s+)?${oneOf(SPREAD_PARTS)}s?)\\b(?!\\s+of\\b)`,
]);
const BEFORE = regex([`^${oneOf(SPREAD_BEFORE)}$`]);
const NAMES_PAIN = /\b(?:pain\w*|hurts?|hurting|ache|aching|sore)\b/;
const CARE_RES = CARE_SOUGHT.map((r) => ({ told: r.told, re: regex([wordsOf(r.cues)]) }));
const OLD_VISIT = regex([wordsOf(LONG_AGO)]);
/** A clinician's question of the past history ('any medical problems in the past?'): a stay told in answer is an old one. */
const HISTORY_ASKED = regex([wordsOf(HISTORY_QUESTIONS)]);
const MANNER_RES = ONSET_MANNERS.map((r) => ({ told: r.told, re: regex([wordsOf(r.cues)]) }));
/** 'i was playing basketball': the activity and up to four words of what it was done to or where, up to the next clause. */
const ACTIVITY = regex([
  String.raw`\b(?:i was|we were) (?:just )?(${oneOf(ACTIVITIES)}(?:\s+(?!${oneOf(ACTIVITY_ENDS)}\b)[a-z']+){0,4}?)`,
  String.raw`(?=\s+${oneOf(ACTIVITY_ENDS)}\b|\s*[,.;]|$)`,
]);
const EVENT = regex([wordsOf(ONSET_EVENTS)]);
/** Words a note does not keep from speech: one spoken to, filler, pointing at the room. */
const UNFIT_ACTIVITY =
  /\b(?:you|your|this|that|these|those|stuff|things?|whatever|here|there|kind|sort|fever|late|out of)\b/;
const SENSATION_RES = ONSET_SENSATIONS.map((r) => ({ told: r.told, re: regex([wordsOf(r.cues)]) }));

/** Whether the words at `m` are told: not denied, not put as an if, not someone else's. */
const told = (text: string, m: RegExpExecArray) =>
  !isNegated(text, m.index, m.index + m[0].length) && !hypotheticalCue(text) && !aboutOthers(text, m.index);

/**
 * Where the pain spreads: the patient's own telling ('it goes down into my left leg'), or the clinician's
 * question the patient says yes to ('does the pain shoot down your arm?'). Only a named part is written, and
 * only where the pain is talked of (the turn or the question before it names it); the tense is the one said.
 */
export function radiation(all: Utterance[], segs: Seg[]): Found<string> | null {
  for (const [i, u] of all.entries()) {
    const m = SPREAD.exec(u.text);
    if (!m || !told(u.text, m)) continue;
    const before = all[i - 1]?.seg.role === 'Doctor' ? all[i - 1]!.text : '';
    const spoken = `${before} ${u.text}`;
    let ids = [u.seg.id];
    if (u.seg.role === 'Doctor') {
      const reply = u.question ? replyTo(all, i, segs) : null;
      if (!reply || answerPolarity(reply.text) !== true) continue;
      ids = [u.seg.id, ...reply.ids];
    } else if (!own(u)) continue;
    if (!NAMES_PAIN.test(spoken)) continue;
    const tense = BEFORE.test(m[1]!) ? 'radiated' : 'radiates';
    return found(`${tense} to the ${m[2]!}`, ids);
  }
  return null;
}

/** How many turns after a question of the past history the patient may still be telling of an old injury. */
const PAST_TALK_TURNS = 5;

/**
 * Whether an utterance is told in the talk that answers a question of the past history ('any surgeries in
 * the past?' … 'i was doing a back somersault and i felt a pop'): of an old injury, not of this complaint.
 */
const toldOfPastHistory = (all: Utterance[], u: Utterance) =>
  all.some(
    (q) => q.seg.role === 'Doctor' && q.at < u.at && q.at >= u.at - PAST_TALK_TURNS && HISTORY_ASKED.test(q.text),
  );

/**
 * What the patient heard or felt as the injury happened ('i heard a pop'), as they tell it of themselves; not
 * what they tell of an old injury in answer to a question of the past history.
 */
export function onsetSensation(all: Utterance[]): Found<string> | null {
  for (const u of all.filter(own)) {
    if (toldOfPastHistory(all, u)) continue;
    for (const r of SENSATION_RES) {
      const m = r.re.exec(u.text);
      if (m && told(u.text, m)) return found(r.told, [u.seg.id]);
    }
  }
  return null;
}

/**
 * How the pain began ('it came on all of a sudden'), as the patient tells it of themselves: only where the
 * cue's own clause names the pain ('i felt sick and suddenly it started hurting' tells the pain's start, not
 * the sickness's).
 */
export function onsetManner(all: Utterance[]): Found<string> | null {
  for (const u of all.filter(own)) {
    for (const r of MANNER_RES) {
      const m = r.re.exec(u.text);
      if (m && told(u.text, m) && NAMES_PAIN.test(clauseAround(u.text, m.index, m.index + m[0].length)))
        return found(r.told, [u.seg.id]);
    }
  }
  return null;
}

/**
 * What the patient was doing when the complaint began ('i was playing basketball and someone ran into me'):
 * told by the patient of themselves, with what began named after it in the same turn (a fall, a pop, the
 * pain starting). A word said twice in speech ('the the barn') is told once.
 */
export function activityAtOnset(all: Utterance[]): Found<string> | null {
  for (const u of all.filter(own)) {
    const m = ACTIVITY.exec(u.seg.text);
    if (!m || !told(u.seg.text, m) || OLD_VISIT.test(u.seg.text)) continue;
    if (!EVENT.test(u.seg.text.slice(m.index + m[0].length))) continue;
    const doing = m[1]!.replace(/\b(\w+) \1\b/g, '$1').replace(/\bmy\b/g, 'the');
    if (UNFIT_ACTIVITY.test(doing)) continue;
    return found(doing, [u.seg.id]);
  }
  return null;
}

/**
 * What brought the patient in before today ('i ended up in the emergency room', 'i heard you were in the
 * hospital'): told by the patient or told back by the clinician, or asked and said yes to; not denied, not
 * put as an if ('if it gets worse go to the er'), not someone else's, not put years back ('i was in the
 * hospital back in 2015'), nor told in answer to a question of the past history. 'They took me to the er'
 * names the patient as the one taken.
 */
export function careSought(all: Utterance[], segs: Seg[]): Found<string> | null {
  for (const r of CARE_RES) {
    for (const [i, u] of all.entries()) {
      const m = r.re.exec(u.text);
      // Every cue tells of a past visit ('did you go to the er'), so a question of one is no advice of one.
      // A year said in the turn or the one before it ('after my husband died in 1975. i was hospitalized').
      const near = `${segs[u.at - 1]?.text ?? ''} ${u.seg.text}`;
      if (!m || OLD_VISIT.test(near) || (!u.question && hypotheticalCue(u.text))) continue;
      if (HISTORY_ASKED.test(all[i - 1]?.seg.role === 'Doctor' ? all[i - 1]!.text : '')) continue;
      if (isNegated(u.text, m.index, m.index + m[0].length)) continue;
      if (!/\bme\b/.test(m[0]) && aboutOthers(u.text, m.index)) continue;
      if (!u.question) return found(r.told, [u.seg.id]);
      const reply = u.seg.role === 'Doctor' ? replyTo(all, i, segs) : null;
      if (reply && answerPolarity(reply.text) === true && !OLD_VISIT.test(reply.text))
        return found(r.told, [u.seg.id, ...reply.ids]);
    }
  }
  return null;
}
