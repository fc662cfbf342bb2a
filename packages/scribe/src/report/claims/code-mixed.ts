// Code-mixed speech in English letters, glossed to the English the claim checker reads.
import { capture, regex, wordsOf } from '../pattern.js';
import { MIXED_DEGREE_WORDS } from '../vocabulary/mixed-degrees.js';
import { MIXED_SYMPTOMS } from '../vocabulary/mixed-symptoms.js';
import { rewrite, type Rewrite } from './rewrite.js';

/**
 * A symptom said in code-mixed words ('sir dard', 'thalai vali', 'bukhar'), read as the lexicon's name for it
 * before single words are glossed: the writer's own table (vocabulary/mixed-symptoms.ts), longest first.
 */
const SYMPTOM_GLOSS: Rewrite[] = Object.entries(MIXED_SYMPTOMS)
  .flatMap(([name, words]) => words.map((w) => [w, name] as const))
  .sort(([a], [b]) => b.length - a.length)
  .map(([words, name]) => [regex([wordsOf([words])], 'g'), name]);

/** A code-mixed degree word ('thoda', 'bahut', 'konjam') read as its English: the writer's own table (vocabulary/mixed-degrees.ts). */
const DEGREE_GLOSS: Rewrite[] = MIXED_DEGREE_WORDS.map((d) => [regex([wordsOf([d.word])], 'g'), d.english]);

/**
 * Code-mixed speech (Hinglish, and Tanglish for sides and pain) in English letters: the words that carry a clinical claim, glossed to
 * English so 'BP thoda high hai' and 'bukhar nahi hai' read as 'BP a little high' and 'no fever'.
 */
const GLOSS: Rewrite[] = [
  ...SYMPTOM_GLOSS,
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
  ...DEGREE_GLOSS,
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
/** The symptom names the gloss writes, longest first: a negation after one goes before all its words. */
const GLOSSED_NAMES = Object.keys(MIXED_SYMPTOMS).sort((a, b) => b.length - a.length);
/**
 * Hindi puts the negation after what it negates ('bukhar nahi'): move it before, as English does, and before
 * the whole of a glossed symptom's name ('peshab mein jalan nahi' is 'no burning with urination').
 */
const POST_NEG = regex([capture([wordsOf(GLOSSED_NAMES), '(?:[a-z]+ ){0,1}[a-z]+']), ' (?:nahi|nahin|nai)\\b'], 'g');

/** Code-mixed words that show a text needs the gloss: only such a text is rewritten. */
const CODE_MIXED =
  /\b(nahi|nahin|hai|bukhar|dard|khansi|thoda|din|mein|irukku|enakku|vali|haft[ae]|mahin[ae]|saal|ghant[ae])\b/;

/** A text with code-mixed words, its numbers in digits, its words glossed and its negations before what they negate. */
export function glossCodeMixed(t: string): string {
  if (!CODE_MIXED.test(t)) return t;
  const digits = t.replace(HINDI_SPAN, (_, n: string) => `${HINDI_NUMBERS[n]} `);
  return rewrite(digits, GLOSS).replace(POST_NEG, 'no $1').replace(/\s+/g, ' ').trim();
}
