import { isNegated } from '../reading/context.js';
import { aboutOthers } from '../reading/subject.js';
import { conditionsIn } from './conditions-in.js';
import { RELATION } from './family.js';
import { addFound, type ClinicalFacts } from './types.js';

/** The family as a whole, as a denial of its history names it ('no family history of', 'nobody in my family'). */
const FAMILY = /\bfamil(?:y|ies)\b/;

/**
 * A condition denied of the whole family is a pertinent negative of the family history, written 'no' before it
 * under the family: 'no family history of heart disease', 'nobody in my family has had cancer', 'there's no
 * diabetes in the family'. Only where the denial is the family's: 'i don't have diabetes but my family does'
 * denies it of the patient, and a denial of one relative ('my mom never had cancer') says nothing of the rest.
 */
export function familyDenials(facts: ClinicalFacts, text: string, ids: string[]) {
  if (!FAMILY.test(text) || RELATION.test(text)) return;
  for (const c of conditionsIn(text)) {
    if (!isNegated(text, c.index, c.end) || !aboutOthers(text, c.index, 'talk', c.end)) continue;
    addDenial(facts, c.name, ids);
  }
}

/**
 * The conditions a question asked of the family as a whole ('any family history of colon cancer?') that the
 * reply denies ('no, not that i know of'): pertinent negatives of the family history. A question naming one
 * relative ('does your mom have diabetes?') is answered for that relative only, and files nothing here.
 */
export function familyDeniedInReply(facts: ClinicalFacts, question: string, asked: { name: string }[], ids: string[]) {
  if (!FAMILY.test(question) || RELATION.test(question)) return;
  for (const c of asked) addDenial(facts, c.name, ids);
}

const addDenial = (facts: ClinicalFacts, name: string, ids: string[]) =>
  addFound(
    facts.familyHistory,
    { relation: 'family', condition: `no ${name}` },
    ids,
    (v) => `${v.relation}|${v.condition}`,
  );
