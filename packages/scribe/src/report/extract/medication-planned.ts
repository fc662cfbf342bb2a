import { planMedication } from '../plan-medication.js';
import { addPlan, declinedNext, holdOnce, orderGoesOn, scheduleSaidNext } from './medication-entries.js';
import { instructionsFor } from './medication-instructions.js';
import { positiveResultCondition } from './medication-on-result.js';
import { starts } from './medication-plan.js';
import { decidedAgainst, forLater, notNowStop } from './medication-plan-voice.js';
import type { DrugSentence, MedicationState } from './medication-sentence.js';
import { generic } from './medication-taking.js';
import { display } from './text.js';
import { addFound, type ClinicalFacts } from './types.js';

/**
 * Whether the plan's words for the k-th drug decide it, writing or offering the plan. "i wouldn't start
 * gabapentin": decided against, so nothing is planned and a medicine not started is not taken either.
 * "let's hold off on the gabapentin" when the patient has not said they take it: nothing started or
 * stopped, the words offered for the plan; taking said before the drug ('you're on gabapentin, so let's
 * hold off on it') counts, the 'on' of 'hold off on' does not. 'if it is still high we may have to
 * increase the lisinopril': a plan for later, offered; a start waiting on a named test's positive result is
 * written as a plan line with that condition (medication-on-result.ts), not as a medicine started. 'i'd recommend starting sertraline' | "i'd rather
 * not": declined, offered. Otherwise the clinician's plan is written.
 */
export function planned(
  s: DrugSentence,
  k: number,
  ctx: { after: string; dosage: string | null },
  facts: ClinicalFacts,
  state: MedicationState,
): { done: boolean; against: boolean } {
  const { sentence, found, u, next, planning, taking } = s;
  const m = found[k]!;
  const cue = s.actions[k];
  const against = !!cue && decidedAgainst(sentence, cue.at);
  if (!cue || (against && starts(cue.action))) return { done: against, against };
  const takenSoFar =
    (taking[k] && cue.at > m.index) || facts.medications.some((t) => generic(t.value.name) === generic(m.name));
  if (cue.action === 'stop' && planning && notNowStop(sentence.slice(cue.at)) && !takenSoFar) {
    holdOnce(facts, 'plan', `Hold off on ${m.name}.`, [u.seg.id]);
    return { done: true, against };
  }
  if (!planning || against) return { done: false, against };
  const med = { name: m.name, instructions: instructionsFor(cue, ctx.dosage, ctx.after), action: cue.action };
  const later = forLater(sentence, cue, m.end);
  const onResult = later && cue.action === 'start' ? positiveResultCondition(sentence, cue.at, m.end) : null;
  // Written as a plan line with its condition, not as a medicine started: no order leaves for a record
  // system before the result is known.
  if (onResult) addFound(facts.lifestyle, display(`${planMedication(med)} ${onResult}`), [u.seg.id], (v) => v);
  else if (later) holdOnce(facts, 'plan', `May ${planMedication(med)}.`, [u.seg.id]);
  else if (declinedNext(u, next))
    holdOnce(facts, 'plan', `Patient declined to ${planMedication(med)}.`, [u.seg.id, next!.seg.id]);
  else {
    addPlan(facts, med, [u.seg.id]);
    if (s.namedNext && cue.action === 'start') state.namedAfter.add(state.unnamedStart);
    if (starts(cue.action) || cue.action === 'change')
      scheduleSaidNext(facts, m.name, orderGoesOn(s.all, s.i), ctx.after);
  }
  return { done: true, against };
}
