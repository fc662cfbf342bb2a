import { AUDIO_FILE_ACCEPT, AUDIO_FORMATS, audioFormatOfName, audioFormatOfType } from '@asha/contracts';

/** Recording: webm with opus, then plain webm, then the browser default (Safari: audio/mp4). */
export const PREFERRED_MIME_TYPES = ['audio/webm;codecs=opus', 'audio/webm'] as const;

/** The default recording type when the recorder does not say. */
export const DEFAULT_RECORDING_TYPE = AUDIO_FORMATS.webm.mime;

/** '' means "let the browser choose". */
export function pickRecordingMimeType(isSupported: (type: string) => boolean): string {
  return PREFERRED_MIME_TYPES.find((t) => isSupported(t)) ?? '';
}

/** What the file picker offers: every accepted audio extension and type. */
export const ACCEPTED_AUDIO_FILES = AUDIO_FILE_ACCEPT;

/**
 * The upload type of a chosen file, from its extension first (browsers type `.webm` as video and
 * some files not at all), else from the type the browser gives; null when it is not accepted audio.
 */
export function audioTypeOfFile(file: { name: string; type: string }): string | null {
  const format = audioFormatOfName(file.name) ?? audioFormatOfType(file.type);
  return format ? AUDIO_FORMATS[format].mime : null;
}
