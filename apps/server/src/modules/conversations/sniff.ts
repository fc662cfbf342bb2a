/**
 * Recognises an audio container from its first bytes (a non-audio body marks
 * the conversation failed with a clear reason). The declared Content-Type is only a claim.
 */
export const SNIFF_BYTES = 16;

export type SniffResult = 'empty' | 'audio' | 'not-audio';

export function sniffAudio(head: Uint8Array, totalSize: number): SniffResult {
  if (totalSize === 0 || head.length === 0) return 'empty';
  return isAudioMagic(head) ? 'audio' : 'not-audio';
}

function ascii(b: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...b.subarray(from, to));
}

function isAudioMagic(b: Uint8Array): boolean {
  if (b.length >= 4 && b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) return true; // webm / matroska
  const first4 = ascii(b, 0, 4);
  if (first4 === 'OggS' || first4 === 'fLaC' || first4 === 'ADIF') return true;
  if (first4 === 'RIFF' && ascii(b, 8, 12) === 'WAVE') return true;
  if (ascii(b, 0, 3) === 'ID3') return true; // mp3 (or aac) with an ID3v2 tag
  if (ascii(b, 4, 8) === 'ftyp') return true; // mp4 / m4a
  // MPEG audio frame sync (mp3) or ADTS (aac): 11 set bits.
  return b.length >= 2 && b[0] === 0xff && (b[1]! & 0xe0) === 0xe0;
}

export const FAILURE_EMPTY = 'The uploaded file is empty.';
export const FAILURE_NOT_AUDIO = 'The uploaded file is not an audio recording.';
/** S3 presigned PUTs cannot cap the size, so the sweep checks it (local PUTs are refused with 413). */
export const FAILURE_TOO_LARGE = 'The uploaded file is larger than the upload limit.';

/** Failures no retry can fix: the clinician must upload the recording again. */
export const UNRETRYABLE_FAILURES = new Set([FAILURE_EMPTY, FAILURE_NOT_AUDIO, FAILURE_TOO_LARGE]);
