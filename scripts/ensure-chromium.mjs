#!/usr/bin/env node
// Browser tests drive Debian's chromium (never a browser download). Installs it when missing.
import { ensureDebianPackage } from './apt-install.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  ensureDebianPackage(CHROMIUM_PATH, 'chromium', 'for the browser tests');
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
