import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeAudio } from './decode.js';
import { decodeWithFfmpeg, ffmpegAvailable } from './ffmpeg.js';
import { FIXTURE_FILES, FIXTURES_DIR, fixture } from '../testing/audio.js';

/**
 * Every accepted format, in the variants phones, recorders and browsers write, decodes both with
 * ffmpeg and without it (the in-process decoders), to the source clip's length and loudness.
 * The variants are made here from the committed 5.5 s source clip with Debian's ffmpeg, which
 * `npm test` installs (scripts/ensure-ffmpeg.mjs).
 */
interface Variant {
  name: string;
  file: string;
  /** ffmpeg output options */
  args: string[];
  /** how many times the source clip is played in a row */
  repeats?: number;
}

const VARIANTS: Variant[] = [
  { name: 'WAV 8 kHz stereo', file: 'wav8k.wav', args: ['-ar', '8000', '-ac', '2', '-c:a', 'pcm_s16le'] },
  { name: 'WAV 48 kHz stereo', file: 'wav48k.wav', args: ['-ar', '48000', '-ac', '2', '-c:a', 'pcm_s16le'] },
  { name: 'FLAC 44.1 kHz stereo', file: 'stereo.flac', args: ['-ar', '44100', '-ac', '2', '-c:a', 'flac'] },
  {
    name: 'MP3 with ID3v2 and ID3v1 tags, 44.1 kHz stereo',
    file: 'tagged.mp3',
    args: [
      '-ar',
      '44100',
      '-ac',
      '2',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '64k',
      '-id3v2_version',
      '3',
      '-write_id3v1',
      '1',
      '-metadata',
      'title=Clinic visit',
      '-metadata',
      'artist=Voice Recorder',
    ],
  },
  {
    name: 'MP3 8 kHz mono',
    file: 'mono8k.mp3',
    args: ['-ar', '8000', '-ac', '1', '-c:a', 'libmp3lame', '-b:a', '16k'],
  },
  {
    name: 'Opus in Ogg, 48 kHz stereo (a phone voice note, .opus)',
    file: 'voice-note.opus',
    args: ['-ar', '48000', '-ac', '2', '-c:a', 'libopus', '-b:a', '32k', '-f', 'ogg'],
  },
  {
    name: 'Vorbis in Ogg, 44.1 kHz stereo',
    file: 'stereo.ogg',
    args: ['-ar', '44100', '-ac', '2', '-c:a', 'libvorbis', '-q:a', '2'],
  },
  {
    name: 'Opus in WebM, 48 kHz stereo',
    file: 'stereo.webm',
    args: ['-ar', '48000', '-ac', '2', '-c:a', 'libopus', '-b:a', '32k'],
  },
  // Phones write the MP4 index (moov) after the audio; a file larger than ffmpeg's pipe buffer
  // (about 64 KB of audio data) can then only be read by seeking, hence three plays of the clip.
  {
    name: 'AAC in M4A, 44.1 kHz stereo, index at the end (as phones write it)',
    file: 'phone.m4a',
    args: ['-ar', '44100', '-ac', '2', '-c:a', 'aac', '-b:a', '64k'],
    repeats: 3,
  },
  {
    name: 'AAC in M4A, 44.1 kHz stereo, index at the start',
    file: 'faststart.m4a',
    args: ['-ar', '44100', '-ac', '2', '-c:a', 'aac', '-b:a', '64k', '-movflags', '+faststart'],
    repeats: 3,
  },
  {
    name: 'AAC in M4A, 8 kHz mono, index at the end',
    file: 'mono8k.m4a',
    args: ['-ar', '8000', '-ac', '1', '-c:a', 'aac', '-b:a', '24k'],
    repeats: 3,
  },
  {
    name: 'AAC in M4A, 48 kHz stereo, index at the end',
    file: 'stereo48k.m4a',
    args: ['-ar', '48000', '-ac', '2', '-c:a', 'aac', '-b:a', '96k'],
    repeats: 3,
  },
  {
    name: 'AAC in ADTS (.aac), 44.1 kHz stereo',
    file: 'adts.aac',
    args: ['-ar', '44100', '-ac', '2', '-c:a', 'aac', '-b:a', '64k', '-f', 'adts'],
  },
];

/** The committed fixtures (one per accepted container) and the generated phone-style variants. */
const CASES = [
  ...FIXTURE_FILES.map((f) => ({ name: `committed ${f}`, file: f, repeats: 1 })),
  ...VARIANTS.map((v) => ({ ...v, repeats: v.repeats ?? 1 })),
];

/** Lossy codecs add priming and padding samples (more at 8 kHz): allow 120 ms per play. */
const DURATION_SLACK_SEC = 0.12;

let dir: string;
let sourceSec: number;
let sourceRms: number;
const bytesOf = (file: string) => (FIXTURE_FILES.includes(file) ? fixture(file) : readFileSync(path.join(dir, file)));

function rms(s: Float32Array) {
  let sum = 0;
  for (const v of s) sum += v * v;
  return Math.sqrt(sum / s.length);
}

function expectSourceClip(samples: Float32Array, repeats: number) {
  expect(Math.abs(samples.length / 16000 - sourceSec * repeats)).toBeLessThan(DURATION_SLACK_SEC * repeats);
  expect(rms(samples)).toBeGreaterThan(sourceRms * 0.6);
  expect(rms(samples)).toBeLessThan(sourceRms * 1.4);
}

beforeAll(async () => {
  if (!(await ffmpegAvailable())) {
    throw new Error('These tests need ffmpeg (Debian: apt-get install ffmpeg; `npm test` installs it).');
  }
  dir = mkdtempSync(path.join(tmpdir(), 'asha-formats-'));
  const source = path.join(FIXTURES_DIR, 'speech.wav');
  for (const v of VARIANTS) {
    const loop = v.repeats ? ['-stream_loop', String(v.repeats - 1)] : [];
    execFileSync('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      ...loop,
      '-i',
      source,
      ...v.args,
      path.join(dir, v.file),
    ]);
  }
  const ref = await decodeAudio(fixture('speech.wav'), { ffmpeg: 'never' });
  sourceSec = ref.durationSec;
  sourceRms = rms(ref.samples);
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(CASES)('$name', ({ file, repeats }) => {
  it('decodes without ffmpeg (in-process decoders)', async () => {
    const a = await decodeAudio(bytesOf(file), { ffmpeg: 'never' });
    expect(a.sampleRate).toBe(16000);
    expectSourceClip(a.samples, repeats);
  });

  it('decodes with ffmpeg alone', async () => {
    expectSourceClip(await decodeWithFfmpeg(bytesOf(file)), repeats);
  });

  it('decodes with ffmpeg installed, as the product runs', async () => {
    expectSourceClip((await decodeAudio(bytesOf(file))).samples, repeats);
  });
});

describe('choosing the decoder', () => {
  const fakeBin = () => mkdtempSync(path.join(tmpdir(), 'asha-fake-ffmpeg-'));

  /** Runs decodeAudio in a fresh module with PATH leading to a stand-in ffmpeg script. */
  async function withFfmpegScript<T>(script: string, run: (decode: typeof decodeAudio) => Promise<T>): Promise<T> {
    const bin = fakeBin();
    writeFileSync(path.join(bin, 'ffmpeg'), `#!/bin/sh\n${script}\n`, { mode: 0o755 });
    const oldPath = process.env.PATH;
    process.env.PATH = `${bin}:${oldPath}`;
    try {
      vi.resetModules();
      const fresh = await import('./decode.js');
      return await run(fresh.decodeAudio);
    } finally {
      process.env.PATH = oldPath;
      rmSync(bin, { recursive: true, force: true });
    }
  }

  it('falls back to the in-process decoder when ffmpeg exits 0 with no samples', async () => {
    const a = await withFfmpegScript('exit 0', (decode) => decode(bytesOf('phone.m4a')));
    expectSourceClip(a.samples, 3);
  });

  it('falls back to the in-process decoder when ffmpeg fails', async () => {
    const a = await withFfmpegScript('[ "$1" = "-version" ] && exit 0; echo "broken build" >&2; exit 1', (decode) =>
      decode(bytesOf('voice-note.opus')),
    );
    expectSourceClip(a.samples, 1);
  });

  it('SPEECH_FFMPEG=off keeps ffmpeg out even when it is installed', async () => {
    process.env.SPEECH_FFMPEG = 'off';
    try {
      expect(await ffmpegAvailable()).toBe(false);
      expectSourceClip((await decodeAudio(bytesOf('phone.m4a'))).samples, 3);
    } finally {
      delete process.env.SPEECH_FFMPEG;
    }
  });

  it('leaves no copy of the recording in the temporary folder', async () => {
    const tmp = mkdtempSync(path.join(tmpdir(), 'asha-tmp-'));
    const old = process.env.TMPDIR;
    process.env.TMPDIR = tmp;
    try {
      await decodeWithFfmpeg(bytesOf('phone.m4a'));
      await decodeWithFfmpeg(Buffer.from('not audio at all')).catch(() => undefined);
      expect(readdirSync(tmp)).toEqual([]);
    } finally {
      if (old === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = old;
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
