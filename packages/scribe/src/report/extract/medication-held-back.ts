import { holdOnce } from './medication-entries.js';
import type { DrugWords } from './medication-drug-words.js';
import { switchedFromBefore } from './medication-plan-voice.js';
import type { DrugSentence, MedicationState } from './medication-sentence.js';
import { advisedAgainst, listed, procedureDrug, reactedTo } from './medication-standing.js';
import { generic } from './medication-taking.js';
import type { ClinicalFacts } from './types.js';

/**
 * Whether the k-th drug is held back from the list and the plan, each way offering what was said in its
 * place. 'avoid aleve' is advice, which the plan's advice holds. 'itching with the methylprednisolone' is
 * an intolerance, offered for the allergy list. 'half a cc of lidocaine' injected today is a procedure's
 * drug, not one taken. A drug switched from ('we switched you from lisinopril to losartan') is not taken.
 */
export function heldBack(
  s: DrugSentence,
  k: number,
  words: DrugWords,
  facts: ClinicalFacts,
  state: MedicationState,
): boolean {
  const { sentence, found, ids, u } = s;
  const m = found[k]!;
  if (advisedAgainst(words.around)) return true;
  if (reactedTo({ before: words.before, after: words.afterIt })) {
    holdOnce(facts, 'allergies', `Reaction to ${m.name}.`, ids);
    return true;
  }
  const procedure = procedureDrug(sentence, m);
  if (procedure) {
    holdOnce(facts, 'plan', `${listed(m.name)} ${procedure}.`, [u.seg.id]);
    return true;
  }
  if (switchedFromBefore(sentence.slice(0, m.index))) {
    state.switchedFrom.add(generic(m.name));
    const to = found[k + 1] && /\bto (?:the |a |an )?$/.test(words.after) ? ` to ${found[k + 1]!.name}` : '';
    holdOnce(facts, 'historyOfPresentIllness', `Switched from ${m.name}${to}.`, [u.seg.id]);
    return true;
  }
  return false;
}
