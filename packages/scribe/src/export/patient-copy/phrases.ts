import type { PlanMedication } from '@asha/contracts';
import { rxColumns } from '../../note-types/rx.js';
import type { PhraseTable } from './vocabulary/index.js';
import type { PerUnit, Phrase } from './vocabulary/phrase-table.js';

/** A line of the copy, and whether any of it was left in English. */
export interface CopyLine {
  text: string;
  english: boolean;
}

/** A phrase with its `{n}`, `{name}` and `{list}` filled in; names are put in as written. */
export function fill(p: Phrase, v: { n?: number; name?: string; list?: string }): string {
  return p.replace(/\{(n|name|list)\}/g, (_, k: 'n' | 'name' | 'list') => String(v[k] ?? ''));
}

const sentence = (s: string) => {
  const t = s.trim();
  return /[.!?]$/.test(t) ? t : `${t}.`;
};
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A sentence the phrase tables cannot say, kept in English behind the table's mark. */
export function inEnglish(t: PhraseTable, s: string): CopyLine {
  return { text: `${t.inEnglish} ${sentence(capital(s))}`, english: true };
}

const WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };
Object.assign(WORDS, { eight: 8, nine: 9, ten: 10, twelve: 12, fourteen: 14, fifteen: 15, thirty: 30 });
const AMOUNT = String.raw`(\d{1,3}|${Object.keys(WORDS).join('|')})\s*(day|week|month)s?`;

/** A length of time as the note writes it ('5 days', 'in 2 weeks', 'review after one month'); null for anything else. */
export function readLength(s: string): { n: number; unit: keyof PerUnit } | null {
  const re = new RegExp(
    String.raw`^(?:(?:come back|review|follow[- ]?up|return|revisit)\s+)?(?:in|after)?\s*${AMOUNT}\.?$`,
    'i',
  );
  const m = re.exec(s.trim());
  if (!m) return null;
  const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : WORDS[m[1]!.toLowerCase()]!;
  return n > 0 ? { n, unit: m[2]!.toLowerCase() as keyof PerUnit } : null;
}

/** 'for 5 days' or 'after 2 weeks' in the table's words; null when the length is not one it can say. */
export function lengthPhrase(phrases: PerUnit, s: string): string | null {
  const len = readLength(s);
  if (!len) return null;
  const p = phrases[len.unit];
  return fill(len.n === 1 ? p.one : p.other, { n: len.n });
}

/**
 * How often, from the Rx schedule: doses a day, then the times of day. The dose count at each time
 * is printed only when the clinician wrote the numbers (1-0-1); a schedule read from words ('twice
 * a day') names the times alone, since how many tablets each time was not said.
 */
function schedulePhrase(t: PhraseTable, schedule: string, countsWritten: boolean): string | null {
  if (/^[0-4](?:-[0-4]){2,3}$/.test(schedule)) {
    const counts = schedule.split('-').map(Number);
    const names = counts.length === 3 ? t.slots3 : t.slots4;
    const given = counts.flatMap((n, i) => (n > 0 ? [{ n, name: names[i]! }] : []));
    if (given.length === 0 || given.length > 4) return null;
    const list = countsWritten
      ? given.map((g) => fill(t.slotCount, g)).join(t.separator)
      : given.length === 1
        ? given[0]!.name
        : `${given
            .slice(0, -1)
            .map((g) => g.name)
            .join(t.separator)}${t.and}${given.at(-1)!.name}`;
    return fill(t.scheduleWithTimes, { name: t.timesADay[given.length as 1 | 2 | 3 | 4], list });
  }
  if (schedule === 'SOS') return t.whenNeeded;
  if (schedule === 'once a week') return t.onceAWeek;
  if (schedule === 'once daily') return t.timesADay[1];
  const hours = /^every (\d+) hours$/.exec(schedule);
  return hours ? fill(t.everyHours, { n: Number(hours[1]) }) : null;
}

/**
 * Orders whose columns could be read wrong, so their whole line stays in English: a part dose
 * ('1/2-0-1/2' would read as 2-0-1), a negation ('not before food' would read as before food), and
 * a bare 'once' (a single dose, not once a day).
 */
const PART_DOSE = /\d\s*\/\s*\d|[½¼¾]|\bhalf\b|\d\.\d\s*-\s*\d/i;
const NEGATION = /\b(?:not|no|don'?t|never|avoid|without)\b/i;
const A_DAY = /\b(?:daily|a day|per day|every day|od)\b/i;
const risky = (said: string, schedule: string | null) =>
  PART_DOSE.test(said) || NEGATION.test(said) || (schedule === 'once daily' && !A_DAY.test(said));

/** What is put before the order of a medicine not started new: a new dose, one to go on with, one to take again. */
const PREFIX = { change: 'newDose', continue: 'keepTaking', restart: 'startAgain' } as const;

/**
 * How to take one medicine, in the table's language, built from its order read as Rx columns:
 * strength (as written), how often and when, before or after food, for how long. What the order
 * says beyond those columns stays in English, marked; an order the columns cannot read, or could
 * read wrong, stays wholly in English. Nothing is added that the order does not say (no days when none were said).
 */
export function medicineLine(t: PhraseTable, m: Pick<PlanMedication, 'instructions' | 'action'>): CopyLine {
  if (m.action === 'stop') return { text: `${t.stop}${t.fullStop}`, english: false };
  const prefix = m.action === 'change' || m.action === 'continue' || m.action === 'restart' ? t[PREFIX[m.action]] : '';
  const said = (m.instructions ?? '').trim();
  if (!said) return { text: `${prefix}${t.asExplained}${t.fullStop}`, english: false };
  const cols = rxColumns({ instructions: said });
  const schedule = cols.schedule
    ? schedulePhrase(t, cols.schedule, /\b[0-4]\s*-\s*[0-4]\s*-\s*[0-4]/.test(said))
    : null;
  const days = cols.days ? lengthPhrase(t.forHowLong, cols.days) : null;
  const unread = risky(said, cols.schedule) || (cols.schedule && !schedule) || (cols.days && !days);
  const parts = [cols.strength, schedule, cols.food && t.food[cols.food], days].filter((p): p is string => !!p);
  if (unread || parts.length === 0) {
    const line = inEnglish(t, said);
    return { text: `${prefix}${line.text}`, english: true };
  }
  const built = `${prefix}${parts.join(t.separator)}${t.fullStop}`;
  return cols.note
    ? { text: `${built} ${inEnglish(t, cols.note).text}`, english: true }
    : { text: built, english: false };
}
