#!/usr/bin/env node
// Browser tests drive Debian's chromium (never a browser download: this machine reaches only
// the npm registry and Debian's packages). Installs it with apt-get when it is missing.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  console.log('» Installing Debian chromium for the browser tests (apt-get)…');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq chromium`, {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
