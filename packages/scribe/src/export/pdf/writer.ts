import PDFDocument from 'pdfkit';
import type { PaperSize } from '@asha/contracts';
import { fontChain, fontRuns, type Weight } from './fonts.js';

/** A piece of a line in one weight and colour; a line is a list of them. */
export interface Span {
  text: string;
  weight?: Weight;
  color?: string;
}

export interface LineOptions {
  size?: number;
  /** left indent from the margin, in points */
  indent?: number;
  /** space after the line, in points */
  after?: number;
  align?: 'left' | 'center' | 'right';
}

export const INK = '#111827';
export const MUTED = '#4b5563';
export const ACCENT = '#0f766e';

/**
 * A thin layer over pdfkit for the note and the patient copy: lines made of spans in any script
 * (each script set in its own font), headings, bullets, then page numbers and the watermark on
 * every page once the pages are known.
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;

  constructor(o: { paper: PaperSize; title: string; author: string; subject: string; created: Date }) {
    this.doc = new PDFDocument({
      size: o.paper === 'letter' ? 'LETTER' : 'A4',
      margins: { top: 54, bottom: 62, left: 56, right: 56 },
      bufferPages: true,
      info: { Title: o.title, Author: o.author, Subject: o.subject, Creator: 'Asha Scribe', CreationDate: o.created },
    });
    // pdfkit takes a parsed fontkit font as a source (its types name only files and bytes).
    for (const weight of ['regular', 'bold'] as const)
      for (const f of fontChain(weight)) this.doc.registerFont(f.name, f.font as unknown as Buffer);
  }

  get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  /** One line (wrapping as needed) of spans, each span split into runs per script. */
  line(spans: Span[], o: LineOptions = {}): void {
    const d = this.doc;
    const x = d.page.margins.left + (o.indent ?? 0);
    const width = this.width - (o.indent ?? 0);
    const runs = spans.flatMap((s) =>
      fontRuns(s.text, s.weight ?? 'regular').map((r) => ({ ...r, color: s.color ?? INK })),
    );
    if (runs.length === 0) return;
    runs.forEach((r, i) => {
      d.font(r.font.name)
        .fontSize((o.size ?? 10.5) * r.font.scale)
        .fillColor(r.color);
      const opts = { width, continued: i < runs.length - 1, lineGap: 2, align: o.align ?? 'left' };
      if (i === 0) d.text(r.text, x, d.y, opts);
      else d.text(r.text, opts);
    });
    d.x = d.page.margins.left;
    if (o.after) d.y += o.after;
  }

  /** A list item: a bullet hanging left of its wrapped text. */
  bullet(spans: Span[], o: LineOptions = {}): void {
    this.keepRoom(16);
    const d = this.doc;
    const indent = o.indent ?? 0;
    const y = d.y;
    d.font(fontChain('regular')[0]!.name)
      .fontSize(o.size ?? 10.5)
      .fillColor(MUTED)
      .text('•', d.page.margins.left + indent, y, { lineBreak: false });
    d.y = y;
    this.line(spans, { ...o, indent: indent + 12 });
  }

  /** A section's heading; `before` is the space above it (a one-page form sets it tighter). */
  heading(text: string, o: { size?: number; color?: string; before?: number } = {}): void {
    this.keepRoom(48);
    this.doc.y += o.before ?? 8;
    this.line([{ text, weight: 'bold', color: o.color ?? ACCENT }], { size: o.size ?? 12, after: 3 });
  }

  rule(color = '#d1d5db'): void {
    const d = this.doc;
    d.moveTo(d.page.margins.left, d.y)
      .lineTo(d.page.width - d.page.margins.right, d.y)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke();
    d.y += 6;
  }

  /** Starts a new page when less than `points` are left, so a heading never ends a page. */
  keepRoom(points: number): void {
    const d = this.doc;
    if (d.y + points > d.page.height - d.page.margins.bottom) d.addPage();
  }

  pageCount(): number {
    return this.doc.bufferedPageRange().count;
  }

  /** Footer on every page ('Page 2 of 3' and a line of its own) and, for a draft, the watermark across it; then the bytes. */
  finish(o: { footer: string; watermark: string | null }): Promise<Buffer> {
    const d = this.doc;
    const { start, count } = d.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      d.switchToPage(i);
      const bottom = d.page.margins.bottom;
      d.page.margins.bottom = 0;
      const y = d.page.height - 40;
      d.font(fontChain('regular')[0]!.name).fontSize(8).fillColor(MUTED);
      d.text(`Page ${i - start + 1} of ${count}`, d.page.margins.left, y, {
        width: this.width,
        align: 'right',
        lineBreak: false,
      });
      d.y = y;
      this.line([{ text: o.footer, color: MUTED }], { size: 8 });
      if (o.watermark) this.watermark(o.watermark);
      d.page.margins.bottom = bottom;
    }
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      d.on('data', (c: Buffer) => chunks.push(c));
      d.on('end', () => resolve(Buffer.concat(chunks)));
      d.on('error', reject);
      d.end();
    });
  }

  private watermark(text: string): void {
    const d = this.doc;
    const { width, height } = d.page;
    d.save();
    d.rotate(-35, { origin: [width / 2, height / 2] });
    d.font(fontChain('bold')[0]!.name).fontSize(54).fillColor('#dc2626').fillOpacity(0.12);
    d.text(text, 0, height / 2 - 30, { width, align: 'center', lineBreak: false });
    d.restore();
    d.fillOpacity(1);
  }
}
