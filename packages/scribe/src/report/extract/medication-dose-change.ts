import { NOT_DOSE_UNITS } from '../claims/dose-role-cues.js';
import { THE_DRUG_SAID } from './medication-of-it-cues.js';
import { oneOf, regex } from '../pattern.js';
import { amount, NUMBER, UNIT, unit } from './medication-dose.js';

/*
 * The doses of a change as said: a dose put right at once, the dose a change starts from and the one it goes
 * to, with or without its unit. The medicine readers read a change's doses with these.
 */

/**
 * A dose put right at once ('around 5000 units on sundays … or 50 000 units on sundays, excuse me'): the
 * words from the correction on, where the dose meant is said; null when no correction is said.
 */
const CORRECTED = regex([
  String.raw`\bor\s+(?=`,
  NUMBER,
  String.raw`\s*(?:${UNIT})\b[^.?!]{0,40}?\b(?:excuse me|sorry|i mean|rather)\b)`,
]);
export function correctedDose(text: string): string | null {
  const m = CORRECTED.exec(text);
  return m ? text.slice(m.index + m[0].length) : null;
}

/**
 * A change said from one dose to another ('from 20 milligrams to 40 milligrams'): the new dose follows
 * 'to'; the old one, its number and any unit, captured (m[1], m[2]).
 */
const FROM_DOSE_TO = regex([String.raw`\bfrom\s+(\d+(?:\.\d+)?)(?:\s*([a-z]+))?\s+(?:up\s+|down\s+)?to\s+(?=\d)`]);

/** The words after a change's old dose, where its new dose is said; all of them when no old dose is said. */
export function afterOldDose(after: string): string {
  const m = FROM_DOSE_TO.exec(after.slice(0, 60));
  return m ? after.slice(m.index + m[0].length) : after;
}

/**
 * The new dose of a change said without its unit, right after its 'to' ('stop the lisinopril 10 and
 * increase to 20', 'bump up the lisinopril to 20'), written as said: the number a change goes to is its
 * dose (after 'from 10 to', the words start on it). Not a time, a count or a measure ('increase it to 3
 * times a day', 'to 20 percent'), nor a single digit, as often a count of tablets as a dose ('to 3 a day').
 */
const BARE_TARGET = regex([
  String.raw`^(?:\s*(?:(?:up|down)\s+)?to\s+(?:about\s+|around\s+)?)?(\d{2,4}(?:\.\d+)?)\b(?!\.\d|\s*`,
  oneOf(NOT_DOSE_UNITS),
  ')',
]);
export const bareTarget = (told: string): string | null => BARE_TARGET.exec(told)?.[1] ?? null;

/**
 * The dose a change starts from, said with it ('increase it from 50 milligrams to 100 milligrams' → '50
 * mg'); null when none is said, or when the word after its number is no unit of a dose.
 */
const DOSE_UNIT = regex(['^(?:', UNIT, ')$']);
export function oldDoseSaid(after: string): string | null {
  const m = FROM_DOSE_TO.exec(after.slice(0, 60));
  if (!m) return null;
  if (!m[2]) return amount(m[1]!);
  return DOSE_UNIT.test(m[2]) ? `${amount(m[1]!)} ${unit(m[2])}` : null;
}

/**
 * The dose a change goes to: the dose said with its unit ('increase to 40 mg'), or the new dose's number
 * said without one, with how often when said after it ('bump it up to 1000 twice a day' → '1000 twice a
 * day'), never how often alone, which would lose the dose. The words meaning the drug may come first
 * ('increase it to 40').
 */
const IT_FIRST = regex(['^\\s*', oneOf(THE_DRUG_SAID), '\\b']);
export function changedTo(said: string | null, told: string): string | null {
  const bare = bareTarget(told.replace(IT_FIRST, ''));
  if (!bare || (said && /^\d/.test(said))) return said ?? bare;
  return said ? `${bare} ${said}` : bare;
}
