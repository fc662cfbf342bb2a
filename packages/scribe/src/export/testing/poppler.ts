import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Debian's poppler-utils read the PDFs as a viewer would (installed by the test command). */
export function pdfTool(tool: 'pdftotext' | 'pdffonts' | 'pdfinfo', pdf: Buffer, ...args: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asha-pdf-'));
  try {
    const file = path.join(dir, 'in.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Page `page` rendered to a PNG at `dpi` (the bytes), as a printer or viewer draws it. */
export function renderPage(pdf: Buffer, page: number, dpi = 60): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asha-pdf-'));
  try {
    fs.writeFileSync(path.join(dir, 'in.pdf'), pdf);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      String(dpi),
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      path.join(dir, 'in.pdf'),
      path.join(dir, 'page'),
    ]);
    return fs.readFileSync(path.join(dir, 'page.png'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** How many pixels of page `page` are tinted red (the draft watermark), from a PPM rendering. */
export function reddishPixels(pdf: Buffer, page: number, dpi = 30): number {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asha-pdf-'));
  try {
    fs.writeFileSync(path.join(dir, 'in.pdf'), pdf);
    execFileSync('pdftoppm', [
      '-r',
      String(dpi),
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      path.join(dir, 'in.pdf'),
      path.join(dir, 'page'),
    ]);
    const ppm = fs.readFileSync(path.join(dir, 'page.ppm'));
    const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'))!;
    let n = 0;
    for (let i = header[0].length; i + 2 < ppm.length; i += 3)
      if (ppm[i]! > ppm[i + 1]! + 12 && ppm[i]! > ppm[i + 2]! + 12) n++;
    return n;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
