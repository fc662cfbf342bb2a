// The tests use a few Debian tools (chromium for the browser tests, ffmpeg for the audio-format
// tests). This machine reaches only the npm registry and Debian's packages, so a missing tool is
// installed with apt-get, never downloaded from anywhere else.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

/** Installs the Debian package `pkg` when `binary` (an absolute path) is missing. */
export function ensureDebianPackage(binary, pkg, why) {
  if (fs.existsSync(binary)) return;
  console.log(`» Installing Debian ${pkg} ${why} (apt-get)…`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq ${pkg}`, {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
}
