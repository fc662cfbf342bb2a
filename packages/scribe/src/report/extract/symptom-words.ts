import type { SymptomWords } from '../reading/replies.js';
import { PATTERNS, symptomMentions } from './symptom-mentions.js';

/** Only symptom names and joining words ('joint pain, I mean, like muscle aches'): a list, not a sentence. */
export function isBareList(text: string): boolean {
  // Each symptom named is taken out once, by the first of its words still in the text.
  const rest = symptomMentions(text).reduce((t, m) => {
    const said = PATTERNS.find((p) => p.term === m.term)!.res.find(({ re }) => re.test(t));
    return said ? t.replace(said.re, ' ') : t;
  }, text);
  return (
    symptomMentions(text).length > 0 &&
    /^[\s,.?]*(?:(?:and|or|any|also|maybe|like|um|uh|i mean)(?:[\s,.?]+|$))*$/.test(rest)
  );
}

/** The symptom lexicon as the shared reading of replies asks it (reading/replies.ts), for the writer and the checker alike. */
export const SYMPTOM_WORDS: SymptomWords = {
  namesOf: (text) => symptomMentions(text).map((m) => m.term.name),
  bareList: isBareList,
};
