/**
 * Where or when a vital sign said in the consultation was taken, when not at this visit: a reading
 * with one of these near it is another day's or another place's ('your blood pressure in the emergency
 * room was 200 over 90', 'at home it runs 150 over 90'), and the note's vitals are today's.
 */
export const VITAL_ELSEWHERE = [
  'in the (?:emergency room|er|ed|emergency department|hospital|ambulance)',
  'at the (?:emergency room|er|ed|hospital|pharmacy|urgent care)',
  // The emergency room named as the one who read it ('the er said your pressure was 190 over 100').
  'the (?:er|ed)',
  'urgent care',
  // A machine or cuff away from the clinic ('the pharmacy machine said 160 over 100').
  'pharmacy',
  'emergency room',
  'paramedics',
  'ems',
  'primary care',
  'pcp',
  'cardiologist',
  // Another clinician or clinic, or a place away from the clinic, read it ('your dentist said 170 over 100',
  // 'at another clinic it was 150 over 90', 'the machine at the gym said 160').
  '(?:another|other|different) (?:doctor|clinic|office|practice|provider)',
  '(?:dentist|eye doctor|surgeon|specialist)',
  'at the (?:gym|drugstore|health fair|fire station|dentist)',
  'at (?:work|school)',
  'at home',
  'home (?:readings?|monitor|cuff|log|blood pressures?|bp)',
  // A log of readings kept over days ('your blood pressure log shows 150 over 90') is no reading of today.
  'logs?',
  'when (?:you|she|he|they) (?:were|was|came in|got) (?:admitted|there|in the hospital)',
  'on admission',
  'last (?:time|visit|week|month|year|night|appointment|check-?up|physical)',
  // An earlier visit or checkup, or another clinician's ('at your previous visit', 'at your physical',
  // 'when you saw doctor smith'): that visit's reading.
  '(?:previous|prior|earlier) (?:visit|appointment|check-?up|physical)',
  'previously',
  'at your (?:check-?up|physical)',
  'when you saw',
  'visiting nurse',
  'yesterday',
  'the other day',
  'over the weekend',
  // A day, month or stretch of time gone by ('on monday', 'back in march', 'a few weeks back',
  // 'this past week'): a reading of that day, not of this visit.
  'on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)',
  'back in',
  'in (?:january|february|march|april|may|june|july|august|september|october|november|december)',
  '(?:days?|weeks?|months?|years?) (?:ago|back)',
  '(?:this|the) past (?:few )?(?:days?|weeks?|months?)',
  // A watch or fitness band the patient wears, or a pharmacy's machine, read it ('my fitbit showed 130').
  '(?:my|your|the|apple|smart) ?watch',
  'fitbit',
  '(?:walgreens|cvs|rite aid)',
  'used to be',
  // The patient's own readings, and readings someone else took: 'my blood pressure was 150 over 90',
  // 'when I checked it', 'it's been running 150 over 90', 'they said it was 180'. Not a reading taken of
  // the patient ('the nurse just took my temperature'): who took it decides ('I took my pressure' is read
  // by the next row).
  '(?<!(?:took|taken|checked|measured) )my (?:blood pressures?|bp|pressure|heart rate|pulse|temperature)',
  '(?:i|we) (?:checked|took|measured)',
  'when i (?:check|checked|take|took|measure|measured)',
  "(?:has|have|it's|they've) been running",
  'readings',
  '(?:they|she|he) (?:said|told|found|took)',
  'was told',
];

/**
 * Words that place a reading at this visit ('your blood pressure today is…', 'I reviewed your vitals'):
 * of two readings of one vital, the one said with these is today's.
 */
export const VITAL_TODAY = [
  'today',
  "today's",
  'vitals?',
  'vital signs',
  'right now',
  'here',
  'in the office',
  'when you came in',
  'this visit',
];

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
