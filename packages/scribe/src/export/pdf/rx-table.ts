import type { RxRow } from '@asha/contracts';
import { RX_HEADER, rxCells, rxRemark } from '../typed/lines.js';
import { fontChain } from './fonts.js';
import { INK, MUTED, type PdfWriter } from './writer.js';

/** Shares of the text width: #, medicine, strength, schedule, food, days. */
const SHARES = [0.05, 0.33, 0.13, 0.19, 0.16, 0.14];
const SIZE = 10;
const PAD = 4;

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The Rx table: a numbered row per medicine with its strength, schedule (morning-afternoon-night,
 * '1-0-1'), before or after food and days; a cell the consultation did not fill stays empty. What
 * else was said of a medicine ('may repeat after 2 hours') is printed small under its name.
 */
export function writeRxTable(w: PdfWriter, rows: RxRow[]): void {
  const d = w.doc;
  const regular = fontChain('regular')[0]!.name;
  const bold = fontChain('bold')[0]!.name;
  const left = d.page.margins.left;
  const widths = SHARES.map((s) => s * w.width);
  const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const cell = (text: string, i: number, y: number, font: string, size: number, color: string) =>
    d
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(text, xs[i]!, y, { width: widths[i]! - PAD, lineGap: 1 });

  w.keepRoom(40);
  const top = d.y;
  ['#', ...RX_HEADER].forEach((h, i) => cell(i === 3 ? `${h} (M-A-N)` : h, i, top, bold, 8.5, MUTED));
  d.y = top + 14;
  w.rule();
  rows.forEach((r, n) => {
    const [drug, strength, schedule, food, days] = rxCells(r);
    const remark = rxRemark(r);
    const texts = [`${n + 1}.`, drug!, strength!, schedule!, capital(food!), days!];
    d.font(regular).fontSize(SIZE);
    const drugHeight = d.heightOfString(drug!, { width: widths[1]! - PAD, lineGap: 1 });
    const remarkHeight = remark ? d.fontSize(8.5).heightOfString(remark, { width: widths[1]! - PAD }) : 0;
    const height = Math.max(drugHeight + remarkHeight, 14);
    w.keepRoom(height + 8);
    const y = d.y;
    texts.forEach((t, i) => cell(t, i, y, i === 1 || i === 3 ? bold : regular, SIZE, INK));
    if (remark) cell(remark, 1, y + drugHeight, regular, 8.5, MUTED);
    d.y = y + height + 3;
    w.rule('#e5e7eb');
  });
  d.x = left;
}
