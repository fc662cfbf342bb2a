import { regex, wordsOf } from '../pattern.js';
import { answerPolarity } from '../reading/answers.js';
import { isNegated } from '../reading/context.js';
import { aboutOthers, hypotheticalCue } from '../reading/subject.js';
import {
  ASKS_PRIOR,
  ASKS_RELIEF,
  ASKS_TRIED,
  COURSES,
  FUNCTION_LOST,
  PRIOR_EPISODES,
  RELIEF,
  RELIEF_DEGREE,
  REMEDIES,
  TRIED_FOR,
  TRIED_SAID,
} from '../vocabulary/hpi-cues.js';
import { drugMentions } from './drug-mentions.js';
import { aggravating, clauseBefore, found, own, relieving } from './hpi-factors.js';
import { activityAtOnset, careSought, onsetManner, onsetSensation, radiation } from './hpi-onset.js';
import type { Pronouns } from './person.js';
import { severity } from './hpi-severity.js';
import { treatedScore } from './hpi-treated-score.js';
import { symptomMentions } from './symptom-mentions.js';
import type { Found, Seg } from './types.js';
import { replyTo, utterancesOf, type Utterance } from './utterances.js';

/** What the history of present illness tells beyond the reason and its timing, each with its segments. */
export type HpiFacts = Partial<
  Record<
    | 'severity'
    | 'treated'
    | 'course'
    | 'radiation'
    | 'care'
    | 'manner'
    | 'activity'
    | 'sensation'
    | 'prior'
    | 'lost'
    | 'tried'
    | 'relief'
    | 'aggravating'
    | 'relieving',
    Found<string>
  >
>;

const ASKS_WHAT_TRIED = regex([wordsOf(ASKS_TRIED)]);
const ASKS_HELPED = regex([wordsOf(ASKS_RELIEF)]);
const SAYS_TRIED = regex([wordsOf(TRIED_SAID)]);
const TRIED_FOR_IT = regex([wordsOf(TRIED_FOR)]);
const COURSE_RES = COURSES.map((c) => ({ course: c.course, re: regex([wordsOf(c.cues)]) }));
const LOST_RES = FUNCTION_LOST.map((f) => ({ lost: f.lost, re: regex([wordsOf(f.cues)]) }));
const PRIOR_RES = PRIOR_EPISODES.map((r) => ({ prior: r.prior, re: regex([wordsOf(r.cues)]) }));
const ASKED_PRIOR_RES = ASKS_PRIOR.map((r) => ({ ...r, re: regex([wordsOf(r.cues)]) }));
const REMEDY_RES = REMEDIES.map((r) => ({ name: r.name, re: regex([wordsOf(r.cues)]) }));
const RELIEF_RES = RELIEF.map((r) => ({ relief: r.relief, re: regex([wordsOf(r.cues)]) }));
const DEGREE = regex([wordsOf(RELIEF_DEGREE)]);

const RESTATED = /^(?:(?:so|and|but|okay|uh|um)\s+)*nothing\b/;

/**
 * Whether the symptom named last before a course word is another than the complaint: the course tells of
 * the nearest symptom ('the pain medicine is awful i have been throwing up off and on' is the vomiting's).
 */
function otherSymptomLast(clause: string, about: RegExp, own: Set<string>): boolean {
  const last = symptomMentions(clause).at(-1);
  return last !== undefined && !own.has(last.term.name) && !about.test(clause.slice(last.index, last.end));
}

/** A course put as an if ('if it's not getting better, come back'): a condition of the plan, not how it goes. */
function putAsIf(text: string, at: number): boolean {
  const cue = hypotheticalCue(text);
  return cue !== null && cue.index < at;
}

/**
 * How the complaint goes ('is getting worse'), as the patient says it: the course word tells of what its own
 * clause names ('some abdominal pain and then i feel bloated all the time' says nothing of the pain's course).
 */
function course(all: Utterance[], about: RegExp, complaint: string | null): Found<string> | null {
  const named = new Set(symptomMentions(complaint ?? '').map((m) => m.term.name));
  for (const u of all.filter((x) => own(x) && about.test(x.text))) {
    for (const c of COURSE_RES) {
      const m = c.re.exec(u.text);
      const clause = m ? clauseBefore(u.text, m.index) : '';
      if (
        m &&
        about.test(clauseBefore(u.text, m.index + m[0].length)) &&
        !otherSymptomLast(clause, about, named) &&
        !isNegated(u.text, m.index, m.index + m[0].length) &&
        !aboutOthers(u.text, m.index) &&
        !putAsIf(u.text, m.index)
      )
        return found(c.course, [u.seg.id]);
    }
  }
  return null;
}

/**
 * What the complaint keeps the patient from, as they tell it of themselves: not denied ('i am not limping'),
 * not of someone else, not put as an if ('if you start limping'). Each kind said is told once, in the
 * table's order ('was unable to bear weight and is limping').
 */
function lost(all: Utterance[]): Found<string> | null {
  const said = LOST_RES.flatMap((f) => {
    const u = all.find((x) => {
      const m = own(x) && !hypotheticalCue(x.text) ? f.re.exec(x.text) : null;
      return m && !isNegated(x.text, m.index, m.index + m[0].length) && !aboutOthers(x.text, m.index);
    });
    return u ? [{ lost: f.lost, id: u.seg.id }] : [];
  });
  if (!said.length) return null;
  return found(
    said.map((s) => s.lost).join(' and '),
    said.map((s) => s.id),
  );
}

/** The part a prior-injury phrase was said of: the word before 'before' ('never hurt this ankle before'). */
const partOf = (said: string) => said.split(' ').at(-2)!;

/**
 * Whether the complaint has come before, as the patient tells it of themselves ('i've never had this
 * before'): not of someone else, not put as an if. A row's cue says its own negation ('never', 'would not
 * be the first time'), so only a negation before the cue ('not that it has happened before') unsays it.
 * Else the patient's 'no' or 'yes' to the clinician's question of it ('have you ever hurt this ankle before?').
 */
function prior(all: Utterance[], segs: Seg[]): Found<string> | null {
  for (const r of PRIOR_RES) {
    for (const u of all.filter((x) => own(x) && !hypotheticalCue(x.text))) {
      const m = r.re.exec(u.text);
      if (m && !isNegated(u.text, m.index, m.index + m[0].length) && !aboutOthers(u.text, m.index))
        return found(r.prior.replace('{part}', partOf(m[0])), [u.seg.id]);
    }
  }
  for (const [i, u] of all.entries()) {
    if (u.seg.role !== 'Doctor' || !u.question) continue;
    const asked = ASKED_PRIOR_RES.map((r) => ({ r, m: r.re.exec(u.text) })).find((x) => x.m);
    const reply = asked ? replyTo(all, i, segs) : null;
    const yes = reply ? answerPolarity(reply.text) : null;
    if (!asked || !reply || yes === null) continue;
    return found((yes ? asked.r.some : asked.r.none).replace('{part}', partOf(asked.m![0])), [u.seg.id, ...reply.ids]);
  }
  return null;
}

/** What the patient tried, medicines and remedies, and whether it helped, from their answer or their own telling. */
function tried(all: Utterance[], segs: Seg[]): { tried: Found<string>; relief: Found<string> } | null {
  const names: string[] = [];
  const ids: string[] = [];
  let relief: Found<string> | null = null;
  for (const [i, u] of all.entries()) {
    const asked = u.seg.role === 'Doctor' && u.question && ASKS_WHAT_TRIED.test(u.text);
    const reply = asked ? replyTo(all, i, segs) : null;
    const told = own(u) && SAYS_TRIED.test(u.text) ? { text: u.text, ids: [u.seg.id] } : null;
    const said = reply && answerPolarity(reply.text) !== false ? reply : told;
    if (!said || hypotheticalCue(said.text)) continue;
    const mentioned = [
      ...drugMentions(said.text).map((d) => ({ name: d.name, index: d.index, end: d.end, remedy: false })),
      ...REMEDY_RES.flatMap((r) => {
        const m = r.re.exec(said.text);
        return m ? [{ name: r.name, index: m.index, end: m.index + m[0].length, remedy: true }] : [];
      }),
    ].filter((g) => !isNegated(said.text, g.index, g.end) && !aboutOthers(said.text, g.index));
    if (!mentioned.length) continue;
    const after = RELIEF_RES.find((r) => r.re.test(said.text.slice(Math.max(...mentioned.map((g) => g.end)))));
    // Read on from the answer's last clause, or from the patient's own telling of it.
    const last = said === reply ? all.findLastIndex((x) => said.ids.includes(x.seg.id)) : i;
    const helped = after ? found(after.relief, said.ids) : (toldRelief(all, last) ?? askedRelief(all, i));
    // A medicine the patient tells of unasked ('i've been taking coumadin for three months') is one they take,
    // told in the medications, not one tried for the complaint, unless they tie it to the complaint ('i took
    // some tylenol for it') or say whether it helped. Ice, rest or a brace told is for the complaint.
    const forIt = said === reply || helped !== null || TRIED_FOR_IT.test(said.text) || askedHelped(all, i);
    const got = mentioned.filter((g) => g.remedy || forIt);
    if (!got.length) continue;
    for (const g of got) if (!names.includes(g.name)) names.push(g.name);
    ids.push(...said.ids);
    if (!relief) relief = helped;
    if (names.length >= 3) break;
  }
  if (!names.length) return null;
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!;
  return { tried: found(list, ids), relief: relief ?? found('unknown', []) };
}

/**
 * Whether it helped, told right after what was tried ('i iced them for a bit. nothing really seemed to help'):
 * the patient's words, or 'nothing helped' under the clinician's label (speech may give the patient's words
 * the clinician's label, or the clinician restates them); a clinician's 'a splint doesn't help move you'
 * judges the remedy, and 'that should help' is no relief.
 */
function toldRelief(all: Utterance[], from: number): Found<string> | null {
  for (const u of all.slice(from + 1, from + 3)) {
    if (u.question || hypotheticalCue(u.text)) return null;
    const r = RELIEF_RES.find((x) => x.re.test(u.text));
    if (r && (u.seg.role !== 'Doctor' || (r.relief === 'none' && RESTATED.test(u.text))))
      return found(r.relief, [u.seg.id]);
  }
  return null;
}

/** How many turns after a medicine told the clinician's 'did that help?' still asks of it. */
const ASKED_REACH = 8;

/** Whether the clinician goes on to ask if what was told helped ('does the ibuprofen help at all?'): taken for the complaint. */
const askedHelped = (all: Utterance[], from: number) =>
  all.slice(from + 1, from + 1 + ASKED_REACH).some((u) => u.seg.role === 'Doctor' && ASKS_HELPED.test(u.text));

/** Whether it helped, from the patient's answer to the clinician's next question of it ('did that help?' 'a little bit'). */
function askedRelief(all: Utterance[], from: number): Found<string> | null {
  const j = all.findIndex((u, k) => k > from && k <= from + 4 && u.seg.role === 'Doctor' && ASKS_HELPED.test(u.text));
  const reply = j > 0 ? all.slice(j + 1, j + 3).find(own) : undefined;
  if (!reply) return null;
  const said =
    RELIEF_RES.find((r) => r.re.test(reply.text))?.relief ??
    (answerPolarity(reply.text) === false ? 'none' : DEGREE.test(reply.text) ? 'some' : null);
  return said ? found(said, [all[j]!.seg.id, reply.seg.id]) : null;
}

/** The facts of the history of present illness the sentence patterns (vocabulary/hpi-sentences.ts) are built from. */
export function hpiFacts(segs: Seg[], p: Pronouns, complaint: string | null): HpiFacts {
  const all = utterancesOf(segs);
  const out: HpiFacts = {};
  const put = (k: keyof HpiFacts, f: Found<string> | null) => {
    if (f) out[k] = f;
  };
  // Scores said with and without a treatment tell more than the first score said: they are told instead.
  // A score asked under a treatment is told with it too ('7/10 with ibuprofen').
  const treated = treatedScore(all);
  const pain = treated ? { fact: 'treated' as const, score: treated } : severity(all, segs);
  if (pain) put(pain.fact, pain.score);
  // How it goes is read only where the complaint is spoken of ('it', 'the pain', the complaint's words).
  const about = regex([
    wordsOf(['it', "it's", 'pain', 'hurts?', ...(complaint ? complaint.split(' ').filter((w) => w.length > 3) : [])]),
  ]);
  put('course', course(all, about, complaint));
  put('manner', onsetManner(all));
  put('activity', activityAtOnset(all));
  put('care', careSought(all, segs));
  put('radiation', radiation(all, segs));
  put('sensation', onsetSensation(all));
  put('prior', prior(all, segs));
  put('lost', lost(all));
  const t = tried(all, segs);
  put('tried', t?.tried ?? null);
  put('relief', t?.relief ?? null);
  put('aggravating', aggravating(all, segs, p, complaint));
  put('relieving', relieving(all, segs, p));
  return out;
}
