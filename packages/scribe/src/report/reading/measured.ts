import { regex, wordsOf } from '../pattern.js';
import { MEASURED_ELSEWHERE, MEASURED_TODAY, type MeasuredKind } from './measured-cues.js';

/** The cues of some kinds, as the patient says them and as the clinician does (without the speaker's own measuring). */
function cues(kinds: MeasuredKind[]): Record<'patient' | 'clinician', RegExp> {
  const rows = MEASURED_ELSEWHERE.filter((c) => kinds.includes(c.kind));
  return {
    patient: regex([wordsOf(rows.map((c) => c.words))]),
    clinician: regex([wordsOf(rows.filter((c) => !c.speaker).map((c) => c.words))]),
  };
}
const ELSEWHERE = cues(['home', 'own', 'time', 'away']);
const AT_HOME = cues(['home']);
const AWAY = cues(['away']);
/** Who said the words: 'I checked it' is the patient's home reading, the clinician's of this visit. */
const by = (clinician: boolean) => (clinician ? 'clinician' : 'patient');
const TODAY = regex([wordsOf(MEASURED_TODAY)]);

/** How far around a reading's words a place or time it was taken at is read, within its sentence. */
const AROUND = 40;

/**
 * The words of a reading and those around it, within its sentence, joined as said: a cue running into the
 * reading's words ('my blood pressure was 150 over 90') is read whole.
 */
export function around(text: string, index: number, end: number): string {
  // 'Today' opens this visit's readings: a place said before it is another reading's.
  const before = text
    .slice(Math.max(0, index - AROUND), index)
    .split(/[.?!]\s|\btoday\b/)
    .pop()!;
  const after = text.slice(end, end + AROUND).split(/[.?!]/)[0]!;
  return `${before}${text.slice(index, end)}${after}`;
}

/** Whether words place a reading at another place or time than this visit (measured-cues.ts). */
export const measuredElsewhere = (words: string, clinician = false): boolean => ELSEWHERE[by(clinician)].test(words);

/** Each row's cue, to tell which kind of place a reading was said with. */
const ROWS = MEASURED_ELSEWHERE.map((c) => ({ ...c, re: regex([wordsOf([c.words])]) }));

/**
 * Where or when a reading was taken, when another place or time than this visit: the kind of the first
 * cue said ('in the er' is away) and its words, or null.
 */
export function placeSaid(words: string, clinician = false): { kind: MeasuredKind; words: string } | null {
  const m = ELSEWHERE[by(clinician)].exec(words);
  if (!m) return null;
  const row = ROWS.find((c) => (!clinician || !c.speaker) && c.re.test(m[0]))!;
  return { kind: row.kind, words: m[0].trim() };
}

/** Whether the words around a reading place it at the patient's home (measured-cues.ts). */
export const measuredAtHome = (words: string, clinician = false): boolean => AT_HOME[by(clinician)].test(words);

/**
 * Whether words place a reading at another place, clinician or visit ('in the er', 'at your last visit'):
 * not the patient's own, as a blood sugar said with no place is.
 */
export const measuredAway = (words: string, clinician = false): boolean => AWAY[by(clinician)].test(words);

/** Whether words place a reading at this visit ('your vitals today'). */
export const measuredToday = (words: string): boolean => TODAY.test(words);
