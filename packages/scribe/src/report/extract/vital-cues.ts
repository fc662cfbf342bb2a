/**
 * The names of the vital signs: the words between a vital's name and its number name no other vital
 * ('your heart rate, your spo2 was 98 percent' gives no heart rate).
 */
export const VITAL_NAMES = [
  '(?:blood )?pressures?',
  'bp',
  'heart rate',
  'pulse',
  'temperature',
  'temp',
  'respirat\\w*',
  'breathing rate',
  'oxygen',
  'o2',
  'spo2',
  'sat\\w*',
  'pulse ox\\w*',
  'weigh\\w*',
];

/**
 * A heart rate said as a decade ('your heart rate is in the sixties'), as clinicians often give a pulse:
 * written as the decade ('60s bpm'), as notes write it.
 */
export const RATE_DECADES: [string, number][] = [
  ['fifties', 50],
  ['sixties', 60],
  ['seventies', 70],
  ['eighties', 80],
  ['nineties', 90],
];
