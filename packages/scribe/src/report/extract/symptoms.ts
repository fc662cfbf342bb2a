import { SYMPTOMS, type SymptomTerm } from './lexicon-symptoms.js';
import { answerPolarity, isNegated } from './negation.js';
import { sentences, termPattern } from './text.js';
import { addFound, type ClinicalFacts, type Seg } from './types.js';

const PATTERNS = SYMPTOMS.map((s) => ({ term: s, res: s.variants.map(termPattern) }));
const FAMILY = /\b(mother|mom|father|dad|brother|sister|grandmother|grandfather|grandma|grandpa|aunt|uncle|cousin|son|daughter|parents?|family|wife|husband)\b/;
/** Side effects and hypotheticals ('if you get chest pain, call us') are not the patient's symptoms. */
const HYPOTHETICAL = /\b(if|in case|side effects?|call (us|me|911)|go to the (er|emergency)|watch out for|could cause|can cause|may cause|might cause)\b/;

interface Mention {
  term: SymptomTerm;
  negated: boolean;
  index: number;
}

/** Symptom mentions in one sentence, with their negation. */
export function symptomMentions(sentence: string): Mention[] {
  const out: Mention[] = [];
  for (const { term, res } of PATTERNS) {
    for (const re of res) {
      const m = re.exec(sentence);
      if (!m) continue;
      out.push({ term, negated: isNegated(sentence, m.index, m.index + m[0].length), index: m.index });
      break;
    }
  }
  // In the order said: the first symptom named is the chief complaint ('a headache and a mild fever').
  return out.sort((a, b) => a.index - b.index);
}

function record(facts: ClinicalFacts, name: string, negated: boolean, ids: string[]) {
  const list = negated ? facts.negatedSymptoms : facts.symptoms;
  addFound(list, name, ids, (v) => v);
}

/**
 * Symptoms the patient has (issue #8 item 2). A clinician's question ('any chest pain?') asserts
 * nothing: the reply decides ('no' negates it, 'yes' affirms it, with both segments as evidence).
 */
export function extractSymptoms(segs: Seg[], facts: ClinicalFacts) {
  segs.forEach((seg, i) => {
    for (const sentence of sentences(seg.text)) {
      if (FAMILY.test(sentence) || HYPOTHETICAL.test(sentence)) continue;
      const mentions = symptomMentions(sentence);
      if (mentions.length === 0) continue;
      const question = seg.role === 'Doctor' && sentence.endsWith('?');
      if (!question) {
        for (const m of mentions) record(facts, m.term.name, m.negated, [seg.id]);
        continue;
      }
      const reply = segs[i + 1];
      const polarity = reply && reply.role === 'Patient' ? answerPolarity(reply.text) : null;
      if (polarity === null) continue;
      for (const m of mentions) record(facts, m.term.name, m.negated || !polarity, [seg.id, reply!.id]);
    }
  });
  // A symptom affirmed anywhere is the patient's, even if denied in another breath.
  facts.negatedSymptoms = facts.negatedSymptoms.filter((n) => !facts.symptoms.some((s) => s.value === n.value));
}
