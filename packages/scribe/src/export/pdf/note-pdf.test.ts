import { describe, expect, it } from 'vitest';
import { emptyReport } from '../../report/empty.js';
import { fullReport, noteDocument } from '../testing/fixtures.js';
import { pdfTool, reddishPixels, renderPage } from '../testing/poppler.js';
import { patientCopyToPdf } from './patient-copy-pdf.js';
import { noteToPdf } from './note-pdf.js';
import { plainPatientCopy } from '../patient-copy/plain.js';

const DEVANAGARI_NAME = 'प्रिया क्षत्रिय';
const TAMIL_NAME = 'கௌசல்யா பொன்னம்மா';

/**
 * Text extracted from a PDF comes in drawing order, so a vowel sign drawn before its consonant
 * comes out first, and a two-part vowel sign as its two parts: a word is found when some
 * extracted word has exactly its letters (compared decomposed).
 */
function hasWord(text: string, word: string): boolean {
  const key = (w: string) => [...w.normalize('NFD')].sort().join('');
  return text.split(/\s+/).some((w) => key(w.replace(/[(),.]/g, '')) === key(word));
}

describe('the note as a PDF', () => {
  it('prints a draft with Devanagari and Tamil names in their own embedded fonts, the watermark and page numbers', async () => {
    const r = fullReport();
    r.historyOfPresentIllness.narrative = `Came with her sister ${TAMIL_NAME}, who said “தலை வலிக்கிறது”.`;
    r.medications.current = Array.from({ length: 40 }, (_, i) => ({
      name: `Medicine ${i + 1}`,
      dosage: '1 tablet daily',
      indication: null,
    }));
    const pdf = await noteToPdf(noteDocument(r, { patientName: DEVANAGARI_NAME }));
    const fonts = pdfTool('pdffonts', pdf);
    expect(fonts).toMatch(/NotoSansDevanagari\S*\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
    expect(fonts).toMatch(/NotoSansTamil\S*\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
    const text = pdfTool('pdftotext', pdf, '-layout');
    for (const word of [...DEVANAGARI_NAME.split(' '), ...TAMIL_NAME.split(' ')])
      expect(hasWord(text, word), word).toBe(true);
    const pages = Number(/Pages:\s+(\d+)/.exec(pdfTool('pdfinfo', pdf))![1]);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text.match(/Draft — not signed/g)!.length).toBeGreaterThanOrEqual(pages + 1);
    for (let p = 2; p <= pages; p++) expect(reddishPixels(pdf, p), `watermark on page ${p}`).toBeGreaterThan(500);
    expect(text).toContain('Asha Community Clinic');
    expect(text).toContain('Patient ID: 6f1c1f7e-3b1e-4c55-9d5e-1b2c3d4e5f60');
    const headings = [
      'Chief complaint',
      'History of present illness',
      'Medications',
      'Allergies',
      'Vital signs',
      'Assessment',
      'Plan',
      'Follow-up',
    ];
    const at = headings.map((h) => text.indexOf(h));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    const png = renderPage(pdf, 1);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('prints a signed note on Letter paper with who signed it and when, and no watermark', async () => {
    const pdf = await noteToPdf(noteDocument(fullReport(), { signedAt: '2026-11-23T11:00:00.000Z' }), {
      paper: 'letter',
    });
    expect(pdfTool('pdfinfo', pdf)).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
    const text = pdfTool('pdftotext', pdf);
    expect(text).toContain('Signed by Dr Asha Rao on 23 Nov 2026, 11:00 UTC');
    expect(text).not.toContain('Draft');
    expect(reddishPixels(pdf, 2)).toBe(0);
  });

  it('says so when a note states nothing', async () => {
    const text = pdfTool('pdftotext', await noteToPdf(noteDocument(emptyReport())));
    expect(text).toContain('Nothing was recorded in this note.');
    expect(text).toContain('Page 1 of 1');
  });
});

describe("the patient's copy as a PDF", () => {
  it('fits one page even with many medicines, in the language of its content', async () => {
    const r = fullReport();
    r.plan.medications = Array.from({ length: 14 }, (_, i) => ({
      name: `Medicine ${i + 1}`,
      instructions: 'one tablet after breakfast and one after dinner, with water',
      action: 'start' as const,
    }));
    const content = plainPatientCopy(r);
    content.headings.title = 'आपकी मुलाक़ात का सारांश';
    const pdf = await patientCopyToPdf({
      content,
      clinic: 'Asha Community Clinic',
      patientName: DEVANAGARI_NAME,
      clinicianName: 'Dr Asha Rao',
      visitDate: '2026-11-23T09:30:00.000Z',
      signed: true,
    });
    expect(pdfTool('pdfinfo', pdf)).toMatch(/Pages:\s+1\n/);
    const text = pdfTool('pdftotext', pdf);
    expect(text).toContain('Medicine 14');
    expect(text).toContain('Get help at once if');
    expect(hasWord(text, 'मुलाक़ात')).toBe(true);
    expect(text).not.toContain('Draft');
  });
});
