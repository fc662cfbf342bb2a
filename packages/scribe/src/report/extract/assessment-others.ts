import { aboutOthers, namesOthers, speaksOfChildSeen } from '../reading/subject.js';
import { holdAssessment } from './assessment-held.js';
import { conditionsIn } from './conditions-in.js';
import type { ClinicalFacts } from './types.js';

/**
 * Where a problem is said in the turn, and where those words end: by the condition it names, in whatever words
 * ('high blood pressure' is hypertension), else by its first word, since the name may leave out words between ('his').
 */
function whereSaid(said: string, diagnosis: string): { at: number; end: number } {
  const name = diagnosis.toLowerCase();
  const named = conditionsIn(said).find((c) => c.name === name);
  if (named) return { at: named.index, end: named.end };
  const at = said.indexOf(name.split(' ')[0]!);
  return { at, end: at + name.length };
}

/**
 * Problems a clinician's turn added (those not in `listed` before it) that the turn names as another person's,
 * as the reading of who is spoken of tells ('so your brother has been diagnosed with adhd', 'your sister has lupus,
 * that explains her joint pain'), leave the written assessment: the family history holds them. They are offered
 * as said, not written, since the relative may be the patient a family member brought in ('your mother has
 * pneumonia', said to her daughter). A problem whose first word the turn does not hold stays.
 */
export function holdOthers(facts: ClinicalFacts, said: string, listed: Set<unknown>) {
  // A child spoken of is the patient brought in, a parent speaking for them (reading/subject.ts).
  if (!namesOthers(said) || speaksOfChildSeen(said)) return;
  const others = facts.assessment.filter((a) => {
    if (listed.has(a)) return false;
    const { at, end } = whereSaid(said, a.value.diagnosis);
    return at >= 0 && aboutOthers(said, at, 'talk', end);
  });
  holdAssessment(facts, others);
}
