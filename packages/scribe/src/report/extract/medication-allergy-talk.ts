// Talk of allergies to drugs, as the medicine reader meets it: the drugs named in reply are ones the patient
// must not take, offered for the allergy list, never listed as taken.
import { oneOf, regex, wordsOf } from '../pattern.js';
import { answerPolarity } from '../reading/answers.js';
import { withoutTreatedAllergy } from './allergies.js';
import { asksTaking } from './allergy-replies.js';
import { ALLERGY_TO, TAKEN_NOW_BEFORE } from './medication-taking-cues.js';
import type { Seg } from './types.js';
import type { Utterance } from './utterances.js';

const ALLERGY_TALK = regex([oneOf(ALLERGY_TO)]);
/** How many utterances on a reply may still be about the allergy ('allergic to …' | 'the name?' | 'napro-' | 'naprosyn'). */
const ALLERGY_TALK_REACH = 3;
const TAKEN_SAID = regex([wordsOf(TAKEN_NOW_BEFORE)]);
/** Talk of the medicines taken: 'what medications are you on?', 'any pills?'. */
const MEDICINES_ASKED = /\b(?:take|taking|takes|using|on|medications?|medicines?|meds|pills)\b/;

/** Allergy words left once allergy as a trouble treated or a condition is set aside ('for your allergies'). */
export const namesAllergy = (text: string) => /allerg/.test(withoutTreatedAllergy(text));

/**
 * Follows the talk of allergies through the consultation, one utterance at a time. `heard` reads an
 * utterance that names allergies ('any allergies to medicines?', 'he is allergic to bactrim'; not 'what do
 * you take for your allergies?', which asks what is taken). `allergyReply` tells, for an utterance naming
 * drugs, the segment of the allergy talk it answers ('yes penicillin', 'and cyclobenzaprine', 'naproxen?' |
 * 'yes, naproxen'), or null: a reply that says no or taking is none, and a no or talk of the medicines taken
 * ('and what medicines?') ends the talk of allergies.
 */
export function allergyTalk() {
  let last: { at: number; seg: Seg } | null = null;
  return {
    heard(u: Utterance, i: number) {
      const said = withoutTreatedAllergy(u.text);
      const aboutAllergy = u.question ? /allerg/.test(said) : ALLERGY_TALK.test(said);
      if (aboutAllergy && !asksTaking(u.text)) last = { at: i, seg: u.seg };
    },
    allergyReply(u: Utterance, i: number, drugsNamed: boolean): Seg | null {
      const no = answerPolarity(u.text) === false;
      if (no || (!drugsNamed && MEDICINES_ASKED.test(u.text))) last = null;
      const taken = no || TAKEN_SAID.test(u.text) || asksTaking(u.text);
      if (!drugsNamed || taken || !last || i - last.at > ALLERGY_TALK_REACH || last.seg === u.seg) return null;
      last = { at: i, seg: last.seg };
      return last.seg;
    },
  };
}
