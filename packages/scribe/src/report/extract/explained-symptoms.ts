import { regex, wordsOf } from '../pattern.js';
import { BODY_PARTS } from '../vocabulary/body-parts.js';
import { conditionsIn } from './history.js';
import { MEDICAL } from './lexicon-diagnosis.js';
import { symptomMentions } from './symptoms.js';
import { holdAssessment } from './assessment-held.js';
import type { ClinicalFacts, Seg } from './types.js';

/**
 * A problem named only by a symptom ('Swelling', 'Itchy scalp pain'): no condition or medical word in it.
 * 'Pain' is a medical word when a plan treats it, but a problem that is a site's pain is a symptom.
 */
export const symptomOnly = (problem: string) =>
  symptomMentions(problem).length > 0 &&
  conditionsIn(problem).length === 0 &&
  !MEDICAL.test(problem.replace(/\bpains?\b/g, ''));

/** The body parts a problem names ('scalp' in 'itchy scalp pain' and in 'scalp psoriasis'). */
const PARTS = BODY_PARTS.map(([part, said]) => ({ part, re: regex([wordsOf(said)]) }));
const partsOf = (problem: string) => PARTS.filter((p) => p.re.test(problem)).map((p) => p.part);

/** The certainties a hedge gives; a symptom the clinician states ('you have back pain') is written plainly either way. */
const HEDGED = new Set<string | null>(['probable', 'possible']);

/** A problem that is one symptom's name and nothing more ('chest pain'; not 'tension type headache', a diagnosis). */
const symptomWhole = (problem: string) =>
  conditionsIn(problem).length === 0 && symptomMentions(problem).some((m) => m.index === 0 && m.end === problem.length);

/**
 * A symptom as a problem carries no certainty: 'Chest pain (probable)' says nothing a clinician would
 * write, since the patient has the symptom and only its cause is in doubt ('this chest pain could be from
 * your blood pressure').
 */
export function symptomsPlain(facts: ClinicalFacts) {
  for (const a of facts.assessment)
    if (HEDGED.has(a.value.certainty) && symptomWhole(a.value.diagnosis)) a.value.certainty = null;
}

/** A diagnosis that can explain a symptom: neither a symptom itself nor a known chronic condition. */
const explains = (problem: string) => !symptomOnly(problem) && conditionsIn(problem).length === 0;

/** How many turns after a symptom named as a problem its diagnosis may follow for the two to be one problem. */
const HEADING_REACH = 2;

/**
 * Symptoms the clinician names as a problem whose diagnosis follows within a turn or two ('my assessment
 * for your first problem, your back pain' | 'i think you have a lumbar strain'): the heading of one
 * problem cut at a pause, whatever certainty the heading's own words gave it. The diagnosis is the problem.
 * A known chronic condition named next ('and your hypertension') is a problem of its own, not the cause.
 */
function headings(facts: ClinicalFacts, segs: Seg[]) {
  const at = new Map(segs.map((s, i) => [s.id, i]));
  const turnsOf = (ids: string[]) => ids.map((id) => at.get(id) ?? -1).filter((i) => i >= 0);
  const diagnosed = facts.assessment
    .filter((a) => a.value.certainty !== null && a.value.certainty !== 'ruled out' && explains(a.value.diagnosis))
    .flatMap((a) => turnsOf(a.segmentIds));
  return facts.assessment.filter((a) => {
    if (!symptomOnly(a.value.diagnosis)) return false;
    const last = Math.max(...turnsOf(a.segmentIds));
    return diagnosed.some((d) => d > last && d - last <= HEADING_REACH);
  });
}

/**
 * Once the clinician has stated a diagnosis that explains the visit, a symptom listed beside it as a
 * problem of its own ('1. Right ankle sprain. 2. Swelling.') reads as a second diagnosis that nobody
 * made. It is held back, offered under the assessment in one click, rather than written; so is a problem's
 * heading cut from its diagnosis.
 */
export function holdExplainedSymptoms(facts: ClinicalFacts, explained: boolean, segs: Seg[]) {
  // A disease the clinician states of the same body part explains the symptom there, a chronic one too:
  // 'scalp psoriasis' explains 'itchy scalp pain'.
  const sites = new Set(
    facts.assessment.flatMap((a) =>
      a.value.certainty === 'confirmed' && !symptomOnly(a.value.diagnosis) ? partsOf(a.value.diagnosis) : [],
    ),
  );
  const explainedHere = (problem: string) => explained || partsOf(problem).some((p) => sites.has(p));
  const symptoms = facts.assessment.filter(
    (a) => a.value.certainty === null && symptomOnly(a.value.diagnosis) && explainedHere(a.value.diagnosis),
  );
  holdAssessment(facts, [...new Set([...symptoms, ...headings(facts, segs)])]);
}
