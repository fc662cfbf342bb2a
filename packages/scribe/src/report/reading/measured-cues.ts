/**
 * Where or when a reading said in the consultation was taken, when not at this visit: a reading with one
 * of these near it is another day's or another place's ('your blood pressure in the emergency room was 200
 * over 90', 'at home it runs 150 over 90'), never today's vital sign. A row placing it at the patient's
 * home, taken by the patient or on their own machine (`home: true`), is a reported home reading the
 * history offers ('my blood pressure at home has been 150 over 90'). Adding a cue is adding a row here and
 * an example in measured.test.ts.
 */
export const MEASURED_ELSEWHERE: readonly { words: string; home?: true }[] = [
  { words: 'in the (?:emergency room|er|ed|emergency department|hospital|ambulance)' },
  { words: 'at the (?:emergency room|er|ed|hospital|pharmacy|urgent care)' },
  // The emergency room named as the one who read it ('the er said your pressure was 190 over 100').
  { words: 'the (?:er|ed)' },
  { words: 'urgent care' },
  // A machine or cuff away from the clinic ('the pharmacy machine said 160 over 100').
  { words: 'pharmacy' },
  { words: 'emergency room' },
  { words: 'paramedics' },
  { words: 'ems' },
  { words: 'primary care' },
  { words: 'pcp' },
  { words: 'cardiologist' },
  // Another clinician or clinic, or a place away from the clinic, read it ('your dentist said 170 over 100',
  // 'at another clinic it was 150 over 90', 'the machine at the gym said 160').
  { words: '(?:another|other|different) (?:doctor|clinic|office|practice|provider)' },
  { words: '(?:dentist|eye doctor|surgeon|specialist)' },
  { words: 'at the (?:gym|drugstore|health fair|fire station|dentist)' },
  { words: 'at (?:work|school)' },
  { words: 'at home', home: true },
  { words: 'home (?:readings?|monitor|machine|cuff|log|blood pressures?|bp)', home: true },
  // A log of readings kept over days ('your blood pressure log shows 150 over 90') is no reading of today.
  { words: 'logs?' },
  { words: 'when (?:you|she|he|they) (?:were|was|came in|got) (?:admitted|there|in the hospital)' },
  { words: 'on admission' },
  { words: 'last (?:time|visit|week|month|year|night|appointment|check-?up|physical)' },
  // An earlier visit or checkup, or another clinician's ('at your previous visit', 'at your physical',
  // 'when you saw doctor smith'): that visit's reading.
  { words: '(?:previous|prior|earlier) (?:visit|appointment|check-?up|physical)' },
  { words: 'previously' },
  { words: 'at your (?:check-?up|physical)' },
  { words: 'when you saw' },
  { words: 'visiting nurse' },
  { words: 'yesterday' },
  { words: 'the other day' },
  { words: 'over the weekend' },
  // A day, month or stretch of time gone by ('on monday', 'back in march', 'a few weeks back',
  // 'this past week'): a reading of that day, not of this visit.
  { words: 'on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)' },
  { words: 'back in' },
  { words: 'in (?:january|february|march|april|may|june|july|august|september|october|november|december)' },
  { words: '(?:days?|weeks?|months?|years?) (?:ago|back)' },
  { words: '(?:this|the) past (?:few )?(?:days?|weeks?|months?)' },
  // A watch or fitness band the patient wears, or a pharmacy's machine, read it ('my fitbit showed 130').
  { words: '(?:my|your|the|apple|smart) ?watch' },
  { words: 'fitbit' },
  { words: '(?:walgreens|cvs|rite aid)' },
  { words: 'used to be' },
  // The patient's own readings, and readings someone else took: 'my blood pressure was 150 over 90',
  // 'when I checked it', 'it's been running 150 over 90', 'they said it was 180'. Not a reading taken of
  // the patient ('the nurse just took my temperature'): who took it decides ('I took my pressure' is read
  // by the next row).
  { words: '(?<!(?:took|taken|checked|measured) )my (?:blood pressures?|bp|pressure|heart rate|pulse|temperature)' },
  { words: '(?:i|we) (?:check|checked|take|took|measure|measured)', home: true },
  { words: 'when i (?:check|checked|take|took|measure|measured)' },
  { words: "(?:has|have|it's|they've) been running", home: true },
  { words: 'readings' },
  { words: '(?:they|she|he) (?:said|told|found|took)' },
  { words: 'was told' },
];

/**
 * Words that place a reading at this visit ('your blood pressure today is…', 'I reviewed your vitals'):
 * of two readings of one vital, the one said with these is today's.
 */
export const MEASURED_TODAY: readonly string[] = [
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
