import { planMedication } from '../plan-medication.js';
import { regex, wordsOf } from '../pattern.js';
import { dosageNear } from './medication-dose.js';
import { afterOldDose, changedTo } from './medication-dose-change.js';
import { DRUG_SAID_REACH, TENTATIVE_BEFORE, THE_DRUG_SAID } from './medication-of-it-cues.js';
import { addPlan, declinedNext, holdOnce, orderGoesOn, scheduleSaidNext } from './medication-entries.js';
import { instructionsFor } from './medication-instructions.js';
import { cuesIn, OF_IT, starts, type Cue } from './medication-plan.js';
import { decidedAgainst, forLater, notNowStop } from './medication-plan-voice.js';
import { generic } from './medication-taking.js';
import { drugMentions } from './drug-mentions.js';
import type { ClinicalFacts } from './types.js';
import type { Utterance } from './utterances.js';
import { clinicianSays } from './voice.js';

/** An action word that names what it acts on within itself: 'cut it down', 'bring the dose up'. */
const NAMES_IT = regex([wordsOf(THE_DRUG_SAID)]);
/** A tentative word in the few words before the action: 'we might refill that'. */
const TENTATIVE = regex([wordsOf(TENTATIVE_BEFORE), String.raw`(?:\s+\S+){0,3}\s*$`]);

/**
 * The one drug the clinician's 'it' means: the drug named in the nearest clause before that names any, when
 * it names only one (under one or two names), no more than DRUG_SAID_REACH clauses back. With two drugs
 * named, 'it' could be either, so none is taken.
 */
function drugMeant(all: Utterance[], i: number): { name: string; id: string } | null {
  for (let j = i - 1; j >= Math.max(0, i - DRUG_SAID_REACH); j--) {
    const named = drugMentions(all[j]!.text);
    if (named.length === 0) continue;
    const names = new Set(named.map((m) => generic(m.name)));
    return names.size === 1 ? { name: named[0]!.name, id: all[j]!.seg.id } : null;
  }
  return null;
}

/** The change, stop or continue said of 'it' in a clause ('increase it to 40 mg', 'go up to 1000'), if any. */
function actionOnIt(sentence: string): Cue | null {
  const said = cuesIn(sentence, 0).filter(
    (c) => !starts(c.action) && (OF_IT.test(sentence.slice(c.at + c.word.length)) || NAMES_IT.test(c.word)),
  );
  return said.sort((a, b) => a.at - b.at)[0] ?? null;
}

/**
 * Whether a clause changes, stops or keeps a medicine it calls 'it' ('increase it to 40 mg', 'bump that up to
 * 1000'): its dose is the dose of the drug named just before. The checker binds the dose so, as the writer does.
 */
export const actsOnDrugSaid = (sentence: string): boolean => actionOnIt(sentence) !== null;

/**
 * The clinician's action on a drug named just before, in words that name none: 'how's the lisinopril
 * working' | 'ok' | "let's increase it to 40 mg" changes lisinopril to 40 mg; 'so the metformin' | "let's
 * stop that" stops it. A change with no new dose said ("let's go up on the dose") is offered, not written:
 * what it changes to is not known. A drug already started or restarted in this visit is left as planned
 * ('start lisinopril 10 mg' … 'we'll increase it to 20 later' is its course, not a change today). A
 * condition, an option, a decision against, a 'not now' or the patient declining at once keeps it from the
 * plan, as for a drug named; so does a tentative word ('we might refill that').
 */
export function actionOnDrugSaid(all: Utterance[], i: number, facts: ClinicalFacts) {
  const u = all[i]!;
  const sentence = u.text;
  if (u.question || !clinicianSays(u.seg, sentence) || drugMentions(sentence).length > 0) return;
  const cue = actionOnIt(sentence);
  const drug = cue && drugMeant(all, i);
  if (!cue || !drug || decidedAgainst(sentence, cue.at) || notNowStop(sentence.slice(cue.at))) return;
  const planned = facts.planMedications.find((p) => generic(p.value.name) === generic(drug.name));
  if (planned && starts(planned.value.action)) return;
  const after = sentence.slice(cue.at + cue.word.length);
  const told = cue.action === 'change' ? afterOldDose(after) : after;
  const dosage = cue.action === 'change' ? changedTo(dosageNear(told), told) : dosageNear(told);
  const med = { name: drug.name, instructions: instructionsFor(cue, dosage, after), action: cue.action };
  const ids = [drug.id, u.seg.id];
  const next = all[i + 1];
  const unsure = forLater(sentence, cue, cue.at + cue.word.length) || TENTATIVE.test(sentence.slice(0, cue.at));
  if (unsure) holdOnce(facts, 'plan', `May ${planMedication(med)}.`, ids);
  else if (declinedNext(u, next))
    holdOnce(facts, 'plan', `Patient declined to ${planMedication(med)}.`, [...ids, next!.seg.id]);
  else if (cue.action === 'change' && !dosage) holdOnce(facts, 'plan', `May ${planMedication(med)} dose.`, ids);
  else {
    addPlan(facts, med, ids);
    if (cue.action === 'change') scheduleSaidNext(facts, drug.name, orderGoesOn(all, i), after);
  }
}
