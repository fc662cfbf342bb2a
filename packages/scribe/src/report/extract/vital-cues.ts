import type { VitalKey } from './types.js';

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

/** Names of the oxygen saturation: 'spo2', 'o2 sats', 'pulse ox', 'satting', a bare 'oxygen' before its number. */
export const SATURATION_NAMES = [
  'oxygen saturation',
  'oxygen sat(?:uration)?s?',
  'oxygen levels?',
  'oxygen',
  'o2 sat(?:uration)?s?',
  'o2',
  'spo2',
  'sp o2',
  'sao2',
  'pulse ox(?:imetry)?',
  'pulse-ox',
  'sat(?:uration)?s?',
  'satting',
  'saturating',
];

/**
 * The only words between a saturation's name and its number ('your oxygen level is 93', 'satting 88'): a name
 * as common as 'oxygen' is a saturation only close to its number ('on oxygen for 24 hours' is no reading).
 */
export const SATURATION_BETWEEN = [
  'level',
  'is',
  "'s",
  'was',
  'were',
  'are',
  'has',
  'of',
  'at',
  'on room air',
  'on ra',
  'reading',
  'today',
  'now',
  'been',
  'around',
  'about',
  'only',
  'just',
  'still',
  'down to',
  'up to',
  '[:=]',
];

/** Units of an oxygen flow: 'oxygen 2 liters' is what the patient breathes, not a saturation. */
export const FLOW_UNITS = ['l', 'liters?', 'litres?', 'lpm', 'l/min'];

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

/**
 * The words naming a vital the clinician is about to measure ('let me take your blood pressure', 'I'll put
 * the cuff on', 'let me get your pulse', 'hop on the scale'): a number the clinician reads out next is that
 * vital's (vital-carried.ts). 'Your vitals' before two numbers over each other names the pressure.
 */
export const MEASURING_NAMES: Readonly<Record<VitalKey, string>> = {
  bloodPressure: '(?:blood )?pressures?|bp|cuff|vitals?|vital signs',
  heartRate: 'heart rate|pulse(?! ?ox)',
  temperature: 'temperature|temp',
  respiratoryRate: 'respiratory rate|respirations|breathing rate',
  oxygenSaturation: 'oxygen (?:saturation|sat\\w*|levels?)|o2 sat\\w*|spo2|pulse ox\\w*|oximeter',
  weight: 'weigh\\w*|scale',
};

/**
 * Words a clinician says before reading out a number just measured ('okay it's about 82', 'um now it's 134
 * over 82', 'that's 98.6'): the piece opens with these, then the number.
 */
export const READ_OUT_LEADS = [
  'okay',
  'ok',
  'alright',
  'all right',
  'so',
  'and',
  'now',
  'yeah',
  'well',
  'um',
  'uh',
  'hmm',
  'great',
  "it's",
  'it is',
  'its',
  'it was',
  "that's",
  'that is',
  "you're",
  'you are',
  'looks like',
  'i get',
  'i got',
  'about',
  'around',
  'like',
  'at',
  'just',
];

/**
 * Words after a number read out that make it no reading: a number said of what it means or should be
 ('120 over 80 is normal', '130 over 80 is the goal', 'or lower', 'and above'), or a time, count or dose
 ('about 45 minutes', '20 milligrams').
 */
export const NOT_READ_OUT_AFTER = [
  'is',
  'are',
  'would',
  'should',
  'means',
  'or',
  'and (?:above|below|up|higher|lower|over|under|less|more)',
  'seconds?',
  'minutes?',
  'hours?',
  'days?',
  'weeks?',
  'months?',
  'years?',
  'times?',
  'percent',
  'mg',
  'milligrams?',
];

/**
 * Words just before two numbers over each other that say someone or something measured them ('the nurse has
 * you at 132 over 84', 'the machine says 130 over 80', 'you're 120 over 70 today').
 */
export const PRESSURE_READ_BY = [
  '(?:has|have|had|got) you at',
  '(?:machine|cuff|monitor) (?:says|said|shows|showed|reads)',
  "you're",
  'you are',
  'i (?:get|got|have)',
];

/** Words before two numbers over each other that make them a target, not a reading ('under 130 over 80', 'aim for'). */
export const TARGET_BEFORE = [
  'under',
  'below',
  'less than',
  'above',
  'over',
  'at least',
  'no more than',
  'goal',
  'target',
  'aim for',
  'keep (?:it|you)',
  'get (?:it|you) (?:to|down to|under)',
];
