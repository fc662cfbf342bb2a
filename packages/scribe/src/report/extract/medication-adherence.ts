import { adherenceOf, type Adherence } from '../reading/adherence.js';
import { aboutOthers } from '../reading/subject.js';
import type { drugMentions } from './drug-mentions.js';
import { generic } from './medication-taking.js';
import type { ClinicalFacts } from './types.js';

/**
 * A medicine the patient says they do not take as prescribed, kept once per drug for the history ('Reports
 * not taking metformin for 2 weeks') and the plan (a continue of a drug not taken is a start again). A
 * later telling with how long fills in one without.
 */
export function toldAdherence(facts: ClinicalFacts, name: string, told: Adherence, ids: string[]) {
  const same = facts.adherence.find((a) => generic(a.value.name) === generic(name));
  if (!same) {
    facts.adherence.push({ value: { name, ...told }, segmentIds: ids });
    return;
  }
  if (same.value.since === null && told.since !== null && same.value.taking === told.taking)
    same.value = { ...same.value, since: told.since };
  same.segmentIds = [...new Set([...same.segmentIds, ...ids])];
}

/** Whether the patient says they do not take the drug now: stopped or not taken, not taken now and then. */
export const notTaken = (facts: ClinicalFacts, name: string) =>
  facts.adherence.some((a) => generic(a.value.name) === generic(name) && a.value.taking !== 'taking irregularly');

/** How far either side of a drug its own words are read: the words of that drug alone. */
const OWN_WORDS = 40;

/**
 * Drugs the patient names with a denial ("i haven't been taking the metformin for 2 weeks", "i don't take
 * my lisinopril every day"): read as not taken, or taken now and then, by the words around each; not
 * another person's ("my husband doesn't take his statin").
 */
export function notTakenSaid(
  facts: ClinicalFacts,
  sentence: string,
  negated: ReturnType<typeof drugMentions>,
  ids: string[],
) {
  for (const m of negated) {
    if (aboutOthers(sentence, m.index)) continue;
    const said = adherenceOf(sentence.slice(Math.max(0, m.index - OWN_WORDS), m.end + OWN_WORDS));
    if (said) toldAdherence(facts, m.name, said, ids);
  }
}
