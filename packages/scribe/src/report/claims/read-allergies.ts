import { regex, wordsOf } from '../pattern.js';
import { NO_ALLERGY_SAID } from '../reading/allergy-cues.js';
import { allergenMentions, allergensStated, withoutTreatedAllergy } from '../extract/index.js';
import { allergyStatedAt } from '../reading/allergens.js';
import { answerPolarity } from '../reading/answers.js';
import { isQuestion } from '../reading/questions.js';
import type { Consultation } from './consultation-types.js';
import { drugMentionsIn } from './drugs.js';

/** Words of an allergy or intolerance ('allergic', 'a reaction', 'can't take', 'makes me itch'). */
export const ALLERGY =
  /\ballerg|\breaction|\bcan't take\b|\bcannot take\b|\bintoleran|\bitch|\bhives\b|\banaphyla|\bmakes? me\b|\bmade me\b/;
const NO_ALLERGY = regex([wordsOf(NO_ALLERGY_SAID)]);

/**
 * The allergies a sentence states, or that there are none (said, or a 'no' to a question about allergies).
 * A statement names an allergen only where allergy words name it, as the writer reads it (reading/allergens.ts);
 * a reply to talk of allergies ('any allergies?' 'penicillin') names one by itself.
 */
export function readAllergies(c: Consultation, sentence: string, seg: string, askedAbout: boolean) {
  if (!ALLERGY.test(withoutTreatedAllergy(sentence)) && !askedAbout) return;
  if (NO_ALLERGY.test(sentence) || (askedAbout && answerPolarity(sentence) === false)) {
    c.noAllergies.push(seg);
    return;
  }
  // A question asks, but an allergy stated with a tag ('you're allergic to augmentin, is that right?') is stated.
  if (sentence.endsWith('?') && (isQuestion(sentence) || !ALLERGY.test(sentence))) return;
  const said = withoutTreatedAllergy(sentence);
  const drugs = drugMentionsIn(said);
  const names = askedAbout
    ? [...allergenMentions(said), ...drugs.map((d) => d.name)]
    : [...allergensStated(said), ...drugs.filter((d) => allergyStatedAt(said, d.index, d.end)).map((d) => d.name)];
  for (const n of names) c.allergies.set(n, [...(c.allergies.get(n) ?? []), seg]);
}
