import { planMedication } from '../plan-medication.js';
import { indicationNear } from './medication-dose.js';
import { holdOnce } from './medication-entries.js';
import { instructionsFor } from './medication-instructions.js';
import { starts } from './medication-plan.js';
import type { DrugSentence } from './medication-sentence.js';
import { FOR_ANOTHER, mergeMed } from './medication-taking.js';
import { addFound, type ClinicalFacts } from './types.js';

/** The doses said of one drug: with it, in the reply about it, or in the next clause of the turn. */
export interface DrugDoses {
  dosage: string | null;
  replyDose: string | null;
  nextDose: string | null;
}

/**
 * The k-th drug put on the list of medicines taken. A change or start heard in an unsure voice ('i would
 * like to start her on levothyroxine' under the patient's label) is offered for the plan: a changed drug
 * is taken, its new dose only offered; a drug about to be started, for another ('start her on', 'give
 * you') or prescribed, is not taken yet. A dose said with a change ('what about increasing my
 * testosterone to 175') is the new one, not the one taken.
 */
export function addTaken(
  s: DrugSentence,
  k: number,
  ctx: { after: string; against: boolean },
  doses: DrugDoses,
  facts: ClinicalFacts,
) {
  const { sentence, found, u, ids, replyAbout } = s;
  const m = found[k]!;
  const cue = s.actions[k];
  const { dosage, replyDose, nextDose } = doses;
  const starting = !!cue && starts(cue.action) && cue.at < m.index && FOR_ANOTHER.test(sentence.slice(cue.at, m.index));
  const ordered =
    !!cue && !ctx.against && !u.question && ((!!dosage && (cue.action === 'change' || starts(cue.action))) || starting);
  if (ordered) {
    const text = planMedication({
      name: m.name,
      instructions: instructionsFor(cue, dosage, ctx.after),
      action: cue.action,
    });
    holdOnce(facts, 'plan', `${text[0]!.toUpperCase()}${text.slice(1)}.`, [u.seg.id]);
    if (starting) return;
  }
  addFound(
    facts.medications,
    {
      name: m.name,
      dosage: ordered || cue?.action === 'change' ? null : (dosage ?? replyDose ?? nextDose),
      indication: indicationNear(ctx.after),
    },
    replyDose ? [...new Set([...ids, ...replyAbout!.ids])] : ids,
    (v) => v.name,
    mergeMed,
  );
}
