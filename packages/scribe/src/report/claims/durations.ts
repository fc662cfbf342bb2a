// How long: spans said in words, digits or note shorthand, in days; whether a span says how long something lasted; spans written back in words.
import { oneOf, regex, wordsOf } from '../pattern.js';
import { RELATIVES } from './duration-cues.js';

const UNIT_DAYS: Record<string, number> = {
  minute: 1 / 1440,
  hour: 1 / 24,
  day: 1,
  night: 1,
  week: 7,
  fortnight: 14,
  month: 30,
  year: 365,
  decade: 3650,
};
const AMOUNT: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  'a few': 3,
  few: 3,
  'a couple of': 2,
  'a couple': 2,
  couple: 2,
  'couple of': 2,
  several: 3,
};

/** 'N days', 'a week', 'a fortnight', 'a decade', 'x2 weeks', '3/7' (days), '2/52' (weeks), '6/12' (months) → spans in days, with where each stands. */
export function spansIn(text: string): { days: number; index: number; text: string }[] {
  const out: { days: number; index: number; text: string }[] = [];
  const re =
    /\b(\d+(?:\.\d+)?|an?|one|a few|few|a couple(?: of)?|couple(?: of)?|several)(?:\s*(?:-|to)\s*(\d+))?\s+(minute|hour|day|night|week|fortnight|month|year|decade)s?\b/g;
  for (const m of text.matchAll(re)) {
    const n = AMOUNT[m[1]!] ?? Number(m[1]);
    const hi = m[2] ? Number(m[2]) : null;
    out.push({ days: n * UNIT_DAYS[m[3]!]!, index: m.index, text: m[0] });
    if (hi !== null) out.push({ days: hi * UNIT_DAYS[m[3]!]!, index: m.index, text: m[0] });
  }
  // Notes write a span as times so many: 'cough x2 weeks' (with a space, 'x 2 weeks' is read above).
  for (const m of text.matchAll(/\bx(\d+(?:\.\d+)?)\s*(minute|hour|day|night|week|month|year)s?\b/g))
    out.push({ days: Number(m[1]) * UNIT_DAYS[m[2]!]!, index: m.index, text: m[0] });
  for (const m of text.matchAll(/\b(\d{1,2})\/(7|52|12)\b(?!\/)/g)) {
    const unit = m[2] === '7' ? 1 : m[2] === '52' ? 7 : 30;
    out.push({ days: Number(m[1]) * unit, index: m.index, text: m[0] });
  }
  return out;
}

/** 'her mother is about …', 'my dad turned …': the age that follows is a relative's. */
const RELATIVE_IS = String.raw`${wordsOf(RELATIVES)}[^,.;]{0,24}?\b(?:is|was|'s|turned|turns|aged?|at)\s+(?:about\s+|around\s+|almost\s+|nearly\s+)?$`;
/** 'died at …', 'diagnosed at the age of …': the age of an event, not the patient's. */
const EVENT_AT = String.raw`\b(?:died|passed away|passed|diagnosed)\s+(?:at|aged?)\s+(?:the age of\s+)?(?:about\s+)?$`;
const RELATIVE_AGE = regex([oneOf([RELATIVE_IS, EVENT_AT])]);

/** '54 years old' is an age and 'once a day' a frequency: neither says how long something lasted. */
export function isDuration(text: string, span: { index: number; text: string }): boolean {
  const before = text.slice(Math.max(0, span.index - 12), span.index);
  const after = text.slice(span.index + span.text.length);
  // 'a day' is a span only after 'for', 'over', 'past'… ('half a pack a day' and 'the course of a day' are not); 'a couple days ago' always is.
  const amount = /^(?:an?|one) (?:minute|hour|day|night|week|fortnight|month|year|decade)/.test(span.text);
  // 'A year ago', 'a year before my diagnosis', 'born a week early' measure back from a point: a span too.
  const measured = /^\s*(?:ago|before|prior|earlier|later|early|late)\b/.test(after);
  if (
    amount &&
    !measured &&
    !/\b(for|over|past|last|about|almost|nearly|in|within|than|whole|around|another|just)\s+$/.test(before)
  )
    return false;
  // 'Walking at about a year' names an age, not how long something lasted (a number there, 'at 11 months', must still be one said).
  if (amount && /\bat\s+(?:about\s+|around\s+|approximately\s+)?$/.test(before)) return false;
  // A relative's age ('my mother is 80 years', 'died at 65 years') is no span of illness.
  if (RELATIVE_AGE.test(text.slice(Math.max(0, span.index - 40), span.index))) return false;
  // 'twice a day', 'every 3 months' and a prescription's 'q 6 hours' are frequencies; 'twice 3 months' claims a span.
  // 'Two or three times in a week' says how often too.
  const frequency = amount
    ? /\b(once|twice|times|per|every|days?|age|aged)\s+(?:in\s+)?$/
    : /\b(per|every|q|days?|age|aged)\s+$/;
  // '1 day a week', '3 days per month' say how often, not how long.
  if (/^\s*(?:a|per|each|every) (?:week|month|year)\b/.test(after)) return false;
  return !/^(?:[- ]old\b| of age\b)/.test(after) && !frequency.test(before);
}

const LAST: Record<string, number> = { night: 1, week: 7, month: 30, year: 365 };

/**
 * Spans speech gives as a point in the past ('last week', 'yesterday'), `point` for 'a week ago' in a
 * report, or as the span up to now: 'the past month', 'this past month', 'the last month or so' last a
 * month ('it's only been this past month'), 'since last week' a week and 'since yesterday' a day, and
 * so does an age in days, weeks or months: 'a 5 month old baby' was born 5 months ago, 'the cut is 2
 * weeks old' has been there 2 weeks.
 */
export function relativeSpansIn(text: string): { days: number; index: number; text: string; point: boolean }[] {
  const out: { days: number; index: number; text: string; point: boolean }[] = [];
  for (const m of text.matchAll(/\b(?:last|past) (night|week|month|year)\b|\byesterday\b/g)) {
    const since = /\bsince\s+$/.test(text.slice(Math.max(0, m.index - 7), m.index));
    out.push({
      days: m[1] ? LAST[m[1]]! : 1,
      index: m.index,
      text: m[0],
      point: !since && (m[1] === 'night' || !/\b(?:the|this)\s+$/.test(text.slice(Math.max(0, m.index - 6), m.index))),
    });
  }
  for (const m of text.matchAll(/\b(\d+)[- ](day|week|month)s?[- ]old\b/g))
    out.push({ days: Number(m[1]) * UNIT_DAYS[m[2]!]!, index: m.index, text: m[0], point: false });
  return out;
}

/** Whole months or half years: spans counted in months and years, which convert exactly (18 months = 1.5 years). */
const calendar = (d: number) => d >= 30 && [30, 182.5].some((u) => Math.abs(d / u - Math.round(d / u)) < 0.01);

/**
 * Two spans in days are the same claim when they name the same time (7 days = a week, 4 weeks ≈ a
 * month). Months and years convert exactly, so between them only a rounding is allowed: 23 months is
 * not '2 years', nor 65 years '60 years'.
 */
export function sameSpan(a: number, b: number): boolean {
  const slack = calendar(a) && calendar(b) ? 0.02 : 0.08;
  return Math.abs(a - b) <= Math.max(0.01, slack * Math.max(a, b));
}

export function daysWords(days: number): string {
  if (days >= 365 && days % 365 === 0) return `${days / 365} year${days === 365 ? '' : 's'}`;
  if (days >= 30 && days % 30 === 0) return `${days / 30} month${days === 30 ? '' : 's'}`;
  if (days >= 7 && days % 7 === 0) return `${days / 7} week${days === 7 ? '' : 's'}`;
  if (days >= 1) return `${days} day${days === 1 ? '' : 's'}`;
  return `${Math.round(days * 24)} hours`;
}
