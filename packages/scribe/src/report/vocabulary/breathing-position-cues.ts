/**
 * Breathlessness told with when it comes: lying flat (orthopnea) or waking the patient from sleep (paroxysmal
 * nocturnal dyspnea), symptoms of heart failure and lung disease. A patient tells them as trouble breathing
 * or sleeping ('i can't breathe when i lie flat', 'i sleep propped up on three pillows', 'i wake up gasping'),
 * never by their names, and a note that writes them as insomnia misses the heart. Data only: read by
 * extract/breathing-position.ts. The first row said wins: waking gasping after lying down is the nocturnal one.
 */
export const BREATHING_POSITIONS: readonly { symptom: string; cues: readonly string[] }[] = [
  {
    symptom: 'paroxysmal nocturnal dyspnea',
    cues: ['(?:wake|wakes|waking|woke|woken) (?:me |her |him |them )?up', 'in the middle of the night'],
  },
  {
    symptom: 'orthopnea',
    cues: [
      // Lying down told as when it comes, not as what the patient does for it ('i have to lie down when i'm short of breath').
      "(?:when|whenever|after|once|if|as soon as) (?:i|i've|she|he|you) (?:\\w+ )?(?:lie|lies|lay|lays|get into bed|go to bed)(?: down| flat)?",
      '(?:lying|laying) (?:down|flat|on (?:my|her|his|your) back)',
      'lie flat',
      'propped up',
      'prop (?:myself|me|her|himself|herself) up',
      'on (?:two|three|four|five|\\d) pillows',
      '(?:more|extra|a lot of) pillows',
      'sleep (?:sitting up|in (?:a|my|the) (?:recliner|chair))',
    ],
  },
];

/** Words of breathing that fails besides the breathlessness symptom's own ('gasping', "can't breathe"). */
export const BREATHING_FAILS: readonly string[] = [
  'gasping',
  'choking',
  'smothering',
  "(?:can't|cannot|couldn't|could not|can not) (?:really )?breathe",
];

/** How near the breathlessness its cue is read, either side, in characters: the same clause. */
export const POSITION_REACH = 40;
