import { generic } from './medication-taking.js';
import type { ClinicalFacts } from './types.js';

/** A change as the plan writes it: its verb, the dose it starts from if said, and the new dose's number and unit. */
const CHANGE =
  /^(increase|decrease)(?: from (\d+(?:\.\d+)?)(?: ([a-z]+))?)? to (\d+(?:\.\d+)?)(?: (mg|mcg|units?|ml)\b)?/;
/** The strength of a dose taken: '20 mg once a day' → 20 mg. */
const STRENGTH = /^(\d+(?:\.\d+)?) (mg|mcg|units?|ml)\b/;

/**
 * A change of dose written with the dose it starts from, as a clinician writes it ('increase lisinopril
 * from 20 mg to 40 mg once a day'): the dose taken, said elsewhere in the visit ('we have you on 20 mg
 * a day'), when it is of the same unit and the change goes the way its verb says; a unit said with one
 * of the two doses only is the other's too ('from 10 to 20 mg').
 */
export function changesFromTaken(facts: ClinicalFacts) {
  for (const plan of facts.planMedications) {
    const { instructions, action, name } = plan.value;
    const m = action === 'change' && instructions ? CHANGE.exec(instructions) : null;
    if (!m || !instructions) continue;
    const [said, verb, fromSaid, fromUnit, to, toUnit] = m;
    const taken = fromSaid
      ? null
      : facts.medications.find((t) => generic(t.value.name) === generic(name) && t.value.dosage);
    const strength = taken ? STRENGTH.exec(taken.value.dosage!) : null;
    const from = fromSaid ?? strength?.[1];
    const unit = fromUnit ?? toUnit ?? strength?.[2];
    const units = [fromUnit, toUnit, strength?.[2]].filter(Boolean);
    if (!from || !unit || units.some((u) => u !== unit)) continue;
    const up = Number(to) > Number(from);
    if (Number(to) === Number(from) || up !== (verb === 'increase')) continue;
    const written = `${verb} from ${from} ${unit} to ${to} ${unit}${instructions.slice(said.length)}`;
    plan.value = { ...plan.value, instructions: written };
  }
}
