// How often a medicine is taken, as speech and notes say it, and written back in words.
import { oneOf, regex } from '../pattern.js';
import { hindiSchedule } from './drug-shorthand.js';

/** Words after a dose that count or time it ('20 mg twice a week'), so the dose is not 'a week' alone. */
const COUNTING = ['times', 'twice', 'once', 'thrice', 'a', 'per', 'each', 'every', 'daily', 'day'];
/** Once a week: 'once a week', 'weekly', '25 mg a week', '20 mg of it per week'. */
const ONCE_A_WEEK = [
  String.raw`\b(once|one time|1 time) (?:a|per|each) week\b`,
  String.raw`(?<!twice |times )\bweekly\b`,
  String.raw`\b(?:mg|mcg|milligrams?|units?)(?: (?!${oneOf(COUNTING)}\b)[a-z]+){0,3} (?:a|per|each) week\b`,
];
/** Once a day: 'once daily', 'nightly', 'at bedtime', 'every morning', 'qd', 'qhs', 'a day' after no count or dose. */
const ONCE_A_DAY = [
  String.raw`\b(once|one time|1 time) (?:a |per |each )?(?:day|daily)\b`,
  String.raw`(?<!times |twice )\bdaily\b`,
  String.raw`\bnightly\b`,
  String.raw`\bat (?:night|bedtime)\b`,
  String.raw`\bevery ?(?:day|morning|night|evening)\b`,
  String.raw`\bqd\b`,
  String.raw`\bqhs\b`,
  String.raw`(?<!times |twice |mg |mcg |milligrams? |units? )\ba day\b`,
];
const FREQUENCIES: [RegExp, number | 'prn'][] = [
  [/\b(as needed|prn|when needed|if needed)\b/, 'prn'],
  [/\b(four|4) times (?:a |per |each )?(?:day|daily)\b|\bqid\b/, 4],
  [/\b(three|3) times (?:a |per |each )?(?:day|daily)\b|\btid\b/, 3],
  [/\b(twice|two times|2 times) (?:a |per |each )?(?:day|daily)\b|\bbid\b|\bmorning and (?:at )?night\b/, 2],
  // '25 mg a week' is a weekly dose, with words between too ('20 mg of it per week').
  [regex([oneOf(ONCE_A_WEEK)]), 1 / 7],
  [/\b(?:twice|two times|2 times) (?:a |per |each )?week(?:ly)?\b|\bbiw\b/, 2 / 7],
  [/\b(?:three|3) times (?:a |per |each )?week(?:ly)?\b|\btiw\b/, 3 / 7],
  [/\bevery other day\b/, 0.5],
  [regex([oneOf(ONCE_A_DAY)]), 1],
];

/** Every N hours, or N to M hours (both said), as notes write it too: 'q4h', 'q 6 hrs'. */
const EVERY_HOURS = /\bevery (\d+)(?:\s*(?:-|to|or)\s*(\d+))? hours?\b|\bq ?(\d+) ?h(?:rs?|ours?)?\b/g;

/**
 * How often a medicine is taken, as doses per day (0.5 every other day, 1/7 weekly) or 'prn': every
 * one said. Latin abbreviations count written with or without their points ('b.i.d.', 'q.h.s.', 'p.r.n.'), and a schedule said in Hindi ('din mein do baar').
 */
export function frequenciesOf(raw: string): (number | 'prn')[] {
  const text = hindiSchedule(raw).replace(/\b(?:[a-z]\.\s?){2,4}/g, (m) => `${m.replace(/[.\s]/g, '')} `);
  const out: (number | 'prn')[] = [];
  for (const m of text.matchAll(EVERY_HOURS))
    for (const n of [m[1] ?? m[3], m[2]]) if (n && !out.includes(24 / Number(n))) out.push(24 / Number(n));
  for (const [re, f] of FREQUENCIES) if (re.test(text) && !out.includes(f)) out.push(f);
  // '800 mg a day' is how much in a day; it says once a day only where no schedule is said with it ('800 mg a day, twice a day').
  if (/\b(?:mg|mcg|milligrams?|units?) a day\b/.test(text) && !out.some((f) => f !== 'prn')) out.push(1);
  return out;
}

const PER_WEEK: Record<number, string> = { 1: 'once a week', 2: 'twice a week', 3: 'three times a week' };

export function frequencyWords(f: number | 'prn'): string {
  if (f === 'prn') return 'as needed';
  if (f < 0.5) return PER_WEEK[Math.round(f * 7)] ?? 'once a week';
  return (
    (
      {
        1: 'once a day',
        2: 'twice a day',
        3: 'three times a day',
        4: 'four times a day',
        0.5: 'every other day',
      } as Record<number, string>
    )[f] ?? `every ${Math.round(24 / f)} hours`
  );
}
