import { namesKindOf } from '../reading/condition-kinds.js';
import { speaksOfSelf } from '../reading/subject.js';
import type { Found } from './types.js';
import type { Utterance } from './utterances.js';

/** The relatives a history names, each by the word a note files them under. */
export const RELATIONS: Record<string, string> = {
  mother: 'mother',
  mom: 'mother',
  father: 'father',
  dad: 'father',
  brother: 'brother',
  sister: 'sister',
  grandmother: 'grandmother',
  grandma: 'grandmother',
  grandfather: 'grandfather',
  grandpa: 'grandfather',
  aunt: 'aunt',
  uncle: 'uncle',
  parents: 'parents',
  son: 'son',
  daughter: 'daughter',
  siblings: 'siblings',
  brothers: 'brothers',
  sisters: 'sisters',
};
/** A relative named. */
export const RELATION = new RegExp(`\\b(${Object.keys(RELATIONS).join('|')})\\b`);

/** A question about the family's conditions ('what runs in your family?'), whoever the labels say asked it. */
const FAMILY_ASKED = /\b(?:family|run in|runs in)\b/;

/**
 * Whether `u` goes on the same speaker's reply just before it by naming another relative, and not the speaker
 * ('any family history?' | 'my aunt had a stroke' | 'my uncle had heart issues'): it answers what that reply
 * answers. 'And I have asthma' speaks of the speaker, and answers for them.
 */
const goesOnNamingKin = (before: Utterance, u: Utterance) =>
  !before.question &&
  !u.question &&
  before.seg.role === u.seg.role &&
  u.at - before.at <= 1 &&
  RELATION.test(u.text) &&
  !speaksOfSelf(u.text);

/**
 * Whether an utterance opens the reply to a question about the family: what it names is the family's, not the
 * patient's ('what conditions run in your family?' | 'i have high blood pressure diabetes and depression'). The
 * history files it under the family; the symptom reader takes no symptom of the patient's from it. A question
 * naming one relative ('does your mother have diabetes?') asks about the family for the history, but the symptom
 * reader leaves it out (`byRelative` false): a companion is often asked so of the patient ('tell me about your son').
 */
export function answersFamily(all: Utterance[], i: number, byRelative = true): boolean {
  const u = all[i]!;
  const asked = all[i - 1];
  if (asked && goesOnNamingKin(asked, u)) return answersFamily(all, i - 1, byRelative);
  if (!asked?.question || asked.at === u.at || u.at - asked.at > 2) return false;
  return FAMILY_ASKED.test(asked.text) || (byRelative && RELATION.test(asked.text));
}

/**
 * The family's conditions without a vague repeat: 'skin cancer runs in my family' filed under the family is
 * dropped when a relative is named with the same condition or a kind of it ('mother: melanoma'), which says
 * more. A family entry no relative's entry covers stays.
 */
export function withoutVagueFamily<T extends Found<{ relation: string; condition: string }>>(entries: T[]): T[] {
  const bound = entries.filter((e) => e.value.relation !== 'family');
  return entries.filter(
    (e) => e.value.relation !== 'family' || !bound.some((b) => namesKindOf(e.value.condition, b.value.condition)),
  );
}
