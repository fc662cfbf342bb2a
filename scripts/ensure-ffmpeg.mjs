#!/usr/bin/env node
// The product never needs ffmpeg (it decodes every accepted format in-process), but uses it when
// installed; the tests check every format both ways (and a phone m4a end to end), so the gate installs Debian's.
import { ensureDebianPackage } from './apt-install.mjs';

export function ensureFfmpeg() {
  ensureDebianPackage('/usr/bin/ffmpeg', 'ffmpeg', 'for the audio-format tests and the phone-recording browser test');
}

if (import.meta.url === `file://${process.argv[1]}`) ensureFfmpeg();
