import { describe, expect, it } from 'vitest';
import { decodeAudio } from '../decode.js';
import { fixture } from '../../testing/audio.js';
import { joinWebmStreams, WebmJoinError } from './webm-join.js';

// recorder-a/b.webm: two streams as Chromium's MediaRecorder writes them, one after the other
// (make-recorder-streams.mjs), as a recording resumed after a reload is.
const a = new Uint8Array(fixture('recorder-a.webm'));
const b = new Uint8Array(fixture('recorder-b.webm'));

describe('joinWebmStreams', () => {
  it('joins two recorder streams into one file that decodes to both, one after the other', async () => {
    const [da, db] = [await decodeAudio(a, { ffmpeg: 'never' }), await decodeAudio(b, { ffmpeg: 'never' })];
    const joined = joinWebmStreams([a, b]);
    const whole = await decodeAudio(joined.bytes, { ffmpeg: 'never' });
    expect(whole.durationSec).toBeCloseTo(da.durationSec + db.durationSec, 1);
    expect(joined.durationSec).toBeCloseTo(whole.durationSec, 1);
    // The second stream's audio follows the first's unchanged.
    const at = da.samples.length;
    expect(Array.from(whole.samples.subarray(at + 8000, at + 8010))).toEqual(
      Array.from(db.samples.subarray(8000, 8010)),
    );
    // The audio is copied, not re-encoded: the file is the two streams less one header.
    expect(joined.bytes.length).toBeLessThan(a.length + b.length);
    expect(joined.bytes.length).toBeGreaterThan(a.length + b.length - 1000);
  });

  it('writes the duration a live recording lacks into a single stream', async () => {
    const one = joinWebmStreams([a]);
    expect(one.durationSec).toBeCloseTo((await decodeAudio(a, { ffmpeg: 'never' })).durationSec, 1);
    expect((await decodeAudio(one.bytes, { ffmpeg: 'never' })).samples.length).toBe(
      (await decodeAudio(a, { ffmpeg: 'never' })).samples.length,
    );
  });

  it('keeps what a stream cut off by a crash holds', async () => {
    const cut = b.subarray(0, b.length - 777);
    const joined = joinWebmStreams([a, cut]);
    const whole = await decodeAudio(joined.bytes, { ffmpeg: 'never' });
    expect(whole.durationSec).toBeGreaterThan(8);
  });

  it('refuses what is not a recorder stream', () => {
    expect(() => joinWebmStreams([a, new Uint8Array([1, 2, 3, 4])])).toThrow(WebmJoinError);
    expect(() => joinWebmStreams([])).toThrow(WebmJoinError);
  });
});
