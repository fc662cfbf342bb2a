import { conditionsIn } from '../extract/index.js';
import type { ClinicalFacts } from '../extract/types.js';

/** A family history's condition written as a pertinent negative ('no colon cancer'): no relative has it. */
const DENIED = /^no /;

/**
 * The conditions the consultation tells only of a relative, by name, with the relative and the turns: those the
 * reading files in the family history and nowhere of the patient's (past history, assessment, or held back to
 * offer). A note that gives one to the patient gives them a relative's diagnosis.
 */
export function kinOnlyConditions(facts: ClinicalFacts): Map<string, { relation: string; segs: string[] }> {
  const names = (text: string) => conditionsIn(text.toLowerCase()).map((k) => k.name);
  const own = new Set(
    [
      ...facts.conditions.map((c) => c.value),
      ...facts.assessment.map((a) => a.value.diagnosis),
      ...facts.held.map((h) => h.value.text),
    ].flatMap(names),
  );
  // A turn that tells a relative a condition the patient has may speak of the patient as that relative (a son's 'my
  // father has depression and anxiety', of the father seen): what else it tells is not sure to be another's.
  const shared = new Set(
    facts.familyHistory.filter((f) => names(f.value.condition).some((n) => own.has(n))).flatMap((f) => f.segmentIds),
  );
  const kin = new Map<string, { relation: string; segs: string[] }>();
  for (const f of facts.familyHistory) {
    if (DENIED.test(f.value.condition) || f.segmentIds.some((id) => shared.has(id))) continue;
    for (const name of names(f.value.condition))
      if (!own.has(name) && !kin.has(name)) kin.set(name, { relation: f.value.relation, segs: f.segmentIds });
  }
  return kin;
}
