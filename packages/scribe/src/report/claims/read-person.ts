/** The patient's sex and age as a consultation or a report states them. */
export type Sex = 'female' | 'male';

export const SEX_WORDS: Record<string, Sex> = {
  female: 'female', woman: 'female', lady: 'female', girl: 'female', male: 'male', man: 'male', gentleman: 'male', boy: 'male',
};
export const RELATIVE = /\b(mother|father|mom|dad|brother|sister|son|daughter|wife|husband|grand\w+|aunt|uncle|cousin|child|children|kids?|sibling|friend|partner|boyfriend|girlfriend|neighbou?r|therapist|doctor|nurse)\b/;

/**
 * Words that describe a person as a patient is described: an age, a build or a background before
 * the word for their sex ('a 50-year-old male', 'you are a white married man', 'a healthy male',
 * 'young man', 'thirty one year old, white, female').
 */
const DESCRIBED = /\b(?:\d{1,3}[- ](?:years?|months?|weeks?|days?)[- ]old|\d{1,3}[- ]?(?:yo|y\/o)|young|elderly|middle[- ]aged|married|single|divorced|widowed|white|black|caucasian|hispanic|latino|latina|asian|african[- ]american|pleasant|healthy|cooperative|obese|well[- ]developed|well[- ]nourished|(?:i'm|i am|you're|you are|he's|she's|he is|she is|patient is|this is) an?)(?:,?\s+[a-z-]+){0,3}?,?\s+(female|male|woman|man|lady|gentleman|girl|boy)\b/g;
/** The words for a sex said on their own ('male', 'this lady'); 'man' alone is too often an exclamation. */
const BARE = /(?<!\boh )\b(female|woman|lady|girl|male|gentleman|boy)\b(?!\s+(?:pattern|nurse|doctor|friend|partner|cousin|relative))/g;

export interface SexSaid {
  /** described as the patient is ('a 50-year-old male') */
  strong: Record<Sex, string[]>;
  /** the word alone */
  weak: Record<Sex, string[]>;
}

export const emptySex = (): SexSaid => ({ strong: { female: [], male: [] }, weak: { female: [], male: [] } });

/** Whether a relative or another person is who the words at `index` describe ('my son is a 12-year-old boy'). */
export function aboutSomeoneElse(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 40), index).split(/[,.;]/).at(-1) ?? '';
  return RELATIVE.test(before) || /\bthe (?:lady|man|woman|gentleman|girl|boy)\b/.test(text.slice(index, index + 14));
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
    if (!aboutSomeoneElse(sentence, m.index) && !/^(?:in|at|from|who|that)\b/.test(sentence.slice(m.index + m[0].length).trim())) into.weak[SEX_WORDS[m[1]!]!].push(seg);
  }
}

const AGE = /\b(\d{1,3})[- ]years?[- ]old\b|\b(?:i'm|i am|she's|he's|she is|he is|aged?)\s+(\d{1,3})\b(?!\s*(?:mg|%|pounds|lbs|days|weeks|months|minutes|hours|times|kg))/g;

/** Ages said in one sentence, unless of a child or relative ('a 6-year-old son'). */
export function agesIn(sentence: string): number[] {
  const out: number[] = [];
  for (const m of sentence.matchAll(AGE)) {
    if (/^\s*(?:son|daughter|child|kid|grandson|granddaughter|baby|brother|sister|boy|girl)\b/.test(sentence.slice(m.index + m[0].length))) continue;
    out.push(Number(m[1] ?? m[2]));
  }
  return out;
}
