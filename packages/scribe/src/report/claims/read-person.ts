import { capture, oneOf, regex } from '../pattern.js';

/** The patient's sex and age as a consultation or a report states them. */
export type Sex = 'female' | 'male';

export const SEX_WORDS: Record<string, Sex> = {
  female: 'female',
  woman: 'female',
  lady: 'female',
  girl: 'female',
  male: 'male',
  man: 'male',
  gentleman: 'male',
  boy: 'male',
};
export const RELATIVE =
  /\b(mother|father|mom|dad|brother|sister|son|daughter|wife|husband|grand\w+|aunt|uncle|cousin|child|children|kids?|sibling|friend|partner|boyfriend|girlfriend|neighbou?r|therapist|doctor|nurse)\b/;

/**
 * Words that describe a person as a patient is described: an age, a build or a background before
 * the word for their sex ('a 50-year-old male', 'you are a white married man', 'a healthy male',
 * 'young man', 'thirty one year old, white, female').
 */
/** Words that describe a patient before their sex: an age, a build, a background, 'you are a'. */
const DESCRIPTIONS = [
  String.raw`\d{1,3}[- ](?:years?|months?|weeks?|days?)[- ]old`,
  String.raw`\d{1,3}[- ]?(?:yo|y\/o)`,
  'young',
  'elderly',
  'middle[- ]aged',
  'married',
  'single',
  'divorced',
  'widowed',
  'white',
  'black',
  'caucasian',
  'hispanic',
  'latino',
  'latina',
  'asian',
  'african[- ]american',
  'pleasant',
  'healthy',
  'cooperative',
  'obese',
  'well[- ]developed',
  'well[- ]nourished',
  "(?:i'm|i am|you're|you are|he's|she's|he is|she is|patient is|this is) an?",
];
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

const AGE =
  /(?<!\.)\b(\d{1,3})[- ]years?[- ]old\b|\b(?:i'm|i am|she's|he's|she is|he is|aged?)\s+(\d{1,3})\b(?!\s*(?:mg|%|pounds|lbs|days|weeks|months|minutes|hours|times|kg))/g;

/**
 * Ages said in one sentence, unless of a child or relative ('a 6-year-old son'). An age said of a
 * relative ('my mother is 80 years old') or by a patient of he or she ('she was 70 years old': patients
 * speak of themselves as I, but a parent of a child patient as she) may be someone else's: `other`.
 */
export function agesIn(sentence: string, role = ''): { n: number; other: boolean }[] {
  const out: { n: number; other: boolean }[] = [];
  for (const m of sentence.matchAll(AGE)) {
    if (
      /^\s*(?:son|daughter|child|kid|grandson|granddaughter|baby|brother|sister|boy|girl)\b/.test(
        sentence.slice(m.index + m[0].length),
      )
    )
      continue;
    // An age at some time past ('when I was 20 years old') is not the age now.
    const other =
      aboutSomeoneElse(sentence, m.index) ||
      /\bwhen (?:i|he|she|you) (?:was|were) (?:about |around )?$/.test(sentence.slice(0, m.index)) ||
      (role === 'Patient' &&
        /\b(?:he|she|he's|she's)\b[^,.;]*$/.test(sentence.slice(Math.max(0, m.index - 30), m.index + 6)));
    out.push({ n: Number(m[1] ?? m[2]), other });
  }
  return [...out, ...agesInWords(sentence)];
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
const TENTHS: Record<string, number> = {
  twentieth: 20,
  thirtieth: 30,
  fortieth: 40,
  fiftieth: 50,
  sixtieth: 60,
  seventieth: 70,
  eightieth: 80,
  ninetieth: 90,
};
const NOT_YEARS =
  /^\s*(?:mg|%|percent|pounds|lbs|kg|days?|weeks?|months?|minutes?|hours?|times|more|of|in the|at|on|or|to)\b/;

/**
 * A patient's age said in other words: a birthday ('I celebrated my thirtieth birthday', 'your seventy second birthday'), an age
 * turned or coming ('I turned 65'; 'I'll be 90 later this month', 'I'm going to be 90': 89 now, or 90 by the
 * time it is written), decades lived ('I have just completed five decades of my life').
 */
function agesInWords(sentence: string): { n: number; other: boolean }[] {
  const out: { n: number; other: boolean }[] = [];
  // Said to the patient too ('you recently celebrated your seventy second birthday', read as '70 second').
  for (const m of sentence.matchAll(
    /\b(?:my|your) (?:(\d{1,3})(?:st|nd|rd|th)|(\w+ieth)|([1-9]0) (first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)) birthday\b/g,
  )) {
    const n = m[1] ? Number(m[1]) : m[3] ? Number(m[3]) + ORDINALS.indexOf(m[4]!) + 1 : TENTHS[m[2]!];
    if (n) out.push({ n, other: false });
  }
  for (const m of sentence.matchAll(
    /\bi (?:just |recently )?turned (\d{1,3})\b|\bi(?:'ll| will|'m going to| am going to|'m gonna| am gonna) be (\d{1,3})\b|\bi(?:'m| am) turning (\d{1,3})\b/g,
  )) {
    if (NOT_YEARS.test(sentence.slice(m.index + m[0].length))) continue;
    const n = Number(m[1] ?? m[2] ?? m[3]);
    out.push({ n, other: false });
    if (!m[1]) out.push({ n: n - 1, other: false });
  }
  for (const m of sentence.matchAll(/\b(\d{1,2}) decades (?:of (?:my )?life|old)\b/g))
    out.push({ n: Number(m[1]) * 10, other: false });
  return out;
}
