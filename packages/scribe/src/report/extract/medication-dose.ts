import { capture, oneOf, regex, wordsOf } from '../pattern.js';
import { AS_NEEDED } from './medication-cues.js';

/**
 * A dose with its unit, captured. Thousands are written with a comma ('1,500 mg') or, in recognised speech,
 * a space before round thousands ('1 000 milligrams'); '2 500 mg tablets' is two tablets, not 2500 mg.
 */
const AMOUNT = String.raw`(\d{1,2}(?:,\d{3}| 000)|\d+(?:\.\d+)?)\s*(mg|milligrams?|mcg|micrograms?|units?|ml|milliliters?|grams?|puffs?|tablets?|pills?|iu)`;
const DOSE = regex([String.raw`\b`, AMOUNT, String.raw`\b`]);
/** A strength said before the drug's name: 'a 21 mg nicotine patch', 'the 40 milligram lisinopril'. */
const DOSE_BEFORE = regex([String.raw`\b`, AMOUNT, String.raw`\s+$`]);
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
  'bid',
  'tid',
  'qid',
  'as needed',
  'prn',
]);
const FREQUENCY = regex([
  oneOf([
    String.raw`\b${oneOf(TIMES)}\s+(?:(?:a|per|each)\s+(?:day|week|night)|daily|weekly|nightly)`,
    String.raw`\b${SCHEDULE}\b`,
  ]),
]);
/** 'a day' right after a dose: '40 milligrams a day' is taken daily. */
const A_DAY = /^\s*(?:a|per|each) day\b/;
/** 'as needed' right after the schedule: 'twice a day as needed' is taken only when needed. */
const THEN_AS_NEEDED = regex([String.raw`^\s*(?:only\s+)?`, wordsOf(AS_NEEDED)]);
const PRN = /^(?:as needed|prn)$/;
const INDICATION =
  /\bfor (?:my |your |his |her |the |their )?([a-z][a-z' -]{2,30}?)(?=[,.?!]|$|\s(?:and|but|which|that|so|because|every|once|twice|daily)\b)/;

const unit = (u: string) => u.replace(/^milligrams?$/, 'mg').replace(/^micrograms?$/, 'mcg');

/**
 * Dose and frequency said after a drug ('lisinopril 20 mg daily'), or its strength said just before the
 * name ('a 21 mg nicotine patch'); 'as needed' after the schedule is kept with it.
 */
export function dosageNear(after: string, before = ''): string | null {
  const window = after.slice(0, 60);
  const doseAfter = DOSE.exec(window);
  const dose = doseAfter ?? DOSE_BEFORE.exec(before);
  const freq = FREQUENCY.exec(window);
  const daily = !freq && doseAfter && A_DAY.test(window.slice(doseAfter.index + doseAfter[0].length));
  const prn = freq && !PRN.test(freq[0]) && THEN_AS_NEEDED.test(after.slice(freq.index + freq[0].length));
  const parts = [
    dose ? `${dose[1]!.replace(/[ ,]/g, '')} ${unit(dose[2]!)}` : null,
    freq ? `${freq[0]}${prn ? ' as needed' : ''}` : daily ? 'daily' : null,
  ];
  const text = parts.filter(Boolean).join(' ');
  return text || null;
}

/** A change said from one dose to another ('from 20 milligrams to 40 milligrams'): the new dose follows 'to'. */
const FROM_DOSE_TO = regex([String.raw`\bfrom\s+\d+(?:\.\d+)?(?:\s*[a-z]+)?\s+(?:up\s+|down\s+)?to\s+(?=\d)`]);

/** The words after a change's old dose, where its new dose is said; all of them when no old dose is said. */
export function afterOldDose(after: string): string {
  const m = FROM_DOSE_TO.exec(after.slice(0, 60));
  return m ? after.slice(m.index + m[0].length) : after;
}

export function indicationNear(after: string): string | null {
  const m = INDICATION.exec(after.slice(0, 60));
  const v = m?.[1]?.trim();
  return v && !/^(a|the|\d+|about|now|years?|months?|weeks?|days?)\b/.test(v) ? v : null;
}
