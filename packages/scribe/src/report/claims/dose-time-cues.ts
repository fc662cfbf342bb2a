/**
 * The words for a part of the day a dose is taken at: morning, midday and night. Data only: dose-times.ts
 * reads them.
 */

/** Said right after the dose ('4 mg in the morning', '6 mg at h.s.', '1 mg qhs', Hindi 'subah', 'raat'). */
export const MORNING_AFTER = ['morning', String.raw`a\.?m\.?`, 'qam', String.raw`q\.a\.m\.?`, 'breakfast', 'subah'];
export const MIDDAY_AFTER = ['noon', 'midday', 'lunch', 'lunchtime', 'afternoon', 'dopahar'];
export const NIGHT_AFTER = [
  'night',
  'nighttime',
  'bedtime',
  'evening',
  'supper',
  'dinner',
  String.raw`h\.s\.?`,
  'hs',
  'qhs',
  String.raw`q\.h\.s\.?`,
  String.raw`p\.?m\.?`,
  'raat',
  'shaam',
];

/** Said right before it ('in the morning 4 mg', 'her bedtime dose of 6 mg', 'raat ko 6 mg'). */
export const MORNING_BEFORE = ['morning', String.raw`a\.m\.`, 'qam', 'subah'];
export const MIDDAY_BEFORE = ['noon', 'midday', 'lunchtime', 'afternoon', 'dopahar'];
export const NIGHT_BEFORE = [
  'night',
  'nighttime',
  'bedtime',
  'evening',
  String.raw`h\.s\.`,
  'qhs',
  String.raw`p\.m\.`,
  'raat(?: ko)?',
  'shaam(?: ko)?',
];
