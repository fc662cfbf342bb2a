#!/usr/bin/env node
// The voice tests speak generated consultations with Debian's espeak-ng (distinct voices, pitch and
// pace), so that who spoke when is known exactly; the gate installs it as it does chromium.
import { ensureDebianPackage } from './apt-install.mjs';

export function ensureEspeak() {
  ensureDebianPackage('/usr/bin/espeak-ng', 'espeak-ng', 'for the speaker-voice tests');
}

if (import.meta.url === `file://${process.argv[1]}`) ensureEspeak();
