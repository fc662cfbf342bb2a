import { randomBytes } from 'node:crypto';
import { baseContentType } from '@asha/contracts';

const EXTENSION_BY_TYPE: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/m4a': 'm4a',
  'audio/aac': 'aac',
  'audio/flac': 'flac',
  'audio/x-flac': 'flac',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
};

export function extensionFor(contentType: string): string {
  return EXTENSION_BY_TYPE[baseContentType(contentType)] ?? 'bin';
}

/** The clinician's folder: everything they own in storage lives under it (issue #5). */
export function clinicianPrefix(clinicianId: string): string {
  return `doctors/${clinicianId}/`;
}

/** `doctors/<clinicianId>/<patientId>/<UTC timestamp>-<short random>.<ext>` */
export function newAudioKey(clinicianId: string, patientId: string, contentType: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  const rand = randomBytes(4).toString('hex');
  return `${clinicianPrefix(clinicianId)}${patientId}/${stamp}-${rand}.${extensionFor(contentType)}`;
}

/** `a/b/c.webm` → `a/b/c`: the pipeline stores `<base>.txt`, `<base>.transcript.json`, `<base>.json` beside it. */
export function baseOfKey(key: string): string {
  const dot = key.lastIndexOf('.');
  return dot > key.lastIndexOf('/') ? key.slice(0, dot) : key;
}

export function fileNameOfKey(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID.test(s);
