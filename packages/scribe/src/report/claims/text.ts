import { oneOf, regex, wordsOf } from '../pattern.js';
import { normalise } from '../extract/text.js';
import { hindiSchedule } from './drug-shorthand.js';
import { rewrite, type Rewrite } from './rewrite.js';

/**
 * Code-mixed speech (Hinglish, and Tanglish for sides and pain) in English letters: the words that carry a clinical claim, glossed to
 * English so 'BP thoda high hai' and 'bukhar nahi hai' read as 'BP a little high' and 'no fever'.
 */
const GLOSS: Rewrite[] = [
  [/\bsee?ne (?:mein|me|main) dard\b/g, 'chest pain'],
  [/\b(?:sar|sir) (?:mein |me )?dard\b/g, 'headache'],
  [/\bpet (?:mein |me )?dard\b/g, 'abdominal pain'],
  [/\bsaans (?:phoolna|phoolti|ki taklif|lene mein taklif)\b/g, 'shortness of breath'],
  [/\bbukhaa?r\b/g, 'fever'],
  [/\bkhaa?nsi\b/g, 'cough'],
  [/\bulti\b/g, 'vomiting'],
  [/\bchakkar\b/g, 'dizziness'],
  [/\bdard\b/g, 'pain'],
  [/\bghutn[ae]\b/g, 'knee'],
  [/\bbaa?y[ae]i?n?\b/g, 'left'],
  [/\bdaa?y[ae]i?n?\b|\bdaa?hi?n[aei]\b/g, 'right'],
  // Parts of the body, so a side said with them is bound: Hindi 'kaan', 'aankh', 'haath', 'kandha', 'kamar', 'pair mein'; Tamil 'kaadhu', 'kann', 'kai', 'kaal', and 'vali' (pain).
  [/\bkaan\b|\bkaadhu\b/g, 'ear'],
  [/\baankh\b|\bkann\b/g, 'eye'],
  [/\bhaath\b|\bkai\b/g, 'hand'],
  [/\bkandh[aei]\b/g, 'shoulder'],
  [/\bkamar\b/g, 'lower back'],
  [/\bpair(?= (?:mein|me|main)\b)|\bpairon\b|\bkaal\b/g, 'leg'],
  [/\bvala[td]hu\b/g, 'right'],
  [/\bvali\b/g, 'pain'],
  [/\bida[td]hu\b/g, 'left'],
  [/\bdin se\b/g, 'days'],
  [/\bdin\b/g, 'days'],
  [/\bhaft[ae]\b/g, 'weeks'],
  [/\bmahin[ae]\b/g, 'months'],
  [/\bghant[ae]\b/g, 'hours'],
  [/\bsaal\b/g, 'years'],
  [/\bthoda\b/g, 'a little'],
  [/\bbahut\b/g, 'very'],
  [/\bdawai\b/g, 'medicine'],
  [/\bgoli\b/g, 'tablet'],
  [/\broz\b/g, 'daily'],
  [/\bdin mein do baar\b/g, 'twice a day'],
  [/\bdin mein ek baar\b/g, 'once a day'],
  [/\bhai\b|\bhain\b|\bho\b/g, ''],
];
/** Hindi numbers said before a span's unit ('teen din', 'do hafte'): the number in digits. */
const HINDI_NUMBERS: Record<string, string> = {
  ek: '1',
  do: '2',
  teen: '3',
  char: '4',
  chaar: '4',
  panch: '5',
  paanch: '5',
  chhe: '6',
  saat: '7',
  aath: '8',
  nau: '9',
  das: '10',
};
const HINDI_SPAN =
  /\b(ek|do|teen|chaa?r|paa?nch|chhe|saat|aath|nau|das) (?=(?:din|haft[ae]|mahin[ae]|saal|ghant[ae])\b)/g;
/** Hindi puts the negation after what it negates ('bukhar nahi'): move it before, as English does. */
const POST_NEG = /((?:[a-z]+ ){0,1}[a-z]+) (?:nahi|nahin|nai)\b/g;

/** Spelled abbreviations that start with the letters 'I' or 'A', which the general reading leaves apart as words ('I B S'). */
const SPELLED_I_A = /\b(?:I B [SD]|I C U|I U D|I V F|A D H D|A C L|A K I)\b/g;
const HALF: Record<string, string> = { hour: '30 minutes', day: '12 hours', year: '6 months' };
const DECADES: Record<string, string> = {
  twenties: '20s',
  thirties: '30s',
  forties: '40s',
  fifties: '50s',
  sixties: '60s',
  seventies: '70s',
  eighties: '80s',
  nineties: '90s',
};

const NUMBER_WORD =
  '(?:\\d+(?:\\.\\d+)?|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|point)';
/** A number said twice over before its unit ('five hundred five hundred milligrams'): a speaker's repetition, said once. */
const REPEATED_DOSE = new RegExp(
  `\\b(${NUMBER_WORD}(?:[\\s-]+${NUMBER_WORD}){0,3}),?\\s+\\1(?=\\s*(?:milligrams?|mg|m g|micrograms?|mcg|units?)\\b)`,
  'gi',
);
/** Hesitations that carry nothing ('every uh, six hours'); not the yes and no of 'uh-huh', 'um-hum', 'huh-uh'. */
const FILLER = /(?<![\w-])(?:uh|um+|uhm|erm)(?![\w-]|\s(?:huh|hum|hmm)\b),?\s*/g;

/**
 * Clinical shorthand of written notes, read as the words it stands for, so that a report written in it is
 * checked like one written out: '62 y/o' and '62M' (at the start of a statement or after 'a', 'is') are
 * a 62-year-old (male), 'x 2 wks' two weeks, 'RTC' a return to clinic, 'f/u' a follow-up, 'T 101.2' a
 * temperature. A unit is read only after a number ('HR 88' is a heart rate, not hours).
 */
const NOTE_SHORTHAND: Rewrite[] = [
  [
    /\b(\d{1,3})\s?(?:y\/o|yo|y\.o\.?|yrs? old)(?![a-z])(?:\s([mf])\b)?/g,
    (_, n, sex) => `${n} year old${sex ? (sex === 'm' ? ' male' : ' female') : ''}`,
  ],
  [
    /(^|\b(?:a|an|is|pt|patient)\s+)(\d{1,3})\s?([mf])\b(?=\s*(?:$|[,.;:(]|with\b|presenting\b|presents\b|here\b|who\b|c\/o\b|complaining\b))/g,
    (_, lead, n, s) => `${lead}${n} year old ${s === 'm' ? 'male' : 'female'}`,
  ],
  [
    /\b(\d+(?:\.\d+)?)\s?(wks?|mos|yrs?|hrs)\b/g,
    (_, n, u) =>
      `${n} ${({ wk: 'week', wks: 'weeks', mos: 'months', yr: 'year', yrs: 'years', hrs: 'hours' } as Record<string, string>)[u]}`,
  ],
  [/\brtc\b/g, () => 'return to clinic'],
  [/\bf\/u\b/g, () => 'follow up'],
  // 'T 101.2', 'Tmax 38.5': a temperature, where the number is one (Fahrenheit or Celsius).
  [
    /(^|[,;:(]\s*|\bvitals?\s+)t(?:max)?\s?[:=]?\s?(\d{2,3}(?:\.\d)?)\b(?!\s*(?:mg|mcg|units?|%))/g,
    (m, lead, n) =>
      (Number(n) >= 34 && Number(n) <= 43) || (Number(n) >= 93 && Number(n) <= 110) ? `${lead}temperature ${n}` : m,
  ],
];

/** A transcript or report text as the claim checker reads it. */
export function claimText(raw: string): string {
  let t = rewrite(
    normalise(raw.replace(SPELLED_I_A, (m) => m.replace(/ /g, '')).replace(REPEATED_DOSE, '$1')).replace(FILLER, ''),
    NOTE_SHORTHAND,
  )
    // Milligrams spelled in lower-case letters ('10 m g').
    .replace(/(\d|\bpoint) m g\b/g, '$1 mg')
    // A spoken decimal with no whole number ('point six milligrams', 'a point one twenty five mg') is under one: 0.6, 0.125.
    .replace(
      /(?<![\d.]\s*|\b(?:this|that|some|the|what|which|any) )\bpoint (\d+)(?=\s*(?:mg|milligrams?|mcg|micrograms?|units?|ml|cc)\b)/g,
      '0.$1',
    )
    // A decade said in words is the decade written in digits: 'in the sixties' is 'in the 60s'.
    .replace(/\b(twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)\b/g, (w) => DECADES[w]!)
    // Speech writes '12. 5 milligrams' and 'a thousand milligrams'; a note writes '3 or 4 months', 'a year and a half'.
    .replace(/(\d)\.\s+(\d+)(?=\s*(?:mg|milligrams?|mcg|units?)\b)/g, '$1.$2')
    // Recognisers split a spoken decimal at its point ('98 . 2', '180 . 5 pounds'); not a sentence ending in a number before a span or count ('… 2019. 2 years ago').
    .replace(
      /(?<![\d./])(\d{1,3})\.\s(\d{1,2})\b(?![.,]?\d)(?!\s*(?:days?|weeks?|months?|years?|hours?|minutes?|times?|or|to|and|of|x|-|\/|more|other|kids|children)\b)/g,
      '$1.$2',
    )
    // A vital's decimal split by the recogniser, whatever follows ('your temperature is 98. 7 and your heart rate…').
    .replace(/(\b(?:temperature|temp|weight|weighs|weighed|a1c)\b[^.\d]{0,16}\d{1,3})\.\s(\d)\b(?![.,]?\d)/g, '$1.$2')
    .replace(/\b(?:a|1) thousand\b/g, '1000')
    .replace(/\b(\d+) thousand\b/g, '$1000')
    .replace(/\ban? (hour|day|week|month|year) and a half\b/g, '1.5 $1s')
    // 'The last week and a half' is a span of 1.5 weeks, not last week.
    .replace(/\bthe (last|past) (day|week|month|year) and a half\b/g, 'the $1 1.5 $2s')
    // Half of a unit is said as the next smaller one: 'half an hour' is 30 minutes, 'a half day' 12 hours, 'half a year' 6 months.
    .replace(/\b(?:an? )?half (?:an? )?(hour|day|year)\b/g, (_, u: string) => HALF[u]!)
    // 'Twenty plus years', '20-plus years' and 'four or so years' say about that span: the span is the number said.
    .replace(/\b(\d+)(?:[- ]plus| or so) (?=(?:minute|hour|day|night|week|month|year)s?\b)/g, '$1 ')
    // Counting up to a span ('four five six seven days') says each number of it: the run from its first to its last.
    .replace(
      /\b(\d{1,2})((?: \d{1,2}){1,4}) (minute|hour|day|week|month|year)s?\b/g,
      (m, first: string, rest: string, u: string) => {
        const run = [first, ...rest.trim().split(' ')].map(Number);
        return run.every((n, i) => i === 0 || n === run[i - 1]! + 1) ? `${run[0]} to ${run.at(-1)} ${u}s` : m;
      },
    )
    // '2-1/2 months', '2 1/2 months', '2 and a half months' are 2.5 months.
    .replace(/\b(\d+)(?:[- ]1\/2| and (?:a )?half)(?= (?:day|week|month|year)s?\b)/g, '$1.5')
    // A baby or low-dose aspirin is 81 mg.
    .replace(/\b(?:baby|low[- ]dose) aspirin\b(?!\s*\d)/g, 'aspirin 81 mg')
    .replace(/\b(\d+) or (\d+) (day|week|month|year)s?\b/g, '$1 to $2 $3s')
    // 'back in a week or 2' is 1 to 2 weeks.
    .replace(
      /\b(?:a|an|one|1) (day|week|month|year) or (\d+)\b(?!\s*(?:[a-z]+ )?(?:days?|weeks?|months?|years?|times?)\b)/g,
      '1 to $2 $1s',
    )
    // Spelled-out acronyms: 'd e x a scan', 'm r i', 'c t'.
    // A stuttered 'i i i had' is the word I, no acronym.
    .replace(/\b[a-z](?: [a-z]\b){2,4}/g, (m) => (/^i(?: i)+$/.test(m) ? 'i' : m.replace(/ /g, '')))
    .replace(/\bc t\b/g, 'ct');
  if (
    /\b(nahi|nahin|hai|bukhar|dard|khansi|thoda|din|mein|irukku|enakku|vali|haft[ae]|mahin[ae]|saal|ghant[ae])\b/.test(
      t,
    )
  ) {
    t = t.replace(HINDI_SPAN, (_, n: string) => `${HINDI_NUMBERS[n]} `);
    t = rewrite(t, GLOSS).replace(POST_NEG, 'no $1').replace(/\s+/g, ' ').trim();
  }
  return t;
}

/** Sentences of a normalised text. */

/** Clauses: where a new claim starts ('no chest pain, but some shortness of breath'). */
export function clausesOf(sentence: string): string[] {
  return sentence.split(/\s*(?:,|;|\bbut\b|\bhowever\b|\balthough\b|\bwhereas\b|\bwhile\b)\s*/).filter((c) => c.trim());
}

const UNIT_DAYS: Record<string, number> = {
  minute: 1 / 1440,
  hour: 1 / 24,
  day: 1,
  night: 1,
  week: 7,
  fortnight: 14,
  month: 30,
  year: 365,
  decade: 3650,
};
const AMOUNT: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  'a few': 3,
  few: 3,
  'a couple of': 2,
  'a couple': 2,
  couple: 2,
  'couple of': 2,
  several: 3,
};

/** 'N days', 'a week', 'a fortnight', 'a decade', 'x2 weeks', '3/7' (days), '2/52' (weeks), '6/12' (months) → spans in days, with where each stands. */
export function spansIn(text: string): { days: number; index: number; text: string }[] {
  const out: { days: number; index: number; text: string }[] = [];
  const re =
    /\b(\d+(?:\.\d+)?|an?|one|a few|few|a couple(?: of)?|couple(?: of)?|several)(?:\s*(?:-|to)\s*(\d+))?\s+(minute|hour|day|night|week|fortnight|month|year|decade)s?\b/g;
  for (const m of text.matchAll(re)) {
    const n = AMOUNT[m[1]!] ?? Number(m[1]);
    const hi = m[2] ? Number(m[2]) : null;
    out.push({ days: n * UNIT_DAYS[m[3]!]!, index: m.index, text: m[0] });
    if (hi !== null) out.push({ days: hi * UNIT_DAYS[m[3]!]!, index: m.index, text: m[0] });
  }
  // Notes write a span as times so many: 'cough x2 weeks' (with a space, 'x 2 weeks' is read above).
  for (const m of text.matchAll(/\bx(\d+(?:\.\d+)?)\s*(minute|hour|day|night|week|month|year)s?\b/g))
    out.push({ days: Number(m[1]) * UNIT_DAYS[m[2]!]!, index: m.index, text: m[0] });
  for (const m of text.matchAll(/\b(\d{1,2})\/(7|52|12)\b(?!\/)/g)) {
    const unit = m[2] === '7' ? 1 : m[2] === '52' ? 7 : 30;
    out.push({ days: Number(m[1]) * unit, index: m.index, text: m[0] });
  }
  return out;
}

const RELATIVES = [
  'mother',
  'mom',
  'father',
  'dad',
  'son',
  'daughter',
  'brother',
  'sister',
  'husband',
  'wife',
  String.raw`grand\w+`,
  'aunt',
  'uncle',
  'cousin',
  'child',
  'kid',
  'baby',
  'sibling',
];
/** 'her mother is about …', 'my dad turned …': the age that follows is a relative's. */
const RELATIVE_IS = String.raw`${wordsOf(RELATIVES)}[^,.;]{0,24}?\b(?:is|was|'s|turned|turns|aged?|at)\s+(?:about\s+|around\s+|almost\s+|nearly\s+)?$`;
/** 'died at …', 'diagnosed at the age of …': the age of an event, not the patient's. */
const EVENT_AT = String.raw`\b(?:died|passed away|passed|diagnosed)\s+(?:at|aged?)\s+(?:the age of\s+)?(?:about\s+)?$`;
const RELATIVE_AGE = regex([oneOf([RELATIVE_IS, EVENT_AT])]);

/** '54 years old' is an age and 'once a day' a frequency: neither says how long something lasted. */
export function isDuration(text: string, span: { index: number; text: string }): boolean {
  const before = text.slice(Math.max(0, span.index - 12), span.index);
  const after = text.slice(span.index + span.text.length);
  // 'a day' is a span only after 'for', 'over', 'past'… ('half a pack a day' and 'the course of a day' are not); 'a couple days ago' always is.
  const amount = /^(?:an?|one) (?:minute|hour|day|night|week|fortnight|month|year|decade)/.test(span.text);
  // 'A year ago', 'a year before my diagnosis', 'born a week early' measure back from a point: a span too.
  const measured = /^\s*(?:ago|before|prior|earlier|later|early|late)\b/.test(after);
  if (
    amount &&
    !measured &&
    !/\b(for|over|past|last|about|almost|nearly|in|within|than|whole|around|another|just)\s+$/.test(before)
  )
    return false;
  // 'Walking at about a year' names an age, not how long something lasted (a number there, 'at 11 months', must still be one said).
  if (amount && /\bat\s+(?:about\s+|around\s+|approximately\s+)?$/.test(before)) return false;
  // A relative's age ('my mother is 80 years', 'died at 65 years') is no span of illness.
  if (RELATIVE_AGE.test(text.slice(Math.max(0, span.index - 40), span.index))) return false;
  // 'twice a day', 'every 3 months' and a prescription's 'q 6 hours' are frequencies; 'twice 3 months' claims a span.
  // 'Two or three times in a week' says how often too.
  const frequency = amount
    ? /\b(once|twice|times|per|every|days?|age|aged)\s+(?:in\s+)?$/
    : /\b(per|every|q|days?|age|aged)\s+$/;
  // '1 day a week', '3 days per month' say how often, not how long.
  if (/^\s*(?:a|per|each|every) (?:week|month|year)\b/.test(after)) return false;
  return !/^(?:[- ]old\b| of age\b)/.test(after) && !frequency.test(before);
}

const LAST: Record<string, number> = { night: 1, week: 7, month: 30, year: 365 };

/**
 * Spans speech gives as a point in the past ('last week', 'yesterday'), `point` for 'a week ago' in a
 * report, or as the span up to now: 'the past month', 'this past month', 'the last month or so' last a
 * month ('it's only been this past month'), 'since last week' a week and 'since yesterday' a day, and
 * so does an age in days, weeks or months: 'a 5 month old baby' was born 5 months ago, 'the cut is 2
 * weeks old' has been there 2 weeks.
 */
export function relativeSpansIn(text: string): { days: number; index: number; text: string; point: boolean }[] {
  const out: { days: number; index: number; text: string; point: boolean }[] = [];
  for (const m of text.matchAll(/\b(?:last|past) (night|week|month|year)\b|\byesterday\b/g)) {
    const since = /\bsince\s+$/.test(text.slice(Math.max(0, m.index - 7), m.index));
    out.push({
      days: m[1] ? LAST[m[1]]! : 1,
      index: m.index,
      text: m[0],
      point: !since && (m[1] === 'night' || !/\b(?:the|this)\s+$/.test(text.slice(Math.max(0, m.index - 6), m.index))),
    });
  }
  for (const m of text.matchAll(/\b(\d+)[- ](day|week|month)s?[- ]old\b/g))
    out.push({ days: Number(m[1]) * UNIT_DAYS[m[2]!]!, index: m.index, text: m[0], point: false });
  return out;
}

/** Whole months or half years: spans counted in months and years, which convert exactly (18 months = 1.5 years). */
const calendar = (d: number) => d >= 30 && [30, 182.5].some((u) => Math.abs(d / u - Math.round(d / u)) < 0.01);

/**
 * Two spans in days are the same claim when they name the same time (7 days = a week, 4 weeks ≈ a
 * month). Months and years convert exactly, so between them only a rounding is allowed: 23 months is
 * not '2 years', nor 65 years '60 years'.
 */
export function sameSpan(a: number, b: number): boolean {
  const slack = calendar(a) && calendar(b) ? 0.02 : 0.08;
  return Math.abs(a - b) <= Math.max(0.01, slack * Math.max(a, b));
}

/** Words after a dose that count or time it ('20 mg twice a week'), so the dose is not 'a week' alone. */
const COUNTING = ['times', 'twice', 'once', 'thrice', 'a', 'per', 'each', 'every', 'daily', 'day'];
/** Once a week: 'once a week', 'weekly', '25 mg a week', '20 mg of it per week'. */
const ONCE_A_WEEK = [
  String.raw`\b(once|one time|1 time) (?:a|per|each) week\b`,
  String.raw`(?<!twice |times )\bweekly\b`,
  String.raw`\b(?:mg|mcg|milligrams?|units?)(?: (?!${oneOf(COUNTING)}\b)[a-z]+){0,3} (?:a|per|each) week\b`,
];
/** Once a day: 'once daily', 'nightly', 'at bedtime', 'every morning', 'qd', 'qhs', 'a day' after no count or dose. */
const ONCE_A_DAY = [
  String.raw`\b(once|one time|1 time) (?:a |per |each )?(?:day|daily)\b`,
  String.raw`(?<!times |twice )\bdaily\b`,
  String.raw`\bnightly\b`,
  String.raw`\bat (?:night|bedtime)\b`,
  String.raw`\bevery ?(?:day|morning|night|evening)\b`,
  String.raw`\bqd\b`,
  String.raw`\bqhs\b`,
  String.raw`(?<!times |twice |mg |mcg |milligrams? |units? )\ba day\b`,
];
const FREQUENCIES: [RegExp, number | 'prn'][] = [
  [/\b(as needed|prn|when needed|if needed)\b/, 'prn'],
  [/\b(four|4) times (?:a |per |each )?(?:day|daily)\b|\bqid\b/, 4],
  [/\b(three|3) times (?:a |per |each )?(?:day|daily)\b|\btid\b/, 3],
  [/\b(twice|two times|2 times) (?:a |per |each )?(?:day|daily)\b|\bbid\b|\bmorning and (?:at )?night\b/, 2],
  // '25 mg a week' is a weekly dose, with words between too ('20 mg of it per week').
  [regex([oneOf(ONCE_A_WEEK)]), 1 / 7],
  [/\b(?:twice|two times|2 times) (?:a |per |each )?week(?:ly)?\b|\bbiw\b/, 2 / 7],
  [/\b(?:three|3) times (?:a |per |each )?week(?:ly)?\b|\btiw\b/, 3 / 7],
  [/\bevery other day\b/, 0.5],
  [regex([oneOf(ONCE_A_DAY)]), 1],
];

/** Every N hours, or N to M hours (both said), as notes write it too: 'q4h', 'q 6 hrs'. */
const EVERY_HOURS = /\bevery (\d+)(?:\s*(?:-|to|or)\s*(\d+))? hours?\b|\bq ?(\d+) ?h(?:rs?|ours?)?\b/g;

/**
 * How often a medicine is taken, as doses per day (0.5 every other day, 1/7 weekly) or 'prn': every
 * one said. Latin abbreviations count written with or without their points ('b.i.d.', 'q.h.s.', 'p.r.n.'), and a schedule said in Hindi ('din mein do baar').
 */
export function frequenciesOf(raw: string): (number | 'prn')[] {
  const text = hindiSchedule(raw).replace(/\b(?:[a-z]\.\s?){2,4}/g, (m) => `${m.replace(/[.\s]/g, '')} `);
  const out: (number | 'prn')[] = [];
  for (const m of text.matchAll(EVERY_HOURS))
    for (const n of [m[1] ?? m[3], m[2]]) if (n && !out.includes(24 / Number(n))) out.push(24 / Number(n));
  for (const [re, f] of FREQUENCIES) if (re.test(text) && !out.includes(f)) out.push(f);
  // '800 mg a day' is how much in a day; it says once a day only where no schedule is said with it ('800 mg a day, twice a day').
  if (/\b(?:mg|mcg|milligrams?|units?) a day\b/.test(text) && !out.some((f) => f !== 'prn')) out.push(1);
  return out;
}

const PER_WEEK: Record<number, string> = { 1: 'once a week', 2: 'twice a week', 3: 'three times a week' };

export function frequencyWords(f: number | 'prn'): string {
  if (f === 'prn') return 'as needed';
  if (f < 0.5) return PER_WEEK[Math.round(f * 7)] ?? 'once a week';
  return (
    (
      {
        1: 'once a day',
        2: 'twice a day',
        3: 'three times a day',
        4: 'four times a day',
        0.5: 'every other day',
      } as Record<number, string>
    )[f] ?? `every ${Math.round(24 / f)} hours`
  );
}

export function daysWords(days: number): string {
  if (days >= 365 && days % 365 === 0) return `${days / 365} year${days === 365 ? '' : 's'}`;
  if (days >= 30 && days % 30 === 0) return `${days / 30} month${days === 30 ? '' : 's'}`;
  if (days >= 7 && days % 7 === 0) return `${days / 7} week${days === 7 ? '' : 's'}`;
  if (days >= 1) return `${days} day${days === 1 ? '' : 's'}`;
  return `${Math.round(days * 24)} hours`;
}

/** Whether `n` is said in `text` as a number of its own, not part of another ('12' is not in '120' nor in '1.12'). */
export const numberIn = (text: string, n: string | number) =>
  new RegExp(`(?<![\\d.])${String(n).replace('.', '\\.')}(?![\\d])`).test(text);
