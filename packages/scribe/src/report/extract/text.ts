import { oneOf, regex } from '../pattern.js';
import { RESTART_WORDS } from '../vocabulary/restart-words.js';
import { spokenNumbersToDigits } from './numbers.js';
import { writtenSpans } from './spans.js';

/**
 * Abbreviations speech recognition writes as letters ('u r i', 'E K G', 'I B S'): only known ones are
 * joined when they start with 'i' or 'a', since 'i' and 'a' are words.
 */
const SPOKEN_ABBREVIATIONS = [
  'uri',
  'uti',
  'ekg',
  'ecg',
  'copd',
  'gerd',
  'mri',
  'cbc',
  'cbd',
  'tsh',
  'psa',
  'ibs',
  'ibd',
  'iud',
  'ivf',
  'acl',
  'aki',
  'adhd',
  'ptsd',
  'hiv',
  'std',
  'dvt',
  'tia',
  'bph',
  'ent',
  'icu',
  'cmv',
  'bmp',
  'cmp',
  'nsaids?',
  // a dose's unit said letter by letter: '40 m g'
  'mg',
  // a route: 'i v metoprolol'
  'iv',
];
const SPELLED_ABBREVIATION = new RegExp(
  `\\b(?:${SPOKEN_ABBREVIATIONS.map((a) => a.replace(/(\w)(?=\w)/g, '$1 ')).join('|')})\\b`,
  'gi',
);

const NUMBER_WORD = oneOf([
  String.raw`\d+(?:\.\d+)?`,
  'zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve',
  String.raw`\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|point`,
]);
const DOSE_UNIT = oneOf(['milligrams?', 'mg', 'm g', 'micrograms?', 'mcg', 'units?']);
/** A number said twice over before its unit ('five hundred five hundred milligrams'): a speaker's repetition, said once. */
const REPEATED_DOSE = regex(
  [String.raw`\b(${NUMBER_WORD}(?:[\s-]+${NUMBER_WORD}){0,3})`, String.raw`,?\s+\1`, String.raw`(?=\s*${DOSE_UNIT}\b)`],
  'gi',
);
/**
 * A dose's point written apart, as the ACI-Bench dialogues write it ('aldactone twelve . five milligrams'): a
 * point inside the number, not the end of a sentence, so the dose is 12.5 mg and not lost at a full stop.
 */
const SPACED_POINT = regex(
  [String.raw`\b(${NUMBER_WORD}) \. (${NUMBER_WORD})`, String.raw`(?=\s+${DOSE_UNIT}\b)`],
  'gi',
);
/**
 * Hesitations that carry nothing ('every uh, six hours', 'the uh- knee'); not the yes and no of 'uh-huh', 'um-hum',
 * 'huh-uh'.
 * One set off by commas is a pause inside a phrase ('an acute lumbar, um, strain'): the phrase is read whole.
 */
const FILLER = /(,\s*)?(?<![\w-])(?:uh|um+|uhm|erm)(?:-(?=\s))?(?![\w-]|\s(?:huh|hum|hmm)\b)(,)?\s*/g;
const BROKEN_OFF = /(?<![a-z'])([a-z][a-z']*)- (?=\1)/g;
const withoutFiller = (_: string, before?: string, after?: string) => (before && !after ? ', ' : before ? ' ' : '');

/**
 * A run of one to three words said twice or more in a row ('you can you can move it', 'worse when they when
 * they swallow', 'i i i think') is one saying: speech recognition keeps a speaker's false starts, and a
 * reading that starts at the second copy ('can you …' inside 'you can you can') hears a question never asked.
 * Only a run that ends in a word a phrase restarts on (vocabulary/restart-words.ts): 'your lungs your lungs
 * are clear' is two clauses. Words only: a number said twice may be a dose or a reading ('2 2'). Kept are
 * the repeats that say more than once would: 'had had' (the earlier of two pasts), 'so so', 'bye bye'.
 */
const SAID_AGAIN = /(?<![a-z'-])([a-z']+(?: [a-z']+){0,2})(?:,? \1)+(?![a-z'-])/g;
const RESTARTS = new Set(RESTART_WORDS);
const MEANT_TWICE = new Set(['had', 'so', 'bye']);
const saidOnce = (run: string, words: string) =>
  RESTARTS.has(words.slice(words.lastIndexOf(' ') + 1)) && !MEANT_TWICE.has(words) ? words : run;

/**
 * Text as the writer and the checker read it: lower case, digits for spoken numbers, numbers and time spans
 * written one way (spans.ts), ACI-Bench's spaced punctuation (' , ' and ' . ') closed up, hesitations
 * dropped and words said twice said once, so one pattern matches speech, typed notes and both datasets.
 */
export function normalise(text: string): string {
  const spaced = text
    .replace(SPACED_POINT, '$1 point $2')
    .replace(REPEATED_DOSE, '$1')
    .replace(SPELLED_ABBREVIATION, (run) => run.replace(/ /g, ''))
    // Spelled-out letters ('U R I', 'C M V', '40 M G') are one word; a run starting with 'I' or 'A' is left alone.
    .replace(/\b(?![IA] )[A-Z](?: [A-Z]\b)+/g, (run) => run.replace(/ /g, ''))
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\s+([,.?!;:])/g, '$1')
    // A word broken off and said again whole ('occasion- occasional', 'd- diabetes', "i'll- i'll", 'uh- uh') is the
    // whole word; first, so that a hesitation said twice is then dropped as one.
    .replace(BROKEN_OFF, '')
    .replace(FILLER, withoutFiller)
    .replace(/\s+'(s|re|ve|ll|d|m|t)\b/g, "'$1")
    .replace(/\b(do|does|did|is|are|was|were|have|has|had|ca|wo|could|would|should)\s+n't\b/g, "$1n't")
    // Speech recognition often drops a negative's apostrophe ('dont', 'cant'): one spelling for every pattern.
    .replace(/\b(do|does|did|is|are|was|were|have|has|had|ca|could|would|should)nt\b/g, "$1n't")
    .replace(/\b(gon|wan) na\b/g, '$1na')
    .replace(/\s+/g, ' ')
    .trim();
  return writtenSpans(
    spokenNumbersToDigits(spaced)
      .replace(/(\d)\s*,\s*(\d{3})\b/g, '$1$2')
      .replace(SAID_AGAIN, saidOnce),
  );
}

/** Sentences of a normalised text (the scope of a negation). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.?!;])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A whole-word (or whole-phrase) matcher for a lexicon term; tolerates plural -s/-es. */
export function termPattern(term: string): RegExp {
  return new RegExp(`(?<![a-z])${escapeRegExp(term).replace(/ /g, '[ -]')}(?:e?s)?(?![a-z])`, 'i');
}

/** A lexicon term's pattern with the term's first word, which the pattern holds letter for letter. */
export interface TermMatcher {
  head: string;
  re: RegExp;
}

export function termMatcher(term: string): TermMatcher {
  return { head: term.toLowerCase().split(' ')[0]!, re: termPattern(term) };
}

/**
 * A term's first match in a text. A text without the term's first word cannot match, so the pattern runs
 * only on texts that hold it: a lexicon of hundreds of terms costs a substring test for most of them.
 * `lower` is the text in lower case, made once by the caller for all the terms it looks for.
 */
export function findTerm(term: TermMatcher, text: string, lower: string): RegExpExecArray | null {
  return lower.includes(term.head) ? term.re.exec(text) : null;
}

/** Normalised word tokens, for overlap measures. */
export function tokens(text: string): string[] {
  return normalise(text).match(/[a-z0-9]+(?:\.[0-9]+)?/g) ?? [];
}

/** Normalised words as a report shows them: a capital first letter and a capital 'I'. */
export function display(text: string): string {
  const t = text.trim().replace(/\bi\b(?=\s|'|$)/g, 'I');
  return t.charAt(0).toUpperCase() + t.slice(1);
}
