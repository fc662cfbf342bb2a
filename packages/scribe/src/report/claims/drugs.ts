import { oneOf, regex } from '../pattern.js';
import { DRUGS } from '../extract/lexicon-drugs.js';
import { NOT_DRUG_BEFORE_DOSE } from '../vocabulary/dose-lead-words.js';
import { DRUG_ENDINGS } from './drug-endings.js';
import { DRUG_SYNONYMS, OPEN_DRUGS } from '../vocabulary/drug-names.js';

/** A medicine named in a text: its canonical (generic) name and where it stands. */
export interface DrugMention {
  name: string;
  index: number;
  end: number;
}

const KNOWN = new Map<string, string>();
for (const d of [...DRUGS, ...OPEN_DRUGS]) KNOWN.set(d, DRUG_SYNONYMS[d] ?? d);
for (const [k, v] of Object.entries(DRUG_SYNONYMS)) KNOWN.set(k, v);
const PHRASES = [...KNOWN.keys()].filter((k) => k.includes(' ')).sort((a, b) => b.length - a.length);

/**
 * Name endings that only medicines have (WHO INN stems: -pril, -sartan, -olol, -statin, -mab…), so
 * a medicine missing from every list is still recognised.
 */
const STEM = regex(['^[a-z]{3,}', oneOf(DRUG_ENDINGS), '$']);
/** English words with a medicine-like ending. */
const NOT_DRUGS = new Set([
  'magazine',
  'cocaine',
  'terol',
  'cholesterol',
  'bacon',
  'person',
  'reason',
  'peptide',
  'ozone',
  'cortisone',
]);

/** What a plan does with a medicine ('Initiate meloxicam 15 mg', 'taper prednisone'): the verb before its name, never a name. */
export const ACTION_VERBS = new Set(
  (
    'initiate initiated initiating start started starting begin began beginning continue continued continuing resume resumed restart restarted ' +
    'increase increased increasing decrease decreased decreasing discontinue discontinued discontinuing hold held holding taper tapered tapering ' +
    'stop stopped stopping add added adding switch switched change changed prescribe prescribed prescribing recommend recommended trial try ' +
    'titrate titrated wean weaned reduce reduced refill refilled renew renewed uptitrate downtitrate administer administered order ordered use using'
  ).split(' '),
);

const WORD = /[a-z][a-z-]*[a-z]/g;
/** A dose right after a word ('finerenone 10 mg') makes that word a medicine, listed or not. */
const DOSE_AFTER = /^\s+(?:\d+(?:\.\d+)?)\s*(?:mg|mcg|micrograms?|milligrams?|units?|ml|g)\b/;
const NOT_DRUG_WORDS = new Set(NOT_DRUG_BEFORE_DOSE);

/** The canonical name of a single word or phrase that names a medicine, or null. */
export function drugName(term: string): string | null {
  const t = term.toLowerCase().trim();
  const known = KNOWN.get(t) ?? KNOWN.get(t.replace(/s$/, ''));
  if (known) return known;
  return STEM.test(t) && !NOT_DRUGS.has(t) ? t : null;
}

/** Medicines named in a normalised text, in order: listed names, stems, and any word a dose follows. */
export function drugMentionsIn(text: string): DrugMention[] {
  const out: DrugMention[] = [];
  const taken = (i: number) => out.some((m) => i >= m.index && i < m.end);
  for (const p of PHRASES) {
    for (let i = text.indexOf(p); i >= 0; i = text.indexOf(p, i + 1)) {
      const before = text[i - 1];
      // A phrase said in the plural ('nicotine patches') names the same medicine.
      const after = text.slice(i + p.length).replace(/^e?s(?![a-z])/, '')[0];
      if ((before && /[a-z]/.test(before)) || (after && /[a-z]/.test(after)) || taken(i)) continue;
      out.push({ name: KNOWN.get(p)!, index: i, end: i + p.length });
    }
  }
  for (const m of text.matchAll(WORD)) {
    const i = m.index;
    if (taken(i)) continue;
    const name =
      drugName(m[0]) ??
      (m[0].length >= 4 &&
      !NOT_DRUG_WORDS.has(m[0]) &&
      !ACTION_VERBS.has(m[0]) &&
      DOSE_AFTER.test(text.slice(i + m[0].length))
        ? m[0]
        : null);
    if (name) out.push({ name, index: i, end: i + m[0].length });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** Whether two words differ by one letter added, dropped, changed or two swapped ('methothrexate', 'methotrexate'). */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < Math.min(a.length, b.length) && a[i] === b[i]) i++;
  const [x, y] = [a.slice(i), b.slice(i)];
  return (
    x.slice(1) === y.slice(1) ||
    x.slice(1) === y ||
    x === y.slice(1) ||
    (x[0] === y[1] && x[1] === y[0] && x.slice(2) === y.slice(2))
  );
}

/**
 * Whether a text names a medicine misspelled by one letter, as speech recognisers and typists do
 * ('methothrexate'): only for names of eight letters or more, which no other word or medicine is one letter from.
 */
export function misspeltIn(text: string, name: string): boolean {
  return name.length >= 8 && !name.includes(' ') && (text.match(/[a-z]{7,}/g) ?? []).some((w) => oneEditApart(w, name));
}

/** A word's consonants after its first letter, doubled ones once ('regulin' and 'reglan' → 'rgln'): what a speech recogniser keeps when it mishears the vowels. */
const skeleton = (w: string) =>
  w[0]! +
  w
    .slice(1)
    .replace(/[aeiouy]/g, '')
    .replace(/(.)\1+/g, '$1');
const soundKey = (w: string) => `${w.slice(0, 2)}|${skeleton(w)}`;
/** Medicines by the key of each of their names: a key two medicines share tells neither. */
const BY_SOUND = new Map<string, Set<string>>();
for (const [k, v] of KNOWN)
  if (/^[a-z]{6,}$/.test(k)) BY_SOUND.set(soundKey(k), (BY_SOUND.get(soundKey(k)) ?? new Set()).add(v));

/**
 * The word of a text that says a written medicine name the way speech recognition mishears it, or
 * null: a word of no known medicine with the same first two letters and the same consonants, for a
 * name of six letters or more with four of them or more ('regulin' for Reglan, 'asprin' for aspirin).
 * Short names and names that sound like another medicine are never matched.
 */
export function soundAlikeIn(text: string, written: string): string | null {
  const w = written.toLowerCase();
  if (!/^[a-z]{6,}$/.test(w) || skeleton(w).length < 4) return null;
  const key = soundKey(w);
  const owners = BY_SOUND.get(key);
  if (owners && (owners.size > 1 || !owners.has(drugName(w) ?? ''))) return null;
  return (
    (text.match(/[a-z]{5,}/g) ?? []).find(
      (x) => x !== w && Math.abs(x.length - w.length) <= 2 && soundKey(x) === key && !drugName(x),
    ) ?? null
  );
}
