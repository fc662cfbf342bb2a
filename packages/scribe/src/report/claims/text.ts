import { normalise } from '../extract/text.js';
import { glossCodeMixed } from './code-mixed.js';
import { rewrite, type Rewrite } from './rewrite.js';

/**
 * Clinical shorthand of written notes, read as the words it stands for, so that a report written in it is
 * checked like one written out: '62 y/o' and '62M' (at the start of a statement or after 'a', 'is') are
 * a 62-year-old (male), 'RTC' a return to clinic, 'f/u' a follow-up, 'T 101.2' a temperature, 'R-sided' right-sided. Spans
 * written short ('x 2 wks') are the normaliser's (extract/spans.ts), read alike by the writer.
 */
const NOTE_SHORTHAND: Rewrite[] = [
  [
    /\b(\d{1,3})\s?(?:y\/o|yo|y\.o\.?|yrs? old)(?![a-z])(?:\s([mf])\b)?/g,
    (_, n, sex) => `${n} year old${sex ? (sex === 'm' ? ' male' : ' female') : ''}`,
  ],
  [
    /(^|\b(?:a|an|is|pt|patient)\s+)(\d{1,3})\s?([mf])\b(?=\s*(?:$|[,.;:(]|with\b|presenting\b|presents\b|here\b|who\b|c\/o\b|complaining\b))/g,
    (_, lead, n, s) => `${lead}${n} year old ${s === 'm' ? 'male' : 'female'}`,
  ],
  [/\brtc\b/g, () => 'return to clinic'],
  [/\bf\/u\b/g, () => 'follow up'],
  // A side written as one letter before '-sided' or in a comparison: 'R-sided weakness', 'Lt-sided', 'edema R>L'.
  [/\b([rl])t?\.?-sided\b/g, (_, side) => `${side === 'r' ? 'right' : 'left'}-sided`],
  [/\b([rl])\s*>\s*([rl])\b/g, (_, a, b) => `${a === 'r' ? 'right' : 'left'} > ${b === 'r' ? 'right' : 'left'}`],
  // 'T 101.2', 'Tmax 38.5': a temperature, where the number is one (Fahrenheit or Celsius).
  [
    /(^|[,;:(]\s*|\bvitals?\s+)t(?:max)?\s?[:=]?\s?(\d{2,3}(?:\.\d)?)\b(?!\s*(?:mg|mcg|units?|%))/g,
    (m, lead, n) =>
      (Number(n) >= 34 && Number(n) <= 43) || (Number(n) >= 93 && Number(n) <= 110) ? `${lead}temperature ${n}` : m,
  ],
];

/** A transcript or report text as the claim checker reads it. */
export function claimText(raw: string): string {
  const t = rewrite(normalise(raw), NOTE_SHORTHAND)
    // A baby or low-dose aspirin is 81 mg.
    .replace(/\b(?:baby|low[- ]dose) aspirin\b(?!\s*\d)/g, 'aspirin 81 mg')
    // Spelled-out acronyms: 'd e x a scan', 'm r i', 'c t'.
    .replace(/\b[a-z](?: [a-z]\b){2,4}/g, (m) => m.replace(/ /g, ''))
    .replace(/\bc t\b/g, 'ct');
  return glossCodeMixed(t);
}

/** Whether `n` is said in `text` as a number of its own, not part of another ('12' is not in '120' nor in '1.12'). */
export const numberIn = (text: string, n: string | number) =>
  new RegExp(`(?<![\\d.])${String(n).replace('.', '\\.')}(?![\\d])`).test(text);
