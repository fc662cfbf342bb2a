import { writeFile } from 'node:fs/promises';

/**
 * A stand-in for the @napi-rs/whisper binding, for the worker that drives it: `full()` returns the
 * text of two segments (the first and second half of the samples) and, as the native binding does,
 * hands each segment to `onNewSegment` only later, through the event loop, with its times in
 * centiseconds. One segment is a non-speech tag. Writes the CommonJS module and returns its path.
 */
export async function writeFakeWhisperBinding(file: string): Promise<string> {
  await writeFile(
    file,
    `
class Whisper {
  constructor(model) { if (!model) throw new Error('no model'); this.fullLangId = 0; }
  static lang() { return 'en'; }
  full(p, samples) {
    const half = Math.round(samples.length / 16000 * 50);
    const segments = [
      { text: ' How long has it hurt?', start: 0, end: half },
      { text: ' [BLANK_AUDIO]', start: half, end: half + 10 },
      { text: ' Two weeks.', start: half + 10, end: 2 * half },
    ];
    for (const s of segments) setTimeout(() => p.onNewSegment(s), 20);
    return segments.map((s) => s.text).join('');
  }
}
class WhisperFullParams { constructor(strategy) { this.strategy = strategy; } }
module.exports = { Whisper, WhisperFullParams, WhisperSamplingStrategy: { Greedy: 0 } };
`,
  );
  return file;
}
