import { AUDIO_FORMATS, audioFormatOfName, extensionOf } from '@asha/contracts';

/** The pipeline's outputs stored beside each recording. */
const OUTPUT_TYPES: Record<string, string> = {
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
};

/** The type a stored file is served as: a recording's canonical audio type, or its output's. */
export function contentTypeForKey(key: string): string {
  const format = audioFormatOfName(key);
  if (format) return AUDIO_FORMATS[format].mime;
  return OUTPUT_TYPES[extensionOf(key)] ?? 'application/octet-stream';
}
