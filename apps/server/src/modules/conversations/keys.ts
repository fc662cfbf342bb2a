import { randomBytes } from 'node:crypto';
import { AUDIO_FORMATS, audioFormatOfType, patientPrefix } from '@asha/contracts';

/** The extension stored keys use for an upload's declared type ('bin' for a type no format names). */
export function extensionFor(contentType: string): string {
  const format = audioFormatOfType(contentType);
  return format ? AUDIO_FORMATS[format].extensions[0] : 'bin';
}

/**
 * `doctors/<clinicianId>/<patientId>/<UTC timestamp>-<short random>.<ext>`; a live recording gives
 * its own time and tag, so finishing it again writes the same file.
 */
export function newAudioKey(
  clinicianId: string,
  patientId: string,
  contentType: string,
  now = new Date(),
  rand = randomBytes(4).toString('hex'),
): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${patientPrefix(clinicianId, patientId)}${stamp}-${rand}.${extensionFor(contentType)}`;
}
