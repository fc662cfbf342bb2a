import { capture, oneOf, regex, wordsOf } from '../pattern.js';
import { ALLERGY_AS_TROUBLE, NO_ALLERGY_SAID } from '../reading/allergy-cues.js';
import { allergyStatedAt } from '../reading/allergens.js';
import { DRUGS } from './lexicon-drugs.js';
import { answerPolarity } from '../reading/answers.js';
import { isQuestion } from '../reading/questions.js';
import { asksAllergies, asksTaking } from './allergy-replies.js';
import { findTerm, sentences, termMatcher } from './text.js';
import { addFound, type ClinicalFacts, type Seg } from './types.js';

const ALLERGENS = [
  ...DRUGS,
  'sulfa',
  'penicillins',
  'antibiotics',
  'peanuts',
  'peanut',
  'tree nuts',
  'nuts',
  'shellfish',
  'seafood',
  'fish',
  'eggs',
  'milk',
  'dairy',
  'soy',
  'wheat',
  'gluten',
  'latex',
  'bees',
  'bee stings',
  'wasps',
  'pollen',
  'dust',
  'mold',
  'cats',
  'dogs',
  'grass',
  'ragweed',
  'iodine',
  'contrast',
  'adhesive tape',
  'meat',
  'strawberries',
];
const ALLERGEN_PATTERNS = ALLERGENS.map((name) => ({ name, term: termMatcher(name) }));
/** What an allergy does to the patient ('I get hives', 'my throat closes'), as said. */
const REACTIONS = [
  'hives',
  'rash',
  'swelling',
  'swell up',
  'anaphylaxis',
  'anaphylactic',
  'itching',
  'itchy',
  'throat (?:closing|swelling|closes)',
  'trouble breathing',
  "can't breathe",
  'shortness of breath',
  'nausea',
  'vomiting',
  'upset stomach',
  'diarrhea',
  'wheezing',
  'sneezing',
  'runny nose',
];
/** A reaction said with an allergy ('penicillin, I get hives'): m[1] is the reaction recorded. */
const REACTION = regex([String.raw`\b`, capture(REACTIONS), String.raw`\b`]);
/** A reply or statement that there is no allergy. */
const NONE = regex([wordsOf(NO_ALLERGY_SAID)]);

const TREATED_ALLERGY = regex([oneOf(ALLERGY_AS_TROUBLE)], 'g');
export const withoutTreatedAllergy = (text: string) => text.replace(TREATED_ALLERGY, ' ');

interface Mention {
  name: string;
  index: number;
  end: number;
}

/** The allergens a text names, each once where it is first said. */
function mentionsIn(text: string): Mention[] {
  const lower = text.toLowerCase();
  const found = ALLERGEN_PATTERNS.flatMap(({ name, term }) => {
    const m = findTerm(term, text, lower);
    return m ? [{ name, index: m.index, end: m.index + m[0].length }] : [];
  });
  // 'penicillin' inside 'penicillins', 'peanut' inside 'peanuts': keep the longer words only once.
  return found.filter((n) => !found.some((o) => o !== n && o.name.includes(n.name)));
}

const substancesIn = (text: string): string[] => mentionsIn(text).map((m) => m.name);

/** The allergens a statement says someone has (reading/allergens.ts). */
const allergensStated = (sentence: string): string[] =>
  mentionsIn(sentence)
    .filter((m) => allergyStatedAt(sentence, m.index, m.end))
    .map((m) => m.name);

/**
 * Allergies with their reactions: 'allergic to X', 'X allergy', or an answer to the
 * clinician's allergy question ('penicillin, I get hives'). 'No known allergies' is remembered too.
 */
export function extractAllergies(segs: Seg[], facts: ClinicalFacts) {
  segs.forEach((seg, i) => {
    // Speech recognition drops the question mark: a sentence in a question's form asks too. One that asks of
    // the medicines taken as well ('do you take any medicines or have any allergies?') is answered by either.
    const asked =
      seg.role === 'Doctor' && sentences(seg.text).some((s) => isQuestion(s) && asksAllergies(s) && !asksTaking(s));
    const reply = asked ? segs[i + 1] : undefined;
    for (const said of sentences(seg.text)) {
      const sentence = withoutTreatedAllergy(said);
      if (!/allerg/.test(sentence) || said.endsWith('?')) continue;
      // 'No drug allergies, but I am allergic to peanuts': a denial still leaves an allergen stated beside it.
      if (NONE.test(sentence) || /\bno\b[^.]{0,15}allerg/.test(sentence))
        facts.noKnownAllergies ??= { value: true, segmentIds: [seg.id] };
      const reaction = REACTION.exec(seg.text)?.[1] ?? null;
      for (const substance of allergensStated(sentence))
        addFound(facts.allergies, { substance, reaction }, [seg.id], (v) => v.substance);
    }
    if (!reply || reply.role === 'Doctor') return;
    if (answerPolarity(reply.text) === false || NONE.test(reply.text)) {
      facts.noKnownAllergies ??= { value: true, segmentIds: [seg.id, reply.id] };
      return;
    }
    const reaction = REACTION.exec(reply.text)?.[1] ?? null;
    for (const substance of substancesIn(reply.text)) {
      addFound(
        facts.allergies,
        { substance, reaction },
        [seg.id, reply.id],
        (v) => v.substance,
        (a, b) => ({ ...a, reaction: a.reaction ?? b.reaction }),
      );
    }
  });
}

export { substancesIn as allergenMentions, allergensStated };
