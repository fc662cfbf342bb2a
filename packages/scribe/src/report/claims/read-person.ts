import { capture, oneOf, regex } from '../pattern.js';
import { DESCRIPTIONS, SEX_WORDS, type Sex } from '../reading/person-cues.js';

/**
 * The patient's sex as a consultation or a report states it (the ages said are the reading's: reading/ages.ts).
 */

/** Words for a person other than the patient. */
export const RELATIVE =
  /\b(mother|father|mom|dad|brother|sister|son|daughter|wife|husband|grand\w+|aunt|uncle|cousin|child|children|kids?|sibling|friend|partner|boyfriend|girlfriend|neighbou?r|therapist|doctor|nurse)\b/;

/** The sex said (m[1]). */
const SEX_NAMES = ['female', 'male', 'woman', 'man', 'lady', 'gentleman', 'girl', 'boy'];
const DESCRIBED = regex(
  [String.raw`\b${oneOf(DESCRIPTIONS)}(?:,?\s+[a-z-]+){0,3}?,?\s+`, capture(SEX_NAMES), String.raw`\b`],
  'g',
);
/** The words for a sex said on their own ('male', 'this lady'); 'man' alone is too often an exclamation. */
const BARE =
  /(?<!\boh )\b(female|woman|lady|girl|male|gentleman|boy)\b(?!\s+(?:pattern|nurse|doctor|friend|partner|cousin|relative))/g;

export interface SexSaid {
  /** described as the patient is ('a 50-year-old male') */
  strong: Record<Sex, string[]>;
  /** the word alone */
  weak: Record<Sex, string[]>;
}

export const emptySex = (): SexSaid => ({ strong: { female: [], male: [] }, weak: { female: [], male: [] } });

/** Whether a relative or another person is who the words at `index` describe ('my son is a 12-year-old boy'). */
export function aboutSomeoneElse(text: string, index: number): boolean {
  const before =
    text
      .slice(Math.max(0, index - 40), index)
      .split(/[,.;]/)
      .at(-1) ?? '';
  // A parent naming themselves ('I'm the mother of my four year old boy') describes the child, the patient.
  return (
    RELATIVE.test(before.replace(/\b(?:mother|father|mom|dad|parent)s? of\b/g, '')) ||
    /\bthe (?:lady|man|woman|gentleman|girl|boy)\b/.test(text.slice(index, index + 14))
  );
}

const WORDS_FOR: Record<Sex, string> = { female: 'lady|woman|girl', male: 'gentleman|man|boy' };

/**
 * Someone other than the patient named by their sex and where they are or what they do ('the lady in
 * occupational therapy', 'the man at the front desk'): where the consultation names that person, the
 * words for the other sex it uses, unless it also uses these ones. Null where it never names them so.
 */
export function otherPersonAgainst(
  text: string,
  segs: { id: string; text: string }[],
): { words: string; seg: string } | null {
  for (const m of text.matchAll(
    /\bthe (lady|woman|girl|gentleman|man|boy) ((?:in|at|from|who|with) (?:the |a |an )?[a-z']+)( [a-z']+)?/g,
  )) {
    const sex = SEX_WORDS[m[1]!]!;
    const other: Sex = sex === 'female' ? 'male' : 'female';
    // Where they are in one word or two ('in physio', 'in occupational therapy'), the two first.
    for (const place of m[3] ? [m[2]! + m[3], m[2]!] : [m[2]!]) {
      const said = (s: Sex) => new RegExp(`\\bthe (?:${WORDS_FOR[s]}) ${place}\\b`);
      const against = segs.find((x) => said(other).test(x.text));
      if (against && !segs.some((x) => said(sex).test(x.text)))
        return { words: said(other).exec(against.text)![0], seg: against.id };
    }
  }
  return null;
}

/** The first person a text describes as a patient is described ('a pleasant, 31-year-old, right-handed, white male'), with where the word for their sex stands. */
export function describedSex(text: string): { word: string; index: number } | null {
  for (const m of text.matchAll(DESCRIBED)) {
    const index = m.index + m[0].length - m[1]!.length;
    if (!aboutSomeoneElse(text, m.index)) return { word: m[1]!, index };
  }
  return null;
}

/** The patient's sex in one sentence of the consultation. */
export function readSex(into: SexSaid, sentence: string, seg: string) {
  for (const m of sentence.matchAll(DESCRIBED)) {
    if (!aboutSomeoneElse(sentence, m.index)) into.strong[SEX_WORDS[m[1]!]!].push(seg);
  }
  for (const m of sentence.matchAll(BARE)) {
    if (
      !aboutSomeoneElse(sentence, m.index) &&
      !/^(?:in|at|from|who|that)\b/.test(sentence.slice(m.index + m[0].length).trim())
    )
      into.weak[SEX_WORDS[m[1]!]!].push(seg);
  }
}
