import type { FoodTiming, PlanMedication } from '@asha/contracts';

/** An Rx row's columns read from one medicine order; null wherever the order does not say. */
export interface RxColumns {
  strength: string | null;
  schedule: string | null;
  food: FoodTiming | null;
  days: string | null;
  note: string | null;
}

const COUNT: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };
Object.assign(COUNT, { eight: 8, nine: 9, ten: 10, fourteen: 14, fifteen: 15, thirty: 30 });
const count = (w: string) => (/^\d+$/.test(w) ? Number(w) : (COUNT[w] ?? null));

const PER_DAY = String.raw`(?:\s+(?:a|per|each)\s+day|\s+daily)?`;

/**
 * How often, as the Indian prescription writes it: doses in the morning, afternoon and night
 * ('1-0-1'). Twice a day is 1-0-1 and three times 1-1-1 by that convention; once a day becomes 1-0-0
 * or 0-0-1 only when the time of day was said, else it stays 'once daily' (no time is invented).
 * The first rule that matches decides, most specific first.
 */
const SCHEDULES: Array<[RegExp, (m: RegExpExecArray) => string]> = [
  [/\b([0-4])\s*-\s*([0-4])\s*-\s*([0-4])(?:\s*-\s*([0-4]))?\b/, (m) => m.slice(1).filter(Boolean).join('-')],
  [new RegExp(String.raw`\b(?:(?:four|4) times|qid|qds)${PER_DAY}`), () => '1-1-1-1'],
  [new RegExp(String.raw`\b(?:(?:three|3) times|thrice|tds|tid)${PER_DAY}`), () => '1-1-1'],
  [
    new RegExp(
      String.raw`\b(?:twice|(?:two|2) times|bd|bid)${PER_DAY}|\b(?:in the )?morning and (?:at )?(?:evening|night)`,
    ),
    () => '1-0-1',
  ],
  [
    /\b(?:once (?:a |per )?(?:day |daily )?)?(?:at night|at bedtime|before bed(?:time)?|every night|nightly|hs|in the evening)\b/,
    () => '0-0-1',
  ],
  [/\b(?:once (?:a |per )?(?:day |daily )?)?(?:in the morning|every morning)\b/, () => '1-0-0'],
  [/\b(?:when needed|as needed|if needed|as required|sos|prn|at onset(?: of \w+)?)\b/, () => 'SOS'],
  [/\b(?:once (?:a|per) week|weekly)\b/, () => 'once a week'],
  [/\bevery (\d+) hours\b/, (m) => `every ${m[1]} hours`],
  [/\b(?:once (?:a|per) day|once daily|once|daily|every day|od)\b/, () => 'once daily'],
];

const FOOD: Array<[RegExp, FoodTiming]> = [
  [/\b(?:before (?:food|meals?|breakfast|lunch|dinner)|on an empty stomach|empty stomach)\b/, 'before food'],
  [/\b(?:after (?:food|meals?|breakfast|lunch|dinner))\b/, 'after food'],
  [/\bwith (?:food|meals?|milk)\b/, 'with food'],
];

const MEAL_TIME: Array<[RegExp, string]> = [
  [/\bbreakfast\b/, '1-0-0'],
  [/\blunch\b/, '0-1-0'],
  [/\b(?:dinner|supper)\b/, '0-0-1'],
];

const STRENGTH = /\b\d+(?:\.\d+)?\s*(?:mg|mcg|µg|g|gm|ml|iu|units?)(?![a-z])|\b\d+(?:\.\d+)?\s*%/;
const DAYS =
  /\b(?:for|x|×)\s*(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|fourteen|fifteen|thirty)\s*(day|week|month)s?\b/;

/** What is left once the columns are read: the words about the medicine that no column holds. */
function rest(text: string, used: string[]): string | null {
  let left = text;
  for (const u of used) left = left.replace(u, ' ');
  left = left
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;.]*(?:and|then|to|take)?\b[\s,;.]*/i, '')
    .replace(/[\s,;.]*\b(?:and|then|to|of)?[\s,;.]*$/i, '')
    .trim();
  return /[a-z]{2}/i.test(left) ? left : null;
}

/**
 * The Rx columns of a medicine order ('650 mg three times a day after food for 3 days' → 650 mg,
 * 1-1-1, after food, 3 days). Each column holds what the order says or stays null; anything else it
 * says ('may repeat after 2 hours') is kept as the row's note, so nothing said is lost.
 */
export function rxColumns(order: Pick<PlanMedication, 'instructions'>): RxColumns {
  const text = (order.instructions ?? '').trim();
  const lower = text.toLowerCase();
  const used: string[] = [];
  const take = (re: RegExp) => {
    const m = re.exec(lower);
    if (m) used.push(text.slice(m.index, m.index + m[0].length));
    return m;
  };
  const strength = take(STRENGTH)?.[0].replace(/\s+/g, ' ') ?? null;
  let schedule: string | null = null;
  for (const [re, f] of SCHEDULES) {
    const m = take(re);
    if (m) {
      schedule = f(m);
      break;
    }
  }
  const food = FOOD.find(([re]) => take(re))?.[1] ?? null;
  // A once-a-day dose tied to a meal says its time of day: breakfast is the morning, dinner the night.
  if (schedule === 'once daily') schedule = MEAL_TIME.find(([re]) => re.test(lower))?.[1] ?? schedule;
  const d = take(DAYS);
  const n = d ? count(d[1]!) : null;
  const days = d && n ? `${n} ${d[2]}${n > 1 ? 's' : ''}` : null;
  return { strength, schedule, food, days, note: text ? rest(text, used) : null };
}
