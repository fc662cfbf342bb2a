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
 * mondays and fridays and 2.5 mg the other days'): no single dose is the one taken, so none is written.
 */
export const ALTERNATING_DOSES = [
  'otherwise',
  // 'the other days', 'on the other six days'
  String.raw`(?:the|on) other (?:\w+ )?days`,
  'the rest of the (?:week|days|time)',
  String.raw`alternat\w*`,
  'some days',
];
