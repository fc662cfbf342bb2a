import { DOSE_LIMITS, type DoseLimit } from '../vocabulary/dose-limits.js';
import { oneOf, regex, wordsOf } from '../pattern.js';
import type { Consultation } from './consultation-types.js';
import { spelledOut } from './drug-shorthand.js';
import { drugMentionsIn } from './drugs.js';
import { frequenciesOf, frequencyWords } from './frequencies.js';
import { uniq, type Finding, type Statement } from './types.js';

/**
 * A dose that cannot be right, whether or not it was said: above the usual adult maximum of its
 * medicine (vocabulary/dose-limits.ts), or in a unit the medicine is not dosed in ('levothyroxine 50 mg'
 * for 50 mcg). Speech recognition hears 'fifty' for 'fifteen', and the report then writes what was heard.
 */

const LIMITS = new Map<string, DoseLimit[]>();
for (const row of DOSE_LIMITS) LIMITS.set(row.drug, [...(LIMITS.get(row.drug) ?? []), row]);

type Unit = DoseLimit['unit'] | 'g';
const UNITS: [RegExp, Unit][] = [
  [/^(?:mg|mgs|milligrams?)$/, 'mg'],
  [/^(?:mcg|mcgs|micrograms?|ug|µg)$/, 'mcg'],
  [/^(?:g|gm|grams?)$/, 'g'],
];
/** Milligrams in one of each unit. */
const IN_MG: Record<Unit, number> = { mg: 1, mcg: 0.001, g: 1000 };
const UNIT_WORDS: Record<DoseLimit['unit'], string> = { mg: 'mg', mcg: 'micrograms' };

/**
 * A dose with its unit; not a combination's strength ('5/325 mg' is two medicines' doses), nor a
 * concentration or a dose by weight ('mg/kg', 'mg/dl').
 */
const DOSE = regex(
  [
    /(?<![\d.]|\d\s?\/\s?)/,
    /(\d+(?:\.\d+)?)\s*/,
    `(${oneOf(['mg', 'mgs', 'milligrams?', 'mcg', 'mcgs', 'micrograms?', 'ug', 'µg', 'g', 'gm', 'grams?'])})`,
    /(?![a-z])(?!\s*(?:\/\s*(?:kg|dl|l|ml|m2)\b|per (?:kilo|kg|deci|lit)))/,
  ],
  'g',
);

/** Routes named in a statement: by mouth, an injection, or a route no oral maximum bounds (a cream, drops, an inhaler). */
const ORAL = regex([wordsOf(['by mouth', 'orally', 'oral', 'po', 'tablets?', 'tabs?', 'pills?', 'capsules?'])]);
const INJECTION = regex([
  wordsOf(['injections?', 'injected', 'inject', 'shots?', 'iv', 'intravenous(?:ly)?', 'im', 'intramuscular(?:ly)?']),
  '|',
  wordsOf(['subcutaneous(?:ly)?', 'subq', 'sq', 'infusions?', 'drip']),
]);
const NOT_SYSTEMIC = regex([
  wordsOf(['topical(?:ly)?', 'creams?', 'gels?', 'ointments?', 'lotions?', 'patch(?:es)?', 'drops', 'nasal']),
  '|',
  wordsOf(['sprays?', 'inhalers?', 'inhaled', 'nebuli[sz](?:ed|er)', 'puffs?', 'suppositor(?:y|ies)', 'rectal']),
]);
/** A dose told as an overdose or an ingestion is what happened, not a dose prescribed. */
const NOT_PRESCRIBED = /\b(?:overdos\w*|ingest\w*|poison\w*|suicid\w*)/;

/** '15 mg' as the report writes it: whole numbers plain, decimals as written. */
const amount = (n: number) => (Number.isInteger(n) ? n.toLocaleString('en-US') : String(Number(n.toFixed(3))));

/** The limit a dose is checked against, and how the flag words it. */
interface Bound {
  limit: number;
  per: 'in one dose' | 'a day';
}

/**
 * What a dose of `perDay` doses a day is measured against: a dose with no schedule by its largest
 * single dose (a day's maximum bounds one dose too); 'daily' by the day's maximum only, as '2400 mg
 * daily' may be a day's total taken in parts; several a day by both.
 */
function boundsOf(row: DoseLimit, perDay: number | undefined): { single?: Bound; daily?: Bound } {
  const single = row.maxSingle ?? row.maxDaily;
  const singleBound: Bound | undefined =
    single === undefined ? undefined : { limit: single, per: row.maxSingle === undefined ? 'a day' : 'in one dose' };
  const daily: Bound | undefined = row.maxDaily === undefined ? undefined : { limit: row.maxDaily, per: 'a day' };
  if (perDay === 1) return { daily };
  if (perDay !== undefined && perDay > 1) return { single: singleBound, daily };
  return { single: singleBound };
}

/** Whether `n` in the row's unit, taken `perDay` times a day, is within the row's maxima. */
function within(row: DoseLimit, n: number, perDay: number | undefined): boolean {
  const { single, daily } = boundsOf(row, perDay);
  return (!single || n <= single.limit) && (!daily || n * (perDay ?? 1) <= daily.limit);
}

/**
 * The dose most likely meant, in the unit written: a tens word heard for a teens word ('fifty' for
 * 'fifteen'), or a zero too many ('100 mg' for 10 mg). Only one within the maxima is offered.
 */
function meant(row: DoseLimit, n: number, unit: Unit, perDay: number | undefined): string | null {
  const toRow = IN_MG[unit] / IN_MG[row.unit];
  const teens = n >= 30 && n <= 90 && n % 10 === 0 ? [n / 10 + 10] : [];
  const zero = n >= 100 && n % 10 === 0 ? [n / 10] : [];
  for (const guess of [...teens, ...zero]) if (within(row, guess * toRow, perDay)) return `${amount(guess)} ${unit}`;
  return null;
}

/** The flag on one written dose of `drug` against one row, or null when the dose is within it. */
function judge(drug: string, row: DoseLimit, n: number, unit: Unit, perDay: number | undefined): string | null {
  const value = (n * IN_MG[unit]) / IN_MG[row.unit];
  const written = `${amount(n)} ${unit}`;
  const { single, daily } = boundsOf(row, perDay);
  const top = single?.limit ?? daily?.limit;
  if (top === undefined) return null;
  // The number is a plausible dose in the medicine's own unit: the unit written is the error ('levothyroxine 50 mg', 'amlodipine 5 mcg').
  if (unit !== row.unit && within(row, n, perDay) && n >= top / 100 && (value > top || value < top / 1000)) {
    const bound = (single ?? daily)!;
    const size =
      value > top
        ? `far above its usual adult maximum of ${amount(bound.limit)} ${row.unit} ${bound.per}`
        : `a thousandth of ${amount(n)} ${row.unit}`;
    const dosed = `${drug} is dosed in ${UNIT_WORDS[row.unit]}`;
    return `Check dose: ${dosed}; ${written} is ${amount(value)} ${row.unit}, ${size} — was ${amount(n)} ${row.unit} meant?`;
  }
  const guess = () => {
    const g = meant(row, n, unit, perDay);
    return g ? ` — was ${g} meant?` : '';
  };
  if (single && value > single.limit)
    return `Check dose: ${written} is above ${drug}'s usual adult maximum of ${amount(single.limit)} ${row.unit} ${single.per}${guess()}`;
  if (daily && perDay !== undefined && value * perDay > daily.limit) {
    if (perDay === 1)
      return `Check dose: ${written} is above ${drug}'s usual adult maximum of ${amount(daily.limit)} ${row.unit} a day${guess()}`;
    // Each dose is within bounds and the schedule makes the day's total too much: no one number to correct.
    const total = `${amount(value * perDay)} ${row.unit} a day`;
    return `Check dose: ${drug} ${written} ${frequencyWords(perDay)} is ${total}, above its usual adult maximum of ${amount(daily.limit)} ${row.unit} a day`;
  }
  return null;
}

/** The rows the route named in a medicine's words selects; with none named, every route (the most generous bounds). */
function rowsFor(drug: string, words: string): DoseLimit[] {
  const rows = LIMITS.get(drug) ?? [];
  if (NOT_SYSTEMIC.test(words)) return [];
  if (INJECTION.test(words)) return rows.filter((r) => r.route === 'injection');
  return ORAL.test(words) ? rows.filter((r) => r.route === 'oral') : rows;
}

/** Doses a day said after a dose: the fewest when several are ('every 6 to 8 hours' is 3), none when only 'as needed'. */
function perDayAfter(text: string): number | undefined {
  const said = frequenciesOf(spelledOut(text.slice(0, 80))).filter((f): f is number => f !== 'prn');
  if (/^\s*(?:\/\s*d(?:ay)?\b|per day\b)/.test(text)) said.push(1);
  return said.length ? Math.min(...said) : undefined;
}

/** A dose in a statement that cannot be right for its medicine, with what was likely meant. */
export function checkDoseLimits(s: Statement, c: Consultation): Finding | null {
  if (s.role === 'allergy' || /\ballerg/.test(s.norm) || NOT_PRESCRIBED.test(s.norm)) return null;
  const named = drugMentionsIn(s.norm);
  const mentions = named.length || !s.carried ? named : [{ name: s.carried, index: 0, end: 0 }];
  for (const [i, m] of mentions.entries()) {
    if (!LIMITS.has(m.name) || /^\s*levels?\b/.test(s.norm.slice(m.end))) continue;
    // A medicine's words run from the one named before it to the one named after it.
    const next = mentions[i + 1]?.index ?? s.norm.length;
    const rows = rowsFor(m.name, s.norm.slice(mentions[i - 1]?.end ?? 0, next));
    for (const d of s.norm.slice(m.end, Math.min(next, m.end + 60)).matchAll(DOSE)) {
      const unit = UNITS.find(([re]) => re.test(d[2]!))![1];
      const n = Number(d[1]);
      const perDay = perDayAfter(s.norm.slice(m.end + d.index + d[0].length, next));
      const verdicts = rows.map((row) => judge(m.name, row, n, unit, perDay));
      // Flagged only when no route's maxima allow it.
      if (!verdicts.length || verdicts.some((v) => v === null)) continue;
      const facts = c.drugs.get(m.name);
      return {
        kind: 'implausible',
        claim: 'dose',
        reason: verdicts[0]!,
        segmentIds: uniq(facts?.doses.get(d[1]!) ?? facts?.segs ?? []),
      };
    }
  }
  return null;
}
