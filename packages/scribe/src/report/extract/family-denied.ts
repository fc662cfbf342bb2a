import { regex, oneOf } from '../pattern.js';
import { isNegated } from '../reading/context.js';
import { aboutOthers } from '../reading/subject.js';
import { conditionsIn, type ConditionMention } from './conditions-in.js';
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
export function familyDeniedInReply(facts: ClinicalFacts, question: string, asked: ConditionMention[], ids: string[]) {
  if (!FAMILY.test(question) || RELATION.test(question)) return;
  for (const c of asked.filter((a) => askedWhole(question, a))) addDenial(facts, c.name, ids);
}

/** Words a condition is asked after when nothing narrows it: 'any family history of', 'cancer or', 'with'. */
const PLAIN_BEFORE = regex([oneOf(['^', '\\b(?:of|any|or|and|with|like|has|had|have)', ',']), '\\s*$']);
/** What may follow a condition asked whole: the end, the next one asked, or the family it is asked of. */
const PLAIN_AFTER = regex([
  '^\\s*',
  oneOf(['$', '[?,.]', 'or\\b', 'and\\b', 'in (?:the|your) family', 'that you know', 'runs? in', 'at all', 'either']),
]);

/**
 * A 'no' denies the condition only as it was asked: 'any family history of gi cancer?' 'no' is not 'no cancer',
 * nor is 'heart problems at a young age?' 'no' 'no heart disease'. A narrower question files nothing rather than a
 * broader negative than was said.
 */
const askedWhole = (question: string, c: ConditionMention) =>
  PLAIN_BEFORE.test(question.slice(0, c.index)) && PLAIN_AFTER.test(question.slice(c.end));

const addDenial = (facts: ClinicalFacts, name: string, ids: string[]) =>
  addFound(
    facts.familyHistory,
    { relation: 'family', condition: `no ${name}` },
    ids,
    (v) => `${v.relation}|${v.condition}`,
  );
