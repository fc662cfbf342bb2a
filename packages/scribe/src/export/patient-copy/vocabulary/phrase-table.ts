import type { PatientCopyContent } from '@asha/contracts';

/** A phrase with `{n}` (a number) or `{name}` (a word kept as written) filled in by the interpreter. */
export type Phrase = string;

/** One phrase for a count of one and one for more, where the language changes the word (day, days). */
export interface Counted {
  one: Phrase;
  other: Phrase;
}

/** A length of time in the units an order or a review date is written in. */
export interface PerUnit {
  day: Counted;
  week: Counted;
  month: Counted;
}

/**
 * The fixed wording of a patient's copy in one language, as data: the interpreter (phrases.ts)
 * picks and fills these; it never makes up a word. Every phrase is a whole clause, so word order
 * and endings are the table's, not the code's.
 */
export interface PhraseTable {
  headings: PatientCopyContent['headings'];
  /** put before a line left in English, so the patient knows someone must read it to them */
  inEnglish: string;
  /** the end of a sentence (the danda in Hindi) */
  fullStop: string;
  /** between the parts of a medicine's line */
  separator: string;
  /** before the last of a list of times of day ('morning and night') */
  and: string;
  /** doses a day by count: 1 to 4 */
  timesADay: { 1: Phrase; 2: Phrase; 3: Phrase; 4: Phrase };
  /** the times of day of a three-part (1-0-1) and a four-part (1-1-1-1) schedule, in order */
  slots3: [string, string, string];
  slots4: [string, string, string, string];
  /** one time of day with its dose count: '{name} {n}' */
  slotCount: Phrase;
  /** the count of doses a day, then the times: '{name}: {list}' */
  scheduleWithTimes: Phrase;
  whenNeeded: Phrase;
  onceAWeek: Phrase;
  /** every {n} hours */
  everyHours: Phrase;
  food: { 'before food': Phrase; 'after food': Phrase; 'with food': Phrase };
  /** how long to take it: 'for 5 days' */
  forHowLong: PerUnit;
  /** when to come back: 'come back after 2 weeks' */
  comeBackAfter: PerUnit;
  /** a medicine whose order says nothing the copy can print */
  asExplained: Phrase;
  stop: Phrase;
  /** put before a changed dose */
  newDose: Phrase;
  /** put before a medicine to go on with */
  keepTaking: Phrase;
  /** put before a medicine stopped before and taken again from today */
  startAgain: Phrase;
  /** a test to have done, its name kept as written */
  test: Phrase;
  /** a team or service the patient is sent to, its name kept as written */
  referral: Phrase;
  /** the warning signs said to every patient, in the order of the English copy */
  alwaysWarn: [Phrase, Phrase, Phrase];
}
