#!/usr/bin/env node
// The PDF tests read the exported PDFs as a viewer does: Debian's poppler-utils extract their text
// and fonts and render their pages, so what a clinic prints is what the tests check.
import { ensureDebianPackage } from './apt-install.mjs';

export function ensurePoppler() {
  ensureDebianPackage('/usr/bin/pdftoppm', 'poppler-utils', 'for the PDF export tests');
}

if (import.meta.url === `file://${process.argv[1]}`) ensurePoppler();
