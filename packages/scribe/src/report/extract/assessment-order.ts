import { conditionsIn } from './conditions-in.js';
import type { ClinicalFacts } from './types.js';

type Problem = ClinicalFacts['assessment'][number];

/** The lexicon's condition names a text holds ('type 2 diabetes' holds 'type 2 diabetes'). */
const namesIn = (text: string) => new Set(conditionsIn(text).map((c) => c.name));

/** A past condition named as such ('history of gout'): standing, as the bare name is. */
const HISTORY_OF = /^(?:a )?(?:past )?history of /;

/**
 * A problem that is a condition's name and nothing more ('hypertension', 'type 2 diabetes', 'history of gout'):
 * not one qualified today.
 */
function bareName(diagnosis: string): string | null {
  const text = diagnosis.trim().toLowerCase().replace(HISTORY_OF, '');
  const [only, ...more] = conditionsIn(text);
  return only && more.length === 0 && only.index === 0 && only.end === text.length ? only.name : null;
}

/**
 * Today's problems first, as a clinician orders an assessment: a standing condition of the past history,
 * named bare ('hypertension', 'diabetes') comes after the problems of this visit, unless the visit is for it
 * ('follow-up of diabetes'). A problem qualified today ('neuropathy suspicious for radiculopathy', 'exacerbation
 * of heart failure') is this visit's. Each group keeps the order it was said in.
 */
export function todayFirst(facts: ClinicalFacts) {
  const history = new Set(facts.conditions.flatMap((c) => [...namesIn(c.value)]));
  const visitFor = namesIn(facts.reason?.value ?? '');
  const standing = (a: Problem) => {
    const name = bareName(a.value.diagnosis);
    return name !== null && history.has(name) && !visitFor.has(name);
  };
  const today = facts.assessment.filter((a) => !standing(a));
  // Problems said in one breath keep the order they were said in ('she has high blood pressure and low blood sugar').
  const saidWith = (a: Problem) => today.some((t) => t.segmentIds.some((id) => a.segmentIds.includes(id)));
  const known = facts.assessment.filter((a) => standing(a) && !saidWith(a));
  if (known.length === 0 || today.length === 0) return;
  facts.assessment = [...facts.assessment.filter((a) => !known.includes(a)), ...known];
}
