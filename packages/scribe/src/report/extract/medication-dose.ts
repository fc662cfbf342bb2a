import { capture, oneOf, regex, wordsOf } from '../pattern.js';
import { BODY_PARTS, BODY_SIDES } from '../vocabulary/body-parts.js';
import { AS_NEEDED } from './medication-cues.js';
import { portionNear } from './dose-portions.js';
import { dosesByDay, occasionNear } from './dose-occasions.js';

/**
 * A dose with its unit, captured. Thousands are written with a comma ('1,500 mg'); one said as a word ('50
 * thousand units', 'a thousand milligrams') or with a space ('1 000 milligrams') the normaliser has already
 * written in digits (spans.ts, numbers.ts), and '2 500 mg tablets' is two tablets, not 2500 mg. A decimal
 * keeps its digits: 'point 5 mg' is 0.5 mg, and '1.2 5 mg' (one point two five, its digits said one by one) is 1.25 mg.
 */
export const NUMBER = oneOf([
  String.raw`\d{1,3}(?:,\d{3})+`,
  String.raw`(?:\d+\.\d+|point \d+)(?: \d\b)*`,
  String.raw`\d+`,
]);
export const UNIT = 'mg|milligrams?|mcg|micrograms?|units?|ml|milliliters?|grams?|puffs?|tablets?|pills?|iu';
const AMOUNT = String.raw`(${NUMBER})\s*(${UNIT})`;
const DOSE = regex([String.raw`\b`, AMOUNT, String.raw`\b`]);
/** A strength said before the drug's name: 'a 21 mg nicotine patch', '10 milligrams of norvasc'. */
const DOSE_BEFORE = regex([String.raw`\b`, AMOUNT, String.raw`\s+(?:of\s+(?:the\s+|your\s+)?)?$`]);
/**
 * How many tablets are taken at once, said right before the drug ('take 2 tylenol 500 mg') or right before
 * a strength said in tablets ('tylenol, 2 500 mg tablets'): the dose is that many of the strength, written
 * '2 x 500 mg' as said, never one tablet's strength alone.
 */
const TABLETS = '[2-4]';
const COUNT_BEFORE_DRUG = regex([String.raw`\b(${TABLETS})\s+(?:of\s+(?:the\s+|your\s+)?)?$`]);
const COUNT_BEFORE_STRENGTH = regex([String.raw`\b(${TABLETS})\s+$`]);
const IN_TABLETS = /^\s*(?:tablets?|pills?|capsules?)\b/;
/** A strength, which a count of tablets multiplies; not a count itself ('2 puffs', '10 units'). */
const STRENGTH = /^(?:mg|milligrams?|mcg|micrograms?|grams?)$/;

/** How often, as a count: 'twice a day', '3 times per week', 'once daily'. */
const TIMES = ['once', 'twice', 'three times', 'four times', '1 time', '2 times', '3 times', '4 times'];
/** How often, as a word, captured (m[1]): 'daily', 'at bedtime', 'as needed', 'every 6 hours', 'bid'. */
const SCHEDULE = capture([
  'daily',
  'nightly',
  'at night',
  'at bedtime',
  'every morning',
  'in the morning',
  String.raw`every \d+(?: to \d+)? hours`,
  String.raw`(?:on|every) (?:mon|tues|wednes|thurs|fri|satur|sun)days?`,
  'weekly',
  'bid',
  'tid',
  'qid',
  ...AS_NEEDED,
]);
const FREQUENCY = regex([
  oneOf([
    String.raw`\b${oneOf(TIMES)}\s+(?:(?:a|per|each)\s+(?:day|week|night)|daily|weekly|nightly)`,
    String.raw`\b${SCHEDULE}\b`,
  ]),
]);
/**
 * A strength said without its unit, right after the drug (or the 'to' of a change) and right before how
 * often: 'metformin 500 twice a day', 'increase it (up) to 1000 twice a day'. Written as said, with no unit
 * guessed; a number not followed by how often ('lisinopril 20 years ago') is not read as one.
 */
const BARE_DOSE = regex([
  String.raw`^\s*(?:(?:up\s+|down\s+)?to\s+)?(\d{2,4}(?:\.\d+)?)\s+(?=`,
  oneOf([String.raw`${oneOf(TIMES)}\s+(?:(?:a|per|each)\s+(?:day|week|night)|daily|weekly|nightly)`, SCHEDULE]),
  String.raw`\b)`,
]);
/** 'a day' right after a dose: '40 milligrams a day' is taken daily. */
const A_DAY = /^\s*(?:a|per|each) day\b/;
/** 'as needed' right after the schedule: 'twice a day as needed' is taken only when needed. */
const THEN_AS_NEEDED = regex([String.raw`^\s*(?:only\s+)?`, wordsOf(AS_NEEDED)]);
/** Taken when needed, in any of its words ('prn', 'sos', 'when you need it'): written 'as needed'. */
const PRN = regex(['^', oneOf(AS_NEEDED), '$']);
/** A hesitation said inside a schedule: 'every uh 6 hours'. */
const FILLER = /\b(?:uh+|um+|er+)\b\s*/g;
/** A schedule said right after 'as needed' ('as needed every 6 hours'), captured (m[1]). */
const SCHEDULE_NEXT = regex([String.raw`^,?\s+`, capture([FREQUENCY.source]), String.raw`\b`]);
const INDICATION =
  /\bfor (?:my |your |his |her |the |their )?([a-z][a-z' -]{2,30}?)(?=[,.?!]|$|\s(?:and|but|which|that|so|because|every|once|twice|daily)\b)/;

/**
 * A topical or inhaled medicine's strength as a percent, with its form, said right after it: 'clobetasol
 * 0.05 percent solution', 'a 1% cream'. Its strength, form and where it goes belong with the line, as a
 * prescription reads ('0.05% solution twice daily to the affected areas of the scalp').
 */
const PERCENT =
  /^[^.?!]{0,20}?(?<![\d.]\s?)\b((?:\d+ )*\d*\.?\d+)\s*(?:%|percent)(?:\s+(solution|cream|ointment|gel|lotion|foam|shampoo|drops|spray))?/;
/**
 * A strength whose digits speech recognition wrote apart, the 'point' lost: a lone zero first can only be
 * a decimal ('triamcinolone 0 1 percent' is 0.1%, never 1%); other digits said apart ('2 5 percent': 2.5%
 * or 25%?) give no strength, so the drug is written without one.
 */
const LOST_POINT = /^0 (\d+)$/;
function strengthOf(said: string): string | null {
  if (!said.includes(' ')) return said;
  const decimal = LOST_POINT.exec(said);
  return decimal ? `0.${decimal[1]}` : null;
}
/** Where a topical medicine goes: 'on the affected areas of your scalp', 'to the rash'. */
const APPLIED_TO =
  /\b(?:on|to) (?:the )+(affected (?:areas?|skin|spots?)|rash|patches|plaques)(?: (of|on) (?:your|the|her|his) ([a-z]+))?/;
/** How far after a topical medicine its schedule and site are read: one instruction. */
const TOPICAL_REACH = 100;

/** A topical medicine's strength, form, schedule and site, as one prescription line; null when no percent strength is said. */
function topicalNear(after: string): string | null {
  const strength = PERCENT.exec(after);
  const percent = strength ? strengthOf(strength[1]!) : null;
  if (!strength || !percent) return null;
  const rest = after.slice(strength[0].length, strength[0].length + TOPICAL_REACH);
  const often = frequencyNear(rest);
  const site = APPLIED_TO.exec(rest);
  const applied = site ? `to the ${site[1]}${site[3] ? ` ${site[2]} the ${site[3]}` : ''}` : null;
  return [`${percent}%`, strength[2], often, applied].filter(Boolean).join(' ');
}

export const unit = (u: string) => u.replace(/^milligrams?$/, 'mg').replace(/^micrograms?$/, 'mcg');

/** A dose's number as written: '50000' → '50,000', 'point 5' → '0.5', '1.2 5' → '1.25'. */
export function amount(said: string): string {
  const n = said.replace(/^point /, '0.').replace(/,/g, '');
  if (/\./.test(n)) return n.replace(/ /g, '');
  const whole = n.replace(/ /g, '');
  return whole.length > 4 ? Number(whole).toLocaleString('en-US') : whole;
}

/** The count of tablets said with a strength after the drug: before the drug's name, or before the strength in tablets. */
function tabletsOf(window: string, dose: RegExpExecArray, before: string): string | null {
  const beforeDrug = COUNT_BEFORE_DRUG.exec(before);
  if (beforeDrug) return beforeDrug[1]!;
  const beforeStrength = COUNT_BEFORE_STRENGTH.exec(window.slice(0, dose.index));
  return beforeStrength && IN_TABLETS.test(window.slice(dose.index + dose[0].length)) ? beforeStrength[1]! : null;
}

/**
 * Dose and frequency said after a drug ('lisinopril 20 mg daily'), or its strength said just before the
 * name ('a 21 mg nicotine patch'); 'as needed' after the schedule is kept with it.
 */
export function dosageNear(after: string, before = ''): string | null {
  const topical = topicalNear(after);
  if (topical) return topical;
  // Two doses by the day ('5 mg on the days i work out, otherwise 2.5 mg'): both with their days, or none
  // when their days are not both said, never one of them alone.
  const byDay = dosesByDay(after);
  if (byDay === 'none') return null;
  if (byDay) return byDay.map((d) => `${amount(d.amount)} ${unit(d.unit)} ${d.days}`).join(' and ');
  const window = after.slice(0, 60);
  const doseAfter = DOSE.exec(window);
  const dose = doseAfter ?? DOSE_BEFORE.exec(before);
  const often = frequencyNear(after);
  const daily = !often && doseAfter && A_DAY.test(window.slice(doseAfter.index + doseAfter[0].length));
  const bare = dose ? null : BARE_DOSE.exec(window);
  const count = doseAfter && STRENGTH.test(doseAfter[2]!) ? tabletsOf(window, doseAfter, before) : null;
  // A part of a tablet ('half a pill, the 5 mg one'): the strength is the tablet's, written with the part taken.
  const portion = !count && (!dose || STRENGTH.test(dose[2]!)) ? portionNear(window, before) : null;
  const strength = dose ? `${count ? `${count} x ` : ''}${amount(dose[1]!)} ${unit(dose[2]!)}` : (bare?.[1] ?? null);
  const parts = [
    portion ? [strength, portion].filter(Boolean).join(', ') : strength,
    often ?? (daily ? 'daily' : null),
    occasionNear(window),
  ];
  const text = parts.filter(Boolean).join(' ');
  return text || null;
}

/**
 * How often a drug is taken, said in the words after it ('twice a day', 'every 6 hours as needed'); 'as
 * needed' after the schedule is kept with it, and a schedule said after 'as needed' ('as needed every 6
 * hours') is written first, as a prescription reads; a filler inside is no word of it ('every uh 6 hours').
 * Null when not said.
 */
export function frequencyNear(said: string): string | null {
  const after = said.replace(FILLER, '');
  const window = after.slice(0, 60);
  const freq = FREQUENCY.exec(window);
  if (!freq) return null;
  const rest = window.slice(freq.index + freq[0].length);
  const whenNeeded = PRN.test(freq[0]);
  const schedule = whenNeeded ? SCHEDULE_NEXT.exec(rest) : null;
  if (schedule) return `${schedule[1]} as needed`;
  if (whenNeeded) return 'as needed';
  const prn = THEN_AS_NEEDED.test(after.slice(freq.index + freq[0].length));
  return `${freq[0]}${prn ? ' as needed' : ''}`;
}

/**
 * How often, said of the drugs just named as one ('… and 2 ibuprofen 200 mg tablets and i want you to take
 * that 3 times a day'): read after 'take that', 'take them', 'take both' in the words after the last of
 * them, up to the next drug; null when not said so.
 */
const OF_THEM = /^[^.?!]{0,80}?\btake (?:that|them|those|these|both|all)(?: of them| together)?\s+/;
export function scheduleOfList(after: string): string | null {
  const them = OF_THEM.exec(after);
  return them ? frequencyNear(after.slice(them[0].length)) : null;
}

/** A dose written with how often it is taken, when it was said only for the list it is in: '2 x 500 mg' → '2 x 500 mg 3 times a day'. */
export function withSchedule(dosage: string | null, schedule: string | null): string | null {
  if (!schedule || (dosage && frequencyNear(dosage))) return dosage;
  return dosage ? `${dosage} ${schedule}` : schedule;
}

/**
 * What a medicine taken when needed is for, said right after the words of it ('as needed for pain', 'prn
 * for nausea', 'when you need it for the pain'), captured (m[1]): up to a pause or the next clause, which
 * in recognised speech often opens on a pronoun ('… as needed for pain i know you said …').
 */
const CLAUSE_OPENS = [
  'and',
  'but',
  'or',
  'so',
  'because',
  'if',
  'i',
  'you',
  'we',
  'it',
  'that',
  'then',
  'okay',
  'um',
  'uh',
];
const NEEDED_FOR = regex([
  wordsOf(AS_NEEDED),
  String.raw`\s+for (?:the |your |my |his |her )?([a-z]+(?: [a-z]+){0,3}?)`,
  String.raw`(?=[,.?!]|$|\s`,
  wordsOf(CLAUSE_OPENS),
  ')',
]);
/**
 * A place said as what the medicine is for ('as needed for your left knee', 'for the knee'): the complaint
 * is not named, so the line keeps 'as needed' alone and carries no side on a guess.
 */
const A_PLACE = regex([
  '^',
  `(?:${oneOf([...BODY_SIDES, 'both'])} )?`,
  oneOf(BODY_PARTS.flatMap(([, said]) => said)),
  '$',
]);
export function neededFor(after: string): string | null {
  const what = NEEDED_FOR.exec(after)?.[1] ?? null;
  return what && !A_PLACE.test(what) ? what : null;
}

/** How far after a drug what it is for is read, to the end of the word there: never 'shortness of br'. */
const INDICATION_REACH = 60;

export function indicationNear(after: string): string | null {
  const wordEnd = /^\S*/.exec(after.slice(INDICATION_REACH))![0];
  const m = INDICATION.exec(after.slice(0, INDICATION_REACH) + wordEnd);
  const v = m?.[1]?.trim();
  return v && !/^(a|the|\d+|about|now|years?|months?|weeks?|days?)\b/.test(v) ? v : null;
}
