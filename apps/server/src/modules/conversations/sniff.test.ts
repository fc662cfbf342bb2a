import { describe, expect, it } from 'vitest';
import { recordingBase } from '@asha/contracts';
import { extensionFor, newAudioKey } from './keys.js';
import { sniffAudio } from './sniff.js';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffAudio', () => {
  it.each([
    ['webm', bytes([0x1a, 0x45, 0xdf, 0xa3], 'rest')],
    ['ogg', bytes('OggS\0\x02')],
    ['flac', bytes('fLaC\0\0')],
    ['wav', bytes('RIFF\x10\0\0\0WAVEfmt ')],
    ['mp3 with ID3', bytes('ID3\x04\0')],
    ['mp3 frame', bytes([0xff, 0xfb, 0x90, 0x00])],
    ['aac adts', bytes([0xff, 0xf1, 0x50, 0x80])],
    ['m4a', bytes([0, 0, 0, 0x20], 'ftypM4A ')],
  ])('recognises %s', (_name, head) => {
    expect(sniffAudio(head, head.length)).toBe('audio');
  });

  it('calls an empty body empty and text, images or RIFF video not audio', () => {
    expect(sniffAudio(Buffer.alloc(0), 0)).toBe('empty');
    expect(sniffAudio(bytes('<html>'), 6)).toBe('not-audio');
    expect(sniffAudio(bytes([0x89], 'PNG\r\n'), 6)).toBe('not-audio');
    expect(sniffAudio(bytes('RIFF\0\0\0\0AVI '), 12)).toBe('not-audio');
  });
});

describe('storage keys', () => {
  it('builds a key in the clinician and patient folder with the type’s extension', () => {
    const key = newAudioKey('c1', 'p1', 'audio/webm;codecs=opus', new Date('2026-11-22T15:05:09.123Z'));
    expect(key).toMatch(/^doctors\/c1\/p1\/20261122T150509Z-[0-9a-f]{8}\.webm$/);
    expect(extensionFor('audio/mpeg')).toBe('mp3');
    expect(extensionFor('audio/x-m4a')).toBe('m4a');
    expect(recordingBase('doctors/c/p/a.b.webm')).toBe('doctors/c/p/a.b');
  });
});
