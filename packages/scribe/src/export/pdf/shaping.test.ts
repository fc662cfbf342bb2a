import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from '../testing/woff.js';
import { fontRuns } from './fonts.js';

const require = createRequire(import.meta.url);

/**
 * Names and quotes whose letters combine: conjuncts (क्ष, த்ர), a vowel sign drawn before its
 * consonant (ि, ெ, ে), two-part vowel signs (ொ, ৌ), reph (र्) and nukta forms.
 */
const SAMPLES: Record<string, string[]> = {
  devanagari: ['प्रिया शर्मा', 'क्षत्रिय', 'श्रीनिवास', 'हिन्दी', 'कृष्ण', 'सिद्धार्थ', 'डॉक्टर', 'पत्नी', 'रुद्र'],
  tamil: ['கிருஷ்ணன்', 'பொன்னம்மா', 'கௌசல்யா', 'ஸ்ரீ', 'லக்ஷ்மி', 'செல்வி'],
  bengali: ['রবীন্দ্রনাথ', 'কৌশিক', 'লক্ষ্মী', 'শ্রেয়া', 'বন্দ্যোপাধ্যায়'],
};

/**
 * fontkit picks a few Bengali glyph variants differently from HarfBuzz (the ra-phala's contextual
 * alternate, the long e-sign's initial form): the same letters in the same places, drawn in
 * another variant. Bengali is compared by glyph with those variant suffixes removed; the others
 * glyph for glyph.
 */
const VARIANTS_DIFFER = new Set(['bengali']);
const baseName = (font: fontkit.Font, id: number) => font.getGlyph(id).name.replace(/\.(alt\d*|init)\b/g, '');

function harfbuzzGlyphs(font: hb.Font, text: string): number[] {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return buffer.getGlyphInfos().map((g) => g.codepoint);
}

describe('Indic text in the PDFs', () => {
  for (const [script, words] of Object.entries(SAMPLES)) {
    it(`sets ${script} in its own font and shapes it to the glyphs HarfBuzz chooses`, () => {
      const file = require.resolve(
        `@fontsource/noto-sans-${script}/files/noto-sans-${script}-${script}-400-normal.woff`,
      );
      const woff = fs.readFileSync(file);
      const pdfFont = fontkit.create(woff) as fontkit.Font;
      const reference = new hb.Font(new hb.Face(new hb.Blob(woffToSfnt(woff))));
      for (const word of words) {
        const runs = fontRuns(word, 'regular');
        expect(runs.map((r) => r.font.name)).toEqual([`${script}-regular`]);
        const run = pdfFont.layout(word);
        const ours = run.glyphs.map((g) => g.id);
        const theirs = harfbuzzGlyphs(reference, word);
        if (VARIANTS_DIFFER.has(script))
          expect(
            ours.map((id) => baseName(pdfFont, id)),
            word,
          ).toEqual(theirs.map((id) => baseName(pdfFont, id)));
        else expect(ours, word).toEqual(theirs);
        expect(ours).not.toContain(0);
      }
    });
  }

  it('switches fonts where the script changes and keeps marks and joiners with their letters', () => {
    expect(fontRuns('Patient प्रिया (Priya), தமிழ்.', 'bold').map((r) => [r.font.name, r.text])).toEqual([
      ['latin-bold', 'Patient '],
      ['devanagari-bold', 'प्रिया '],
      ['latin-bold', '(Priya), '],
      ['tamil-bold', 'தமிழ்'],
      ['latin-bold', '.'],
    ]);
  });
});
