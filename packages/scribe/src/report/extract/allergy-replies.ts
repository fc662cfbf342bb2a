import { wordsOf, regex } from '../pattern.js';
import { ALLERGY_LIST_ASKED, REACTION_ASKED, TAKING_ASKED } from './allergy-reply-cues.js';
import type { Utterance } from './utterances.js';

const ASKS_ALLERGIES = regex([wordsOf(ALLERGY_LIST_ASKED)]);

/** Whether a question asks if the patient has allergies, for the allergy list (allergy-reply-cues.ts). */
export const asksAllergies = (question: string): boolean => ASKS_ALLERGIES.test(question);

const TAKING = regex([wordsOf(TAKING_ASKED)]);
/** Whether words say or ask what is taken: a reply naming a drug then may name one taken, not an allergen. */
export const asksTaking = (text: string): boolean => TAKING.test(text);
const ASKS_REACTION = regex([wordsOf(REACTION_ASKED)]);
/** How many turns a reply may come after its question. */
const REPLY_REACH = 2;

/** The last utterance of the turn before the turn of utterance `i`, within a reply's reach, or -1. */
function turnBefore(all: readonly Utterance[], i: number): number {
  let j = i - 1;
  while (j >= 0 && all[j]!.at === all[i]!.at) j--;
  return j >= 0 && all[i]!.at - all[j]!.at <= REPLY_REACH ? j : -1;
}

/**
 * Whether an utterance answers the clinician's question whether the patient has allergies ('any allergies to medications?' |
 * 'penicillin, it gives me a rash'), or the follow-up to such an answer asking what happens ('yeah sulfa' |
 * 'what happens' | 'i get really itchy'; speech leaves that follow-up in no question's form). The symptoms
 * it names are the allergy's reaction, had when exposed, not what the patient has today: the allergy list
 * records them with the allergen, and the symptom reader takes none of them.
 */
export function answersAllergy(all: readonly Utterance[], i: number): boolean {
  const q = turnBefore(all, i);
  if (q < 0) return false;
  if (all[q]!.question && asksAllergies(all[q]!.text)) return true;
  const answered = q - 1;
  return ASKS_REACTION.test(all[q]!.text) && answered >= 0 && !all[answered]!.question && answersAllergy(all, answered);
}
