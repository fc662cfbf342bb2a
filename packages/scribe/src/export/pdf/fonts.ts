import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/**
 * The fonts the PDFs are set in: Noto Sans for Latin, Greek and Cyrillic, and the Noto Sans family
 * of each Indic script, all from npm (@fontsource, SIL Open Font License) so that nothing is fetched
 * when a PDF is made. Each file covers one script; text is set run by run in the font that has its
 * letters, and pdfkit shapes each run with fontkit's OpenType engine (conjuncts, vowel signs placed
 * before their consonant, reph), the same glyphs HarfBuzz chooses.
 */
const require = createRequire(import.meta.url);

const FILES: Array<[pkg: string, subset: string]> = [
  ['noto-sans', 'latin'],
  ['noto-sans', 'latin-ext'],
  ['noto-sans', 'greek'],
  ['noto-sans', 'cyrillic'],
  ['noto-sans-devanagari', 'devanagari'],
  ['noto-sans-bengali', 'bengali'],
  ['noto-sans-tamil', 'tamil'],
  ['noto-sans-telugu', 'telugu'],
  ['noto-sans-kannada', 'kannada'],
  ['noto-sans-malayalam', 'malayalam'],
  ['noto-sans-gujarati', 'gujarati'],
  ['noto-sans-gurmukhi', 'gurmukhi'],
  ['noto-sans-oriya', 'oriya'],
];

export type Weight = 'regular' | 'bold';

export interface FontFace {
  /** the name the PDF registers it under */
  name: string;
  /** parsed once per process and handed to every document (pdfkit takes a fontkit font as it is) */
  font: fontkit.Font;
  has(codePoint: number): boolean;
  /** how much larger than the Latin text it is set, so its letters read at the same height */
  scale: number;
}

/** The Noto Indic faces draw their letters smaller than Noto Sans's Latin at one size. */
const LATIN_SUBSETS = new Set(['latin', 'latin-ext', 'greek', 'cyrillic']);
const INDIC_SCALE = 1.12;

function fileOf(pkg: string, subset: string, weight: Weight): string {
  const file = `${pkg === 'noto-sans' ? 'noto-sans' : `${pkg}-${subset}`}${pkg === 'noto-sans' ? `-${subset}` : ''}-${weight === 'bold' ? 700 : 400}-normal.woff`;
  return require.resolve(`@fontsource/${pkg}/files/${file}`);
}

const cache = new Map<Weight, FontFace[]>();

/** The fonts of one weight in the order they are tried for a letter (Latin first). */
export function fontChain(weight: Weight): FontFace[] {
  let chain = cache.get(weight);
  if (!chain) {
    chain = FILES.map(([pkg, subset]) => {
      const font = fontkit.create(fs.readFileSync(fileOf(pkg, subset, weight))) as fontkit.Font;
      return {
        name: `${subset}-${weight}`,
        font,
        has: (cp: number) => font.hasGlyphForCodePoint(cp),
        scale: LATIN_SUBSETS.has(subset) ? 1 : INDIC_SCALE,
      };
    });
    cache.set(weight, chain);
  }
  return chain;
}

/** Symbols no bundled font draws, written the way a clinician would type them. */
const SUBSTITUTES: Record<string, string> = { '≥': '>=', '≤': '<=', '→': '->', '←': '<-', '✓': 'v', '\u00a0': ' ' };

/** Marks, joiners and the Indic danda belong with the letters before them, in the same font. */
const JOINS_PREVIOUS = /^(?:\p{M}|\u200c|\u200d|\u0964|\u0965)$/u;

export interface Run {
  font: FontFace;
  text: string;
}

/** Splits text into runs, each set in the first font of the chain that has its letters. */
export function fontRuns(text: string, weight: Weight): Run[] {
  const chain = fontChain(weight);
  const runs: Run[] = [];
  for (const ch of [...text].map((c) => SUBSTITUTES[c] ?? c).join('')) {
    const cp = ch.codePointAt(0)!;
    const last = runs.at(-1);
    if (last && last.font.has(cp) && (JOINS_PREVIOUS.test(ch) || /[\s\d.,:;()/\-–—'"%+]/.test(ch))) {
      last.text += ch;
      continue;
    }
    const font = chain.find((f) => f.has(cp)) ?? (JOINS_PREVIOUS.test(ch) && last ? last.font : chain[0]!);
    if (last && last.font === font) last.text += ch;
    else runs.push({ font, text: ch });
  }
  return runs;
}
