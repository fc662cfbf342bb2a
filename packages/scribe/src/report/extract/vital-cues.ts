/**
 * Where or when a vital sign said in the consultation was taken, when not at this visit: a reading
 * with one of these near it is another day's or another place's ('your blood pressure in the emergency
 * room was 200 over 90', 'at home it runs 150 over 90'), and the note's vitals are today's.
 */
export const VITAL_ELSEWHERE = [
  'in the (?:emergency room|er|ed|emergency department|hospital|ambulance)',
  'at the (?:emergency room|er|ed|hospital|pharmacy|urgent care)',
  'at home',
  'home (?:readings?|monitor|cuff)',
  'when (?:you|she|he|they) (?:were|was|came in|got) (?:admitted|there|in the hospital)',
  'on admission',
  'last (?:time|visit|week|month|year)',
  'yesterday',
  '(?:a|one|two|three|\\d+) (?:days?|weeks?|months?) ago',
  'used to be',
];
