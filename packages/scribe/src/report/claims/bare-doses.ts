import { oneOf, regex } from '../pattern.js';
import { NOT_DOSE_UNITS } from './bare-dose-cues.js';

/**
 * Doses said with no unit. Speakers name a tablet's strength by its number alone ('metformin 500 twice
 * a day', 'lisinopril 10', 'metformin 500 din mein do baar'), so a number right after a medicine's name
 * is its dose in milligrams, and so is the number that answers a question about the dose ('what dose of
 * lisinopril?' '10 once a day'). A number that counts or measures something else is none: a span
 * ('2 days', '500 days' is not said), a count of tablets or times, a range of counts ('1 or 2'), a time
 * of day, a year, an age, a blood pressure, a blood sugar.
 */

const NOT_DOSE_AFTER = regex([
  '^',
  oneOf([
    String.raw`\s*(?:or|to|-)\s*\d`,
    String.raw`[/,:]\d`,
    String.raw`\s*%`,
    String.raw`\s*${oneOf(NOT_DOSE_UNITS)}\b`,
  ]),
]);
/** A count of tablets before how often ('aspirin 1 a day', 'tylenol 2 every 6 hours'): one to four is tablets, not milligrams. */
const TABLET_COUNT = /^\s*(?:a|per|each) (?:day|week)\b|^\s*(?:daily|every|once|twice|times)\b/;

/** A release form written between a name and its strength ('metoprolol er 50', 'wellbutrin xl 150'). */
const FORM = /^\s*(?:(?:er|xl|xr|sr|cr|dr|la|hctz)\s+)?/;

/** Whether a bare number can be a tablet's strength: under a thousand, or a large tablet's (metformin 1000); never a year. */
const strength = (n: string) => Number(n) > 0 && (Number(n) < 1000 || ['1000', '1500', '2000'].includes(n));

/** The number said right after a medicine's name with no unit (`rest` is the words after the name), or null. */
export function bareDoseAfter(rest: string): string | null {
  const form = FORM.exec(rest)![0].length;
  const m = /^\s*(\d+(?:\.\d+)?)(?!\.?\d)/.exec(rest.slice(form));
  if (!m) return null;
  const after = rest.slice(form + m[0].length);
  if (NOT_DOSE_AFTER.test(after) || !strength(m[1]!) || (/^[1-4]$/.test(m[1]!) && TABLET_COUNT.test(after)))
    return null;
  return m[1]!;
}

/** Words a reply starts with before the number it gives ('uh i take 10', 'it's the 20'). */
const REPLY_LEAD =
  /^(?:(?:yes|yeah|yep|okay|ok|so|well|i think|i believe|i take|i'm taking|i am taking|i'm on|i am on|it's|it is|its|they're|the|just|only|about|around|like|maybe|probably|haan|ji)[,\s]+)*/;

/**
 * Whether a question asks a medicine's dose: by a word of dose ('what dose?', 'how many milligrams?'),
 * or 'how much' of a medicine it names, of what is taken or of what was just named ('how much lisinopril?', 'how much do you take?', 'how much?');
 * not how often ('how many times a day?') nor how much of anything else ('how much do you drink?').
 */
export function asksDose(question: string, namesDrug: boolean): boolean {
  return (
    /\b(?:dos(?:e|age|ing)|strength|milligrams?)\b/.test(question) ||
    (/\bhow much\b/.test(question) &&
      (namesDrug ||
        /\bhow much (?:do|did|are|were) you (?:take|taking|took|on)\b|\bhow much(?: of (?:it|that|them))?\s*\??$/.test(
          question,
        )))
  );
}

/** The number a reply to a question about the dose starts with, unit or not ('10 once a day', 'i take 20'), or null. */
export function bareDoseReply(reply: string): string | null {
  const rest = reply.slice(REPLY_LEAD.exec(reply)![0].length);
  return /^\d/.test(rest) ? bareDoseAfter(rest) : null;
}
