import { regex, wordsOf } from '../pattern.js';
import { planMedication } from '../plan-medication.js';
import { DRUG_SYNONYMS } from '../vocabulary/drug-names.js';
import { drugMentions } from './drug-mentions.js';
import { holdOnce } from './medication-entries.js';
import { DRUG_TALK, DRUG_TALK_BEFORE } from './medication-gate-cues.js';
import { clash, oneNamePerDrug } from './medication-plan.js';
import { listed } from './medication-standing.js';
import type { ClinicalFacts, Seg } from './types.js';

const generic = (name: string) => DRUG_SYNONYMS[name] ?? name;
const TALK = regex([wordsOf(DRUG_TALK)]);
const TALK_BEFORE = regex([wordsOf(DRUG_TALK_BEFORE), String.raw`\s*$`]);
type Current = ClinicalFacts['medications'][number];
type Planned = ClinicalFacts['planMedications'][number];

/**
 * The medication gate, run once when the list and the plan are read and reconciled: a statement about a
 * medicine is written only in a form that makes it sure; any other is offered as said, not in the note.
 *
 * 1. One status a drug. The plan's lines for one drug tell one thing of it today. A drug stopped and also
 *    started, continued or changed (medication-plan.ts) holds statuses the talk does not put in order: its
 *    plan lines are offered, not written, and so is its place on the current list when only those lines put
 *    it there; a drug the patient said they take stays listed, as taken before today. A drug the plan starts
 *    is not yet taken, so it is not on the current list.
 * 2. A sure name. A drug is on the current list when it was said with its dose, named in two turns, or said
 *    with words of medicines (taking, prescribing, a form, how often, 'on' it: medication-gate-cues.ts) in
 *    its turn or in the question that turn answers. A lone word that only sounds like a drug may be speech
 *    recognition's mishearing: offered.
 * 3. A planned dose is the plan's. The current list holds what was taken before today: a dose read only from
 *    the turns that start or change the drug, and the one they set, is the plan's, and the list holds none.
 */
export function gateMedications(segs: Seg[], facts: ClinicalFacts) {
  const unordered = unorderedPlans(facts.planMedications);
  const heldPlanTurns = new Set<string>();
  facts.planMedications = facts.planMedications.filter((p) => {
    if (!unordered.has(generic(p.value.name))) return true;
    p.segmentIds.forEach((id) => heldPlanTurns.add(id));
    const line = planMedication(p.value);
    holdOnce(facts, 'plan', `${line[0]!.toUpperCase()}${line.slice(1)}.`, [...p.segmentIds]);
    return false;
  });
  // Lines of one drug kept apart until now and found not to clash (two continues) are one line again.
  facts.planMedications = oneNamePerDrug(facts.planMedications);
  const starts = (m: Current) =>
    facts.planMedications.some((p) => p.value.action === 'start' && generic(p.value.name) === generic(m.value.name));
  const sure = sureName(segs);
  facts.medications = facts.medications.filter((m) => {
    const onlyFromHeldPlan = unordered.has(generic(m.value.name)) && m.segmentIds.every((id) => heldPlanTurns.has(id));
    if (!starts(m) && !onlyFromHeldPlan && sure(m)) return true;
    holdOnce(facts, 'medications', `${listed(m.value.name, m.value.dosage)}.`, [...m.segmentIds]);
    return false;
  });
  for (const m of facts.medications) if (plannedDose(m, facts.planMedications)) m.value = { ...m.value, dosage: null };
}

/** The drugs whose plan lines clash (rule 1). */
function unorderedPlans(plan: Planned[]): Set<string> {
  const clashing = plan.filter((p) =>
    plan.some((o) => generic(o.value.name) === generic(p.value.name) && clash(o.value.action, p.value.action)),
  );
  return new Set(clashing.map((p) => generic(p.value.name)));
}

/** Whether a current drug's name is sure (rule 2). */
function sureName(segs: Seg[]) {
  const at = new Map(segs.map((s, i) => [s.id, i]));
  const mentions = segs.map((s) => drugMentions(s.text).map((d) => ({ ...d, name: generic(d.name) })));
  return (m: Current) => {
    const name = generic(m.value.name);
    if (m.value.dosage || mentions.filter((said) => said.some((d) => d.name === name)).length > 1) return true;
    return m.segmentIds.some((id) => {
      const i = at.get(id);
      if (i === undefined) return false;
      const { text, role } = segs[i]!;
      const asked = segs[i - 1];
      const onIt = mentions[i]!.some((d) => d.name === name && TALK_BEFORE.test(text.slice(0, d.index)));
      return onIt || TALK.test(text) || (!!asked && asked.role !== role && TALK.test(asked.text));
    });
  };
}

/** Whether a current drug's dose is the one the plan sets today, read only from its turns (rule 3). */
function plannedDose(m: Current, plan: Planned[]): boolean {
  const dose = m.value.dosage;
  return plan.some(
    (p) =>
      (p.value.action === 'start' || p.value.action === 'change') &&
      generic(p.value.name) === generic(m.value.name) &&
      !!dose &&
      !!p.value.instructions?.includes(dose) &&
      m.segmentIds.every((id) => p.segmentIds.includes(id)),
  );
}
