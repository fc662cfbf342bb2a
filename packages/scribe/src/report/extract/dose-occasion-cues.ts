/**
 * An occasion a medicine is taken for, not a time of day ('clindamycin before dental procedures', 'albuterol
 * before exercise'): the list writes it with the drug, as it is the whole of how the drug is taken. One
 * phrase a row, with how the list writes it; read by dose-occasions.ts.
 */
const BEFORE = '(?:before|prior to)(?: (?:any|all|your|my|his|her|the))?';

export const DOSE_OCCASIONS: { said: string; written: string }[] = [
  // Prophylaxis before dental work, as after a heart valve replacement.
  {
    said: `${BEFORE} dental (?:procedures?|work|appointments?|visits?|cleanings?)|${BEFORE} (?:going to )?the dentist`,
    written: 'before dental procedures',
  },
  { said: `${BEFORE} (?:exercise|exercising|working out|workouts?)`, written: 'before exercise' },
  { said: `${BEFORE} (?:flying|flights?|air travel)`, written: 'before flights' },
  { said: `${BEFORE} (?:sex|intercourse|sexual activity)`, written: 'before sexual activity' },
];

/**
 * Words that set one dose against another by the day ('5 mg on the days i work out, otherwise 2.5 mg', '5 mg
 * mondays and fridays and 2.5 mg the other days'): no single dose is the one taken, so one is never written
 * alone. Each row with how the list writes the second dose's days, when it can say them: 'some days' and
 * 'alternating' name no day, so the drug is then written without a dose.
 */
export const ALTERNATING_DOSES: { said: string; written: string | null }[] = [
  { said: 'otherwise', written: 'on other days' },
  // 'the other days', 'on the other six days'
  { said: String.raw`(?:the|on) other (?:\w+ )?days`, written: 'on other days' },
  { said: 'the rest of the (?:week|days|time)', written: 'on other days' },
  { said: String.raw`alternat\w*`, written: null },
  { said: 'some days', written: null },
];

const DAY = '(?:mon|tues|wednes|thurs|fri|satur|sun)day';
/**
 * The days the first of two doses is taken, said with it ('50,000 units on sundays', 'on the days i work out
 * i take 5 mg'), with how the list writes them ($1, $2: the days as said). Only with one of these is a drug
 * taken at two doses written with both.
 */
export const FIRST_DOSE_DAYS: { said: string; written: string }[] = [
  { said: `(?:on|every) (${DAY})s? and (${DAY})s?`, written: 'on $1s and $2s' },
  { said: `(?:on|every) (${DAY})s?`, written: 'on $1s' },
  {
    said: '(?:on )?(?:the )?days (?:that |when )?(?:i|you|he|she|they) (?:work out|exercise|go to the gym)',
    written: 'on workout days',
  },
];
