/** Spec §5 Recording: webm with opus, then plain webm, then the browser default (Safari: audio/mp4). */
export const PREFERRED_MIME_TYPES = ['audio/webm;codecs=opus', 'audio/webm'] as const;

/** Spec §3 Recording / §9: the default recording type when the recorder does not say. */
export const DEFAULT_RECORDING_TYPE = 'audio/webm';

/** '' means "let the browser choose". */
export function pickRecordingMimeType(isSupported: (type: string) => boolean): string {
  return PREFERRED_MIME_TYPES.find((t) => isSupported(t)) ?? '';
}

/** File input (issue #5 item 2): the browser's type, or one from the extension when it gives none. */
const TYPE_BY_EXTENSION: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  flac: 'audio/flac',
  wav: 'audio/wav',
  webm: 'audio/webm',
};

export const ACCEPTED_AUDIO_FILES = '.mp3,.m4a,.aac,.ogg,.flac,.wav,.webm,audio/*';

export function audioTypeOfFile(file: { name: string; type: string }): string | null {
  const ext = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  const byExt = TYPE_BY_EXTENSION[ext];
  if (byExt) return file.type.startsWith('audio/') ? normaliseType(file.type, byExt) : byExt;
  return null;
}

/** Browsers name some types in ways the server's list spells differently (e.g. audio/x-m4a is fine, video/mp4 is not). */
function normaliseType(type: string, fallback: string): string {
  return type === 'audio/vnd.wave' ? 'audio/wav' : type || fallback;
}
