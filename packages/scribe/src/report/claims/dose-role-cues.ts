/** Words after a number that make it no dose taken now ('i'm at 20' is a dose, 'i'm at 20 percent' none). Data only: dose-roles.ts reads them. */

/** 'i'm at 140 now', 'currently on 20': the dose taken now, where any change starts, unit or not. */
/** Units after a number that make it no dose: a percentage, a time, a weight, a blood pressure, a clock time. */
export const NOT_DOSE_UNITS = [
  '%',
  'percent',
  'days?',
  'weeks?',
  'months?',
  'years?',
  'hours?',
  'minutes?',
  'times?',
  'pounds?',
  'lbs',
  'kg',
  String.raw`\/`,
  'over',
  "o'clock",
  'am',
  'pm',
  String.raw`p\.m\.`,
  String.raw`a\.m\.`,
];
