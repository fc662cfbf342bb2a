import { oneOf, regex, wordsOf } from '../pattern.js';
import { BETWEEN_CONTACT_AND_IF, CHANGES, CONTACT, POINTS_BACK, TELL, WATCH_FOR } from './return-precaution-cues.js';
import { symptomMentions } from './symptom-mentions.js';
import type { ClinicalFacts } from './types.js';

/** How far a condition reaches from its 'if', in characters: one clause. */
const REACH = 80;
/** 'see if that helps', 'check if it healed': a question to answer, not a condition to act on. */
const NOT_A_CONDITION = String.raw`(?<!\b(?:see|check|find out) )`;
/** 'call me if …': the condition said after the contact (m[1]). */
const contactThenIf = (contact: string[]) =>
  regex([
    wordsOf(contact),
    BETWEEN_CONTACT_AND_IF,
    String.raw`,? ${NOT_A_CONDITION}(?:if|should) ([^.?!]{0,${REACH}})`,
  ]);
/** 'if it gets worse, give us a call': the condition (m[1]) said before the contact. */
const ifThenContact = (contact: string[]) =>
  regex([
    String.raw`${NOT_A_CONDITION}\bif ([^.?!]{0,${REACH}}?),? (?:then )?(?:just |please |you can |you should |definitely )*`,
    oneOf(contact),
    String.raw`\b`,
  ]);
const SEEK = [contactThenIf(CONTACT), ifThenContact(CONTACT)];
const TOLD = [contactThenIf(TELL), ifThenContact(TELL)];
const CHANGE_RES = CHANGES.map((c) => ({ re: new RegExp(c.cue), written: c.written }));
/** The list a 'watch out for …' names (m[1]), up to the end of its clause. */
const WATCHED_LIST = regex([wordsOf(WATCH_FOR), String.raw` ([^.?!]{1,${REACH}}?)(?=,? if\b|[.?!]|$)`], 'g');
const POINTS_BACK_RE = new RegExp(POINTS_BACK);
/** Where a condition ends: the next clause ('… if it gets worse and we'll see you in two weeks'). */
const CLAUSE_END = /\b(?:and (?:i|we)|so (?:i|we)|okay|alright|but)\b/;

/** The changes a condition names, as a note writes them ('if it gets worse' → 'worsening symptoms'). */
function changesNamed(clause: string): string[] {
  return CHANGE_RES.flatMap((c) => {
    const m = c.re.exec(clause);
    return m ? [c.written.replace(/\$(\d)/g, (_, n: string) => m[Number(n)] ?? '')] : [];
  });
}

const symptomsNamed = (clause: string) =>
  symptomMentions(clause)
    .filter((m) => !m.negated)
    .map((m) => m.term.name);

/** The symptoms of the last 'watch out for …' list said before a condition, or none. */
function lastWatched(before: string): string[] {
  const lists = [...before.matchAll(WATCHED_LIST)];
  return lists.length > 0 ? symptomsNamed(lists[lists.length - 1]![1]!) : [];
}

/**
 * The changes and, with `symptoms`, the symptoms a condition names, as a note writes them. A condition that
 * names none and points back ('if you get any of those') takes the symptoms of the list to watch for said
 * before it, in `before`.
 */
function named(condition: string, symptoms: boolean, before: string): string[] {
  const clause = condition.split(CLAUSE_END)[0]!;
  if (!symptoms) return changesNamed(clause);
  const watched = symptomsNamed(clause);
  const pointed = watched.length === 0 && POINTS_BACK_RE.test(clause) ? lastWatched(before) : [];
  return [...changesNamed(clause), ...watched, ...pointed];
}

/**
 * What a clinician's statement tells the patient to seek care for ('call me if you get a fever'), or none;
 * to tell the clinician of ('let me know if it gets worse'), only a change. `earlier` is what was said just
 * before, where a list to watch for may have been named.
 */
export function precautionsIn(text: string, earlier = ''): string[] {
  const conditions = (patterns: RegExp[], symptoms: boolean) =>
    patterns.flatMap((re) => {
      const m = re.exec(text);
      const condition = m?.[1];
      return condition
        ? named(condition, symptoms, `${earlier}. ${text.slice(0, m!.index + m![0].indexOf(condition))}`)
        : [];
    });
  return [...new Set([...conditions(SEEK, true), ...conditions(TOLD, false)])];
}

/**
 * The plan's return precautions, one line from all the statements that give them ('Return precautions
 * given: seek care if worsening symptoms or fever'): the changes and symptoms named, never the words said; 'if' keeps a symptom named there one
 * to watch for, not one the patient has.
 */
export function addPrecautions(facts: ClinicalFacts, given: { said: string[]; ids: string[] }[]) {
  const said = [...new Set(given.flatMap((g) => g.said))];
  if (said.length === 0) return;
  const ids = [...new Set(given.filter((g) => g.said.length > 0).flatMap((g) => g.ids))];
  const listed = said.length < 2 ? said[0]! : `${said.slice(0, -1).join(', ')} or ${said[said.length - 1]!}`;
  facts.lifestyle.push({ value: `Return precautions given: seek care if ${listed}`, segmentIds: ids });
}
