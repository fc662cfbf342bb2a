/**
 * The audio formats a recording may come in: the one table every list of accepted types,
 * extensions and content types in the product is derived from (upload validation, storage
 * keys and the type storage serves, the reports browser, the file picker, the decoder).
 * A format added here must be given a decoder in the scribe package, or it does not compile.
 *
 * - `mime`: the type storage serves the file as, and the canonical upload type;
 * - `aliases`: other spellings browsers and phones send for the same format;
 * - `extensions`: file extensions it is recognised by; the first is the one stored keys use.
 */
export const AUDIO_FORMATS = {
  webm: { mime: 'audio/webm', aliases: [], extensions: ['webm'] },
  ogg: { mime: 'audio/ogg', aliases: ['audio/opus', 'audio/vorbis'], extensions: ['ogg', 'oga', 'opus'] },
  mp3: { mime: 'audio/mpeg', aliases: ['audio/mp3', 'audio/x-mp3', 'audio/mpeg3'], extensions: ['mp3'] },
  m4a: { mime: 'audio/mp4', aliases: ['audio/x-m4a', 'audio/m4a'], extensions: ['m4a'] },
  aac: { mime: 'audio/aac', aliases: ['audio/x-aac', 'audio/aacp'], extensions: ['aac'] },
  flac: { mime: 'audio/flac', aliases: ['audio/x-flac'], extensions: ['flac'] },
  wav: { mime: 'audio/wav', aliases: ['audio/x-wav', 'audio/wave', 'audio/vnd.wave'], extensions: ['wav'] },
} as const satisfies Record<
  string,
  { mime: string; aliases: readonly string[]; extensions: readonly [string, ...string[]] }
>;

export type AudioFormat = keyof typeof AUDIO_FORMATS;

export const AUDIO_FORMAT_NAMES = Object.keys(AUDIO_FORMATS) as AudioFormat[];

/** Every content type an upload may declare: each format's canonical type and its aliases. */
export const AUDIO_CONTENT_TYPES: readonly string[] = AUDIO_FORMAT_NAMES.flatMap((f) => [
  AUDIO_FORMATS[f].mime,
  ...AUDIO_FORMATS[f].aliases,
]);

/** Every file extension a recording is recognised by (lower case, no dot). */
export const AUDIO_EXTENSIONS: readonly string[] = AUDIO_FORMAT_NAMES.flatMap((f) => AUDIO_FORMATS[f].extensions);

/** 'webm, ogg, mp3, m4a, aac, flac or wav': the accepted formats, as error messages name them. */
export const AUDIO_FORMATS_TEXT = `${AUDIO_FORMAT_NAMES.slice(0, -1).join(', ')} or ${AUDIO_FORMAT_NAMES.at(-1)}`;

/** What a file picker accepts: every extension, plus any audio type the browser recognises. */
export const AUDIO_FILE_ACCEPT = [...AUDIO_EXTENSIONS.map((e) => `.${e}`), 'audio/*'].join(',');

/** `audio/webm;codecs=opus` → `audio/webm` */
export function baseContentType(contentType: string): string {
  return contentType.split(';')[0]!.trim().toLowerCase();
}

const FORMAT_BY_TYPE = new Map<string, AudioFormat>(
  AUDIO_FORMAT_NAMES.flatMap((f) => [AUDIO_FORMATS[f].mime, ...AUDIO_FORMATS[f].aliases].map((t) => [t, f] as const)),
);
const FORMAT_BY_EXTENSION = new Map<string, AudioFormat>(
  AUDIO_FORMAT_NAMES.flatMap((f) => AUDIO_FORMATS[f].extensions.map((e) => [e, f] as const)),
);

/** The format a content type names (parameters and case ignored), or null for any other type. */
export function audioFormatOfType(contentType: string): AudioFormat | null {
  return FORMAT_BY_TYPE.get(baseContentType(contentType)) ?? null;
}

export function isAllowedAudioType(contentType: string): boolean {
  return audioFormatOfType(contentType) !== null;
}

/** The extension of a file name or storage key (lower case, no dot; '' when it has none). */
export function extensionOf(nameOrKey: string): string {
  const name = nameOrKey.slice(nameOrKey.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The format a file name or storage key ends in, or null when its extension is not audio. */
export function audioFormatOfName(nameOrKey: string): AudioFormat | null {
  return FORMAT_BY_EXTENSION.get(extensionOf(nameOrKey)) ?? null;
}
