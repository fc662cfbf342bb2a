/**
 * How a cue places a reading away from this visit: at the patient's home, on their own machine or by them
 * ('at home', 'when I checked it', 'it's been running 150 over 90'), a reported home reading the history
 * offers; the patient's own without saying where ('my blood pressure was 150 over 90', 'my watch said');
 * another day ('yesterday', 'back in march'); another place, clinician or visit ('in the er', 'at your last
 * visit', 'they said').
 */
export type MeasuredKind = 'home' | 'own' | 'time' | 'away';

/**
 * Where or when a reading said in the consultation was taken, when not at this visit: a reading with one
 * of these near it is another day's or another place's ('your blood pressure in the emergency room was 200
 * over 90', 'at home it runs 150 over 90'), never today's vital sign. Adding a cue is adding a row here and
 * an example in measured.test.ts.
 */
export const MEASURED_ELSEWHERE: readonly { words: string; kind: MeasuredKind; speaker?: true }[] = [
  { words: 'in the (?:emergency room|er|ed|emergency department|hospital|ambulance)', kind: 'away' },
  { words: 'at the (?:emergency room|er|ed|hospital|pharmacy|urgent care)', kind: 'away' },
  // The emergency room named as the one who read it ('the er said your pressure was 190 over 100').
  { words: 'the (?:er|ed)', kind: 'away' },
  { words: 'urgent care', kind: 'away' },
  // A machine or cuff away from the clinic ('the pharmacy machine said 160 over 100').
  { words: 'pharmacy', kind: 'away' },
  { words: 'emergency room', kind: 'away' },
  { words: 'paramedics', kind: 'away' },
  { words: 'ems', kind: 'away' },
  // A crew called to the patient read it before they came in ('the fire department took my pressure',
  // 'when the ambulance came they said 190'): a reading of that call, not of this visit.
  { words: '(?:fire department|firefighters?|fire ?men|medics|emts?|(?:rescue )?squad|the ambulance)', kind: 'away' },
  // A nurse or place outside the clinic ('the school nurse got 101', 'at the nursing home it was 160').
  { words: '(?:school|work|company) nurse|nursing home', kind: 'away' },
  // Someone else's machine ('my mom's cuff said 160 over 100'): a reading away from the clinic.
  {
    words:
      "(?:mom|mother|dad|father|husband|wife|son|daughter|sister|brother|neighbou?r|friend)(?:'s| s) (?:cuff|machine|monitor|thermometer)",
    kind: 'away',
  },
  { words: 'primary care', kind: 'away' },
  { words: 'pcp', kind: 'away' },
  { words: 'cardiologist', kind: 'away' },
  // Another clinician or clinic, or a place away from the clinic, read it ('your dentist said 170 over 100',
  // 'at another clinic it was 150 over 90', 'the machine at the gym said 160').
  { words: '(?:another|other|different) (?:doctor|clinic|office|practice|provider)', kind: 'away' },
  { words: '(?:dentist|eye doctor|surgeon|specialist)', kind: 'away' },
  { words: 'at the (?:gym|drugstore|health fair|fire station|dentist)', kind: 'away' },
  { words: 'at (?:work|school)', kind: 'away' },
  { words: 'at home', kind: 'home' },
  { words: 'home (?:readings?|monitor|machine|cuff|log|blood pressures?|bp)', kind: 'home' },
  // A log of readings kept over days ('your blood pressure log shows 150 over 90') is no reading of today.
  { words: 'logs?', kind: 'own' },
  { words: 'when (?:you|she|he|they) (?:were|was|came in|got) (?:admitted|there|in the hospital)', kind: 'away' },
  { words: 'on admission', kind: 'away' },
  { words: 'last (?:time|visit|appointment|check-?up|physical)', kind: 'away' },
  { words: 'last (?:week|month|year|night)', kind: 'time' },
  // An earlier visit or checkup, or another clinician's ('at your previous visit', 'at your physical',
  // 'when you saw doctor smith'): that visit's reading.
  { words: '(?:previous|prior|earlier) (?:visit|appointment|check-?up|physical)', kind: 'away' },
  { words: 'previously', kind: 'time' },
  { words: 'at your (?:check-?up|physical)', kind: 'away' },
  { words: 'when you saw', kind: 'away' },
  { words: 'visiting nurse', kind: 'away' },
  { words: 'yesterday', kind: 'time' },
  // A reading told as the moment something happened ('they stopped it when your heart rate came down to
  // fifty', 'when his pressure dropped to 80'): the time of that event, not this visit's.
  {
    words:
      '(?:when|once|after|until) (?:your|his|her|my|the) (?:heart rate|pulse|blood pressure|pressure|temperature|fever) (?:came|went|got|dropped|fell|rose|climbed|spiked)',
    kind: 'time',
  },
  { words: 'the other day', kind: 'time' },
  { words: 'over the weekend', kind: 'time' },
  // A day, month or stretch of time gone by ('on monday', 'back in march', 'a few weeks back',
  // 'this past week'): a reading of that day, not of this visit.
  { words: 'on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)', kind: 'time' },
  { words: 'back in', kind: 'time' },
  {
    words: 'in (?:january|february|march|april|may|june|july|august|september|october|november|december)',
    kind: 'time',
  },
  { words: '(?:days?|weeks?|months?|years?) (?:ago|back)', kind: 'time' },
  { words: '(?:this|the) past (?:few )?(?:days?|weeks?|months?)', kind: 'time' },
  // A watch or fitness band the patient wears, or a pharmacy's machine, read it ('my fitbit showed 130').
  { words: '(?:my|your|the|apple|smart) ?watch', kind: 'own' },
  { words: 'fitbit', kind: 'own' },
  { words: '(?:walgreens|cvs|rite aid)', kind: 'away' },
  { words: 'used to be', kind: 'time' },
  // The patient's own readings, and readings someone else took: 'my blood pressure was 150 over 90',
  // 'when I checked it', 'it's been running 150 over 90', 'they said it was 180'. Not a reading taken of
  // the patient ('the nurse just took my temperature'): who took it decides ('I took my pressure' is read
  // by the next row).
  {
    words: '(?<!(?:took|taken|checked|measured) )my (?:blood pressures?|bp|pressure|heart rate|pulse|temperature)',
    kind: 'own',
  },
  // The one speaking measured it: the patient at home, the clinician at this visit ('I checked your blood
  // pressure and it's 130 over 80').
  { words: '(?:i|we) (?:check|checked|take|took|measure|measured)', kind: 'home', speaker: true },
  { words: 'when i (?:check|checked|take|took|measure|measured)', kind: 'own', speaker: true },
  { words: "(?:has|have|it's|they've) been running", kind: 'home' },
  { words: 'readings', kind: 'own' },
  { words: '(?:they|she|he) (?:said|told|found|took)', kind: 'away' },
  { words: 'was told', kind: 'away' },
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
