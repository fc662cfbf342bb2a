/**
 * Degree words of code-mixed speech in English letters (Hindi, and Tamil), with the English degree each means:
 * the one table of these words. The writer reads them before a level or an adjective ('BP thoda high hai',
 * 'potassium konjam low irukku', 'aap thode anemic ho'); a word of more ('zyada') also says a level is up ('BP zyada hai') or a symptom is worse ('khansi raat ko zyada
 * hoti hai?'). The checker glosses each to its English
 * (claims/code-mixed.ts), so 'BP bahut high hai' reads as 'BP very high'. Data only.
 */
export type MixedDegree = 'slight' | 'marked' | 'more';

export interface MixedDegreeWord {
  word: string;
  language: 'hi' | 'ta';
  degree: MixedDegree;
  /** What the word says in English. */
  english: string;
}

export const MIXED_DEGREE_WORDS: readonly MixedDegreeWord[] = [
  { word: 'thoda', language: 'hi', degree: 'slight', english: 'a little' },
  { word: 'thodi', language: 'hi', degree: 'slight', english: 'a little' },
  { word: 'thode', language: 'hi', degree: 'slight', english: 'a little' },
  { word: 'konjam', language: 'ta', degree: 'slight', english: 'a little' },
  { word: 'bahut', language: 'hi', degree: 'marked', english: 'very' },
  { word: 'kaafi', language: 'hi', degree: 'marked', english: 'quite' },
  { word: 'romba', language: 'ta', degree: 'marked', english: 'very' },
  { word: 'zyada', language: 'hi', degree: 'more', english: 'more' },
  { word: 'jyada', language: 'hi', degree: 'more', english: 'more' },
  { word: 'zyaada', language: 'hi', degree: 'more', english: 'more' },
];
