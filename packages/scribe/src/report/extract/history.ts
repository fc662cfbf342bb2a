import { CONDITIONS } from './lexicon-conditions.js';
import { isNegated } from './negation.js';
import { sentences, termPattern } from './text.js';
import { addFound, type ClinicalFacts, type Seg } from './types.js';

const CONDITION_PATTERNS = CONDITIONS.map((c) => ({ name: c.name, res: c.variants.map(termPattern) }));
const RELATIONS: Record<string, string> = {
  mother: 'mother', mom: 'mother', father: 'father', dad: 'father', brother: 'brother', sister: 'sister',
  grandmother: 'grandmother', grandma: 'grandmother', grandfather: 'grandfather', grandpa: 'grandfather',
  aunt: 'aunt', uncle: 'uncle', parents: 'parents', son: 'son', daughter: 'daughter', siblings: 'siblings',
};
const RELATION = new RegExp(`\\b(${Object.keys(RELATIONS).join('|')})\\b`);
const OWN_HISTORY = /\b(history of|diagnosed with|i have|i've had|i had|i've got|i got|you have|you've had|your|my|with a past medical history|dealing with|suffer from|on (?:my|your) \w+ for)\b/;

export function conditionsIn(sentence: string): { name: string; index: number; end: number }[] {
  const found = CONDITION_PATTERNS.flatMap(({ name, res }) => {
    for (const re of res) {
      const m = re.exec(sentence);
      if (m) return [{ name, index: m.index, end: m.index + m[0].length }];
    }
    return [];
  });
  // 'type 2 diabetes' also matches 'diabetes' → keep the most specific name at a position.
  return found
    .filter((f) => !found.some((o) => o !== f && o.index <= f.index && o.end >= f.end && o.end - o.index > f.end - f.index))
    .sort((a, b) => a.index - b.index);
}

/** Past medical history and family history by relation (issue #8 item 2). */
export function extractHistory(segs: Seg[], facts: ClinicalFacts) {
  for (const seg of segs) {
    for (const sentence of sentences(seg.text)) {
      const conditions = conditionsIn(sentence).filter((c) => !isNegated(sentence, c.index, c.end));
      if (conditions.length === 0 || sentence.endsWith('?')) continue;
      const relations = [...sentence.matchAll(new RegExp(RELATION.source, 'g'))];
      if (relations.length) {
        for (const c of conditions) {
          // Each condition belongs to the relative named last before it ('my mother had X and my dad has Y').
          const relation = relations.filter((r) => r.index <= c.index).pop() ?? relations[0]!;
          addFound(facts.familyHistory, { relation: RELATIONS[relation[1]!]!, condition: c.name }, [seg.id], (v) => `${v.relation}|${v.condition}`);
        }
        continue;
      }
      if (!OWN_HISTORY.test(sentence)) continue;
      for (const c of conditions) addFound(facts.conditions, c.name, [seg.id], (v) => v);
    }
  }
}

const DIAGNOSIS =
  /\b(?:i think (?:that )?(?:you have|this is|it's|it is|you've got)|(?:most )?(?:likely|probably) (?:have |has |is )?|consistent with|sounds like|looks like you have|my (?:impression|diagnosis) is|diagnos(?:is|ed) (?:is |of |with )?)\s*(?:a |an |some )?([a-z][a-z' -]{2,40}?)(?=[,.?!]|$|\s(?:and|which|that|so|but|because|from|in your)\b)/;
const CERTAINTY: [RegExp, 'confirmed' | 'probable' | 'possible'][] = [
  [/\b(possibl|might|may|could)\w*/, 'possible'],
  [/\b(likely|probabl|i think|sounds like|looks like|consistent with|impression)\w*/, 'probable'],
  [/\b(diagnos)\w*/, 'confirmed'],
];

/** The clinician's stated diagnoses ('I think you have a lumbar strain'). */
export function extractAssessment(segs: Seg[], facts: ClinicalFacts) {
  for (const seg of segs.filter((s) => s.role === 'Doctor')) {
    for (const sentence of sentences(seg.text)) {
      const m = DIAGNOSIS.exec(sentence);
      const diagnosis = m?.[1]?.trim();
      if (!diagnosis || sentence.endsWith('?') || /^(you|it|that|this|we|i|a|the|he|she|they|good|fine|okay|well)\b/.test(diagnosis)) continue;
      const certainty = CERTAINTY.find(([re]) => re.test(sentence))?.[1] ?? null;
      addFound(facts.assessment, { diagnosis, certainty }, [seg.id], (v) => v.diagnosis);
    }
  }
}
