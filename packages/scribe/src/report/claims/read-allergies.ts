import { regex, wordsOf } from '../pattern.js';
import { NO_ALLERGY_SAID } from '../reading/allergy-cues.js';
import { allergenMentions, withoutTreatedAllergy } from '../extract/index.js';
import { answerPolarity } from '../reading/answers.js';
import { isQuestion } from '../reading/questions.js';
import type { Consultation } from './consultation-types.js';
import { drugMentionsIn } from './drugs.js';

/** Words of an allergy or intolerance ('allergic', 'a reaction', 'can't take', 'makes me itch'). */
export const ALLERGY =
  /\ballerg|\breaction|\bcan't take\b|\bcannot take\b|\bintoleran|\bitch|\bhives\b|\banaphyla|\bmakes? me\b|\bmade me\b/;
const NO_ALLERGY = regex([wordsOf(NO_ALLERGY_SAID)]);

/** The allergies a sentence states, or that there are none (said, or a 'no' to a question about allergies). */
export function readAllergies(c: Consultation, sentence: string, seg: string, askedAbout: boolean) {
  if (!ALLERGY.test(withoutTreatedAllergy(sentence)) && !askedAbout) return;
  if (NO_ALLERGY.test(sentence) || (askedAbout && answerPolarity(sentence) === false)) {
    c.noAllergies.push(seg);
    return;
  }
  // A question asks, but an allergy stated with a tag ('you're allergic to augmentin, is that right?') is stated.
  if (sentence.endsWith('?') && (isQuestion(sentence) || !ALLERGY.test(sentence))) return;
  const names = [...allergenMentions(sentence), ...drugMentionsIn(sentence).map((d) => d.name)];
  for (const n of names) c.allergies.set(n, [...(c.allergies.get(n) ?? []), seg]);
}
