import { allergyTalk } from './medication-allergy-talk.js';
import { changesFromTaken } from './medication-change-from.js';
import { dosageOf, drugWords, takenWithDose } from './medication-drug-words.js';
import { addPlan } from './medication-entries.js';
import { formsSaidElsewhere } from './medication-forms.js';
import { heldBack } from './medication-held-back.js';
import { actionOnDrugSaid } from './medication-of-it.js';
import { addTaken } from './medication-listed.js';
import { planned } from './medication-planned.js';
import { drugsIn, readSentence, type DrugSentence, type MedicationState } from './medication-sentence.js';
import { notTakenNow } from './medication-taken.js';
import { generic } from './medication-taking.js';
import type { ClinicalFacts, Seg } from './types.js';
import { utterancesOf } from './utterances.js';

/**
 * Current medications with dose and indication, and the clinician's plan for medicines: started,
 * stopped, changed (with the new dose and frequency) or continued. A drug the clinician asks about is
 * current when the question says taking ('are you taking ibuprofen?') and the patient does not say no,
 * or when the patient says yes. A dose named after a change or a start ('increase your lisinopril to
 * 40 mg') is the dose ordered, never the one taken; a drug switched from is not taken. A drug only tried,
 * advised against, asked about as one example of several, or named by the clinician in passing is
 * offered, not listed (medication-standing.ts).
 */
export function extractMedications(segs: Seg[], facts: ClinicalFacts) {
  const all = utterancesOf(segs);
  const state: MedicationState = {
    switchedFrom: new Set(),
    tried: new Set(),
    unnamedStart: -Infinity,
    classes: [],
    namedAfter: new Set(),
  };
  const allergies = allergyTalk();
  all.forEach((u, i) => {
    const drugs = drugsIn(u, i, facts, state, allergies);
    if (!drugs) actionOnDrugSaid(all, i, facts);
    const read = drugs && readSentence(all, segs, i, drugs, state, facts);
    if (read) read.found.forEach((_, k) => readDrug(read, k, facts, state));
  });
  facts.medications = facts.medications.filter((m) => !state.switchedFrom.has(generic(m.value.name)));
  // 'i'll call in some antibiotics' with no drug named next: the plan starts the kind as said.
  for (const c of state.classes)
    if (!state.namedAfter.has(c.at)) addPlan(facts, { name: c.name, instructions: null, action: 'start' }, c.ids);
  formsSaidElsewhere(segs, facts);
  changesFromTaken(facts);
}

/**
 * One drug of a sentence, read in order: its words and dose; held back (advice, reaction, procedure,
 * switched from); the plan's words for it; whether it is taken now; and, if nothing before decided it,
 * put on the list.
 */
function readDrug(s: DrugSentence, k: number, facts: ClinicalFacts, state: MedicationState) {
  const words = drugWords(s, k);
  const dosage = dosageOf(s, k, words.after);
  const { replyDose, nextDose } = takenWithDose(s, k, words);
  if (heldBack(s, k, words, facts, state)) return;
  const plan = planned(s, k, { after: words.after, dosage }, facts, state);
  if (plan.done) return;
  if (notTakenNow(s, k, words, dosage, facts, state)) return;
  addTaken(s, k, { after: words.after, against: plan.against }, { dosage, replyDose, nextDose }, facts);
}
