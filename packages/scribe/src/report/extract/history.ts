import { conditionsIn, type ConditionMention } from './conditions-in.js';
import {
  ALSO,
  HISTORY_QUESTION,
  OTHER_PERSON,
  OWN_FAMILY,
  PRESUMED,
  RELATIVE_HAS,
  SAME,
  SELF_FIRST,
  SELF_HAS,
  SELF_IS,
  TO_YOU,
} from './history-said-cues.js';
import { answerPolarity } from '../reading/answers.js';
import { aboutCompanion } from './companion.js';
import { isNegated } from '../reading/context.js';
import { aboutOthers, hypotheticalBefore } from '../reading/subject.js';
import { historyNamedBefore } from '../reading/time.js';
import { nameAsSaid, newDiagnoses, takenBack } from './history-scope.js';
import { oneRelative, preventionTarget } from '../reading/history.js';
import { repairedConditions } from './history-repaired.js';
import { operationsHad } from './history-procedures.js';
import { addTreated, treatedIn } from './history-treated.js';
import { clinicianOwned, OWN_HISTORY, THIRD_PERSON } from './history-owner.js';
import { assessedJustBefore } from '../reading/certainty.js';
import { addFound, type ClinicalFacts, type Found, type Seg } from './types.js';
import { answersFamily, RELATION, RELATIONS, withoutVagueFamily } from './family.js';
import { familyDenials, familyDeniedInReply } from './family-denied.js';
import { familyAgeAfter } from './family-ages.js';
import { relativesIn, relativesOf, sidesAnswered } from './family-sides.js';
import { replyRun, replyTo, utterancesOf, type Utterance } from './utterances.js';

/** Where the conditions a text names are found (conditions-in.ts), read by every extractor. */
export { conditionsIn };
type Mention = ConditionMention;

/**
 * The conditions a text names as had, each by the name it was said by: not denied, and not only what a
 * vaccine, a screening or a test is for.
 */
function conditionsHad(text: string) {
  return conditionsIn(text)
    .filter((c) => !isNegated(text, c.index, c.end) && !preventionTarget(text, c))
    .map((c) => ({ ...c, name: nameAsSaid(text, c) }));
}

/** The age written after a family condition's name: ' (in her 50s)'. */
const AGE_WRITTEN = / \([^)]*\)$/;

/** Family history by relative; `anyone` names the family as a whole when the words name no relative ('any illnesses in the family?'). */
function addFamily(
  facts: ClinicalFacts,
  text: string,
  conditions: { name: string; index: number; end?: number }[],
  ids: string[],
  anyone = false,
): boolean {
  const relatives = relativesIn(text, RELATION, RELATIONS);
  if (relatives.length === 0 && !anyone) return false;
  for (const c of conditions) {
    // Each condition belongs to the relative named last before it ('my mother had X and my dad has Y'), and
    // to those joined to that one ('my mom and her sister both had melanoma').
    const whose = relativesOf(text, relatives, c.index);
    // The age it came at, said just after it ('breast cancer in her 50s'), is written with it.
    const age = c.end !== undefined && c.end > c.index ? familyAgeAfter(text, c.end) : null;
    const condition = age ? `${c.name} (${age})` : c.name;
    for (const relative of whose.length ? whose : [null]) {
      const between = relative ? text.slice(relative.index, c.index) : '';
      addFound(
        facts.familyHistory,
        { relation: relative ? oneRelative(relative.relation, between) : 'family', condition },
        ids,
        (v) => `${v.relation}|${v.condition.replace(AGE_WRITTEN, '')}`,
        (a, b) => (b.condition.length > a.condition.length ? b : a),
      );
    }
  }
  return true;
}

/**
 * A clinician's history question: the conditions the reply names, or those asked about when the reply
 * affirms them ('any diabetes?' 'yes, type 2'; 'anyone in the family?' 'my mother'), for the relative
 * the reply names; a condition the question takes as the patient's counts whatever the reply.
 */
function askedHistory(facts: ClinicalFacts, all: Utterance[], i: number, segs: Seg[], asked: Mention[]) {
  const u = all[i]!;
  // 'my dad passed away from heart disease' | 'do you know what kind of heart problem he had': the 'he' asked of is
  // the relative just named.
  const kin = THIRD_PERSON.test(u.text) ? relativeBefore(all, i) : undefined;
  // 'Does anyone at home have asthma?' asks of others too: 'yes, my daughter' gives it to her.
  const others = asked.some((c) => aboutOthers(u.text, c.index, 'talk', c.end));
  const family = /\bfamily\b/.test(u.text) || RELATION.test(u.text) || kin !== undefined || others;
  if (asked.length === 0 && !HISTORY_QUESTION.test(u.text)) return;
  const reply = replyTo(all, i, segs);
  const ids = [u.seg.id, ...(reply?.ids.filter((id) => id !== u.seg.id) ?? [])];
  const presumed = family ? [] : asked.filter((c) => PRESUMED.test(u.text.slice(Math.max(0, c.index - 14), c.index)));
  for (const c of presumed) addFound(facts.conditions, c.name, ids, (v) => v);
  if (!reply) return;
  const polarity = answerPolarity(replyRun(reply, segs));
  if (polarity === false) {
    if (family && conditionsHad(reply.text).length === 0) familyDeniedInReply(facts, u.text, asked, ids);
    // 'Do you have high blood pressure?' 'No, but my dad does': the patient's is denied, the relative's told.
    else if (!family && RELATIVE_HAS.test(replyRun(reply, segs)))
      addFamily(
        facts,
        reply.text,
        asked.map((c) => ({ ...c, index: reply.text.length })),
        ids,
      );
    return;
  }
  const named = conditionsHad(reply.text);
  // A reply to a question about the family that names a relative affirms it ('anyone in the family with diabetes?' |
  // 'my grandmother').
  const affirmed = polarity || (family && RELATION.test(reply.text));
  const confirmed = named.length ? named : affirmed ? asked.filter((c) => !presumed.includes(c)) : [];
  if (family) {
    // A condition the reply names belongs to the relative named with it; one only asked about, to the
    // relative the reply names.
    const said = named.length ? confirmed : confirmed.map((c) => ({ ...c, index: reply.text.length }));
    if (addFamily(facts, reply.text, said, ids)) return;
    if (!kin || !ofRelativeIn(facts, kin, confirmed, [kin.seg.id, ...ids]))
      addFamily(facts, u.text, confirmed, ids, true);
  } else answeredOwn(facts, reply.text, named, confirmed, ids);
}

/**
 * A reply naming no relative, to a question that names one ('what about your father?' | 'he has copd'): the
 * conditions are that relative's. A question naming several, or none, leaves them to the family as a whole, and
 * so does one about a son or daughter: a parent is often asked so of the child seen ('tell me about your son').
 */
function answeredOfOne(facts: ClinicalFacts, asked: Utterance, reply: Utterance, conditions: Mention[]) {
  const one = relativesIn(asked.text, RELATION, RELATIONS).length === 1 && KIN_NOT_CHILD.test(asked.text);
  if (!one || !ofRelativeIn(facts, asked, conditions, [asked.seg.id, reply.seg.id]))
    addFamily(facts, reply.text, conditions, [reply.seg.id], true);
}

/** Conditions said in another turn, filed under the relative `named` names last; false when it names none. */
function ofRelativeIn(facts: ClinicalFacts, named: Utterance, conditions: Mention[], ids: string[]): boolean {
  const at = named.text.length;
  return addFamily(
    facts,
    named.text,
    conditions.map((c) => ({ ...c, index: at })),
    ids,
  );
}

/**
 * The reply to a question about the patient's own conditions: a condition it tells of a relative ('not me,
 * but my brother has asthma'; 'yeah, my brother has it') is family history, and the patient's as well only
 * when the reply says so ('my brother has it too').
 */
function answeredOwn(facts: ClinicalFacts, text: string, named: Mention[], confirmed: Mention[], ids: string[]) {
  if (named.length === 0 && KIN_NOT_CHILD.test(text)) {
    addFamily(
      facts,
      text,
      confirmed.map((c) => ({ ...c, index: text.length })),
      ids,
    );
    if (!ALSO.test(text)) return;
  }
  const others = named.filter((c) => aboutOthers(text, c.index, 'talk', c.end));
  addFamily(facts, text, others, ids);
  for (const c of confirmed.filter((c) => !others.includes(c))) addFound(facts.conditions, c.name, ids, (v) => v);
}

/**
 * A relative other than a child named in the turns just before ('my brother' | 'he has autism'): whom a
 * 'he' or 'she' stands for. A son or daughter is left out: a parent speaks so of a child who is the patient.
 */
const KIN_NOT_CHILD = new RegExp(
  `\\b(${Object.keys(RELATIONS)
    .filter((r) => !/^(?:son|daughter)$/.test(r))
    .join('|')})\\b`,
);
export function relativeBefore(all: Utterance[], i: number): Utterance | undefined {
  return all
    .slice(Math.max(0, i - 3), i)
    .reverse()
    .find((p) => KIN_NOT_CHILD.test(p.text));
}

/**
 * Whether a condition the patient is said to have is theirs from before: not a warning or a risk ('a high
 * likelihood of developing arthritis') and not the clinician's diagnosis of today.
 */
function pastCondition(u: Utterance, c: { index: number }, patient: boolean): boolean {
  if (hypotheticalBefore(u.text, c.index)) return false;
  if (patient) return true;
  const before = u.text.slice(Math.max(0, c.index - 120), c.index);
  return !assessedJustBefore(before) || historyNamedBefore(before);
}

/**
 * Past medical history and family history by relation: conditions the patient (or a companion, or the
 * clinician speaking of the patient) states, and the answers to the clinician's history questions.
 */
export function extractHistory(segs: Seg[], facts: ClinicalFacts) {
  const all = utterancesOf(segs);
  const unsure: Found<string>[] = [];
  all.forEach((u, i) => {
    const conditions = conditionsHad(u.text);
    if (!u.question) familyDenials(facts, u.text, [u.seg.id]);
    if (u.question) {
      if (u.seg.role === 'Doctor') askedHistory(facts, all, i, segs, conditions);
      return;
    }
    if (conditions.length === 0) return;
    if (answersFamily(all, i)) {
      if (!addFamily(facts, u.text, conditions, [u.seg.id])) answeredOfOne(facts, all[i - 1]!, u, conditions);
      return;
    }
    // A condition told of another person ('my brother has autism', 'your wife has diabetes') is not the
    // patient's: family history when a relative or the family is named ('a lot of my family has diabetes');
    // the rest of the sentence may still be their own.
    // A condition the patient names as theirs ('i have asthma, and my sister has it too'; 'my brother has
    // it and i have asthma') stays theirs; the relative has it only when the sentence says so ('too', 'the same thing').
    // Someone spoken of in general ('younger for someone who has a family history of breast cancer') is nobody's.
    const others = conditions.filter(
      (c) => aboutOthers(u.text, c.index, 'talk', c.end) && !OTHER_PERSON.test(u.text.slice(0, c.index)),
    );
    const kinAt = RELATION.exec(u.text)?.index ?? u.text.length;
    const own = others.length
      ? []
      : conditions.filter((c) => (c.index < kinAt ? SELF_FIRST : SELF_HAS).test(u.text.slice(0, c.index)));
    const told = others.length ? others : conditions.filter((c) => !own.includes(c) || SAME.test(u.text.slice(kinAt)));
    const kin = addFamily(facts, u.text, told, [u.seg.id], others.length > 0 && OWN_FAMILY.test(u.text));
    // 'I have high blood pressure and it runs in my family': the patient's, and the family's as well.
    const both = others.filter((c) => SELF_HAS.test(u.text.slice(0, c.index)) && !aboutOthers(u.text, c.index));
    const mine = conditions.filter(
      (c) => both.includes(c) || (!others.includes(c) && (!kin || !told.includes(c) || own.includes(c))),
    );
    if (mine.length === 0) return;
    const ownHistory = OWN_HISTORY.test(u.text);
    // 'my sister has stomach trouble' | 'she has irritable bowel syndrome, what I always thought I had': the
    // 'she' is the relative just named; the patient's own words after the condition do not make it theirs.
    const ownBefore = OWN_HISTORY.test(u.text.slice(0, mine[0]!.index));
    const relative = !ownBefore && THIRD_PERSON.test(u.text) ? relativeBefore(all, i) : undefined;
    if (relative) {
      ofRelativeIn(facts, relative, mine, [relative.seg.id, u.seg.id]);
      return;
    }
    // A patient-labelled clause that gives the condition to 'you' ('i think that you have a scalp psoriasis')
    // is the clinician's, mislabelled by recognised speech: read as the clinician's.
    const patient = u.seg.role === 'Patient' && !mine.some((c) => TO_YOU.test(u.text.slice(0, c.index)));
    const owned = ownHistory || (!patient && THIRD_PERSON.test(u.text));
    const given = patient ? mine : clinicianOwned(u.text, mine);
    for (const c of mine) {
      const before = u.text.slice(0, c.index);
      if ((!owned && !SELF_IS.test(before)) || OTHER_PERSON.test(before) || !pastCondition(u, c, patient)) continue;
      if (aboutCompanion(u.seg, u.text, c.index)) continue;
      // The clinician names it of the patient, but not as theirs from before: offered, not written.
      addFound(given.includes(c) ? facts.conditions : unsure, c.name, [u.seg.id], (v) => v);
    }
  });
  addTreated(
    facts.conditions,
    treatedIn(all, (i) => answersFamily(all, i)),
  );
  sidesAnswered(facts.familyHistory, all, segs);
  facts.familyHistory = withoutVagueFamily(facts.familyHistory);
  // What this consultation finds, and what the clinician takes back when the patient says it, is no history.
  const isNew = newDiagnoses(all, conditionsIn);
  const back = takenBack(all, conditionsIn);
  const notHad = (name: string) => isNew(name) || back(name);
  facts.conditions = facts.conditions.filter((c) => !notHad(c.value));
  // A condition repaired, removed or resected is written as its repair ('status post aortic aneurysm repair
  // (2013)'); one whose repair the consultation does not place before today may be still to come: offered.
  const repaired = repairedConditions(all, conditionsIn);
  const repairOf = (name: string) => repaired.get(name) ?? conditionsIn(name).map((m) => repaired.get(m.name))[0];
  const written: Found<string>[] = [];
  for (const c of facts.conditions) {
    const r = repairOf(c.value);
    if (r && !r.done) unsure.push(c);
    else addFound(written, r?.written ?? c.value, c.segmentIds, (v) => v);
  }
  // Operations the patient has had are past history too ('status post cholecystectomy').
  for (const o of operationsHad(all, segs)) addFound(written, o.value, o.segmentIds, (v) => v);
  facts.conditions = written;
  for (const c of unsure) {
    const r = repairOf(c.value);
    const text = r?.done ? r.written : c.value;
    if (notHad(c.value) || facts.conditions.some((o) => o.value === text)) continue;
    facts.held.push({ value: { section: 'pastMedicalHistory', text }, segmentIds: c.segmentIds });
  }
}
