import { describe, expect, it } from 'vitest';
import { cutSpan, diarize } from './diarize.js';
import { hearSpan, linesOfSpan, segmentEnds } from './follow-turns.js';
import { segmentEngine } from './testing/segment-engine.js';
import { joinWithPauses, synthSpeech } from './testing/synthetic-voice.js';

const A = { f0: 110, tract: 1.0 };
const B = { f0: 210, tract: 1.18 };
const span = { start: 1, end: 9 };
const silence = new Float32Array(10 * 16000);

describe('hearSpan', () => {
  it("tiles the span with the engine's segments, meeting in the middle of their gaps, and gives each word its segment", async () => {
    const engine = segmentEngine(
      () => ({
        segments: [
          { text: 'How long?', start: 0.5, end: 2 },
          { text: 'Two weeks.', start: 3, end: 5 },
          { text: 'Any fever?', start: 5.2, end: 9.5 }, // runs past the audio it was given
        ],
        words: [
          { text: 'How', start: 0.5, end: 1 },
          { text: 'long?', start: 1, end: 2 },
          { text: 'Two', start: 3, end: 3.5 },
          { text: 'weeks.', start: 3.5, end: 5 },
        ],
      }),
      { wordTimings: true },
    );
    const h = await hearSpan(silence, span, engine);
    expect(engine.calls).toEqual([{ seconds: 8, options: { task: 'transcribe', words: true } }]);
    expect(h.segments).toEqual([
      { text: 'How long?', start: 1, end: 3.5 },
      { text: 'Two weeks.', start: 3.5, end: 6.1 },
      { text: 'Any fever?', start: 6.1, end: 9 },
    ]);
    expect(segmentEnds(h)).toEqual([3.5, 6.1]);
    expect(h.segmentWords.map((ws) => ws.map((w) => w.text))).toEqual([['How', 'long?'], ['Two', 'weeks.'], []]);
  });

  it('makes the whole span one segment when the engine gives none, and asks for words only from an engine that has them', async () => {
    const engine = segmentEngine(() => ({ text: 'Good morning.' }));
    const h = await hearSpan(silence, span, engine);
    expect(engine.calls[0]!.options).toEqual({ task: 'transcribe' });
    expect(h.segments).toEqual([{ text: 'Good morning.', start: 1, end: 9 }]);
    expect(segmentEnds(h)).toEqual([]);
  });
});

describe('linesOfSpan', () => {
  const segments = [
    { text: 'How long has it hurt?', start: 0, end: 3 },
    { text: 'Two weeks. Any fever? No.', start: 3, end: 8 },
  ];
  // Voice 0 speaks to 3.2 s (a little past the first segment's end), voice 1 to 5.5 s, voice 0 after.
  const stretches = [
    { span: 0, start: 0, end: 3.2, speaker: 0 },
    { span: 0, start: 3.2, end: 5.5, speaker: 1 },
    { span: 0, start: 5.5, end: 8, speaker: 0 },
  ];

  it('gives each segment the voice that covers most of it, and splits one that holds two voices by its words', async () => {
    const words = [
      { text: 'Two', start: 3.3, end: 3.8 },
      { text: 'weeks.', start: 3.8, end: 4.5 },
      { text: 'Any', start: 5.8, end: 6.2 },
      { text: 'fever?', start: 6.2, end: 6.9 },
      { text: 'No.', start: 7.3, end: 7.8 },
    ];
    const engine = segmentEngine(() => ({ segments, words }), { wordTimings: true });
    const h = await hearSpan(silence, { start: 0, end: 8 }, engine);
    const lines = await linesOfSpan(silence, h, stretches, engine);
    expect(lines.map((l) => [l.text, l.voice, l.start, l.end])).toEqual([
      ['How long has it hurt?', 0, 0, 3],
      ['Two weeks.', 1, 3, 5.5],
      ['Any fever? No.', 0, 5.5, 8],
    ]);
    expect(engine.calls).toHaveLength(1);
  });

  it("recognises each voice's part of a two-voice segment alone when the engine gives no word timings", async () => {
    const engine = segmentEngine((seconds) => (seconds === 8 ? { segments } : { text: `part of ${seconds} s` }));
    const h = await hearSpan(silence, { start: 0, end: 8 }, engine);
    const lines = await linesOfSpan(silence, h, stretches, engine);
    expect(lines.map((l) => [l.text, l.voice])).toEqual([
      ['How long has it hurt?', 0],
      ['part of 2.5 s', 1],
      ['part of 2.5 s', 0],
    ]);
    expect(engine.calls.map((c) => c.seconds)).toEqual([8, 2.5, 2.5]);
  });

  it('takes a sliver of another voice at a segment edge for the jitter of the voice stage, not a second speaker', async () => {
    const engine = segmentEngine(() => ({ segments: [{ text: 'How long has it hurt?', start: 0, end: 3.5 }] }));
    const h = await hearSpan(silence, { start: 0, end: 3.5 }, engine);
    const lines = await linesOfSpan(silence, h, stretches.slice(0, 2), engine);
    expect(lines.map((l) => [l.text, l.voice])).toEqual([['How long has it hurt?', 0]]);
    expect(engine.calls).toHaveLength(1);
  });
});

describe('recogniser segments as voice cuts', () => {
  it("cuts a voice piece at a segment's end even with no pause there", () => {
    const samples = synthSpeech(A, 4, 3);
    const whole = { start: 0, end: 4 };
    const ends = (cut: number[]) =>
      cutSpan(samples, whole, 0, undefined, cut)
        .slice(0, -1)
        .map((p) => p.end);
    expect(ends([]).every((t) => Math.abs(t - 1.5) > 0.2)).toBe(true);
    expect(ends([1.5]).filter((t) => Math.abs(t - 1.5) < 0.02)).toHaveLength(1);
  });

  it('gives each short turn of two voices answering after 0.1 s its own line and voice', async () => {
    const voices = [A, B, A, B, A, B, A, B, A, B];
    const turns = voices.map((v, i) => synthSpeech(v, 0.9 + 0.05 * (i % 3), 40 + i));
    const samples = joinWithPauses(turns, 0.1);
    const starts = turns.map((_, i) => turns.slice(0, i).reduce((s, t) => s + t.length / 16000 + 0.1, 0));
    const said = turns.map((_, i) => `Line ${i + 1}.`);
    const engine = segmentEngine(() => ({
      segments: said.map((text, i) => ({ text, start: starts[i]!, end: starts[i]! + turns[i]!.length / 16000 })),
    }));
    const whole = { start: 0, end: samples.length / 16000 };
    const h = await hearSpan(samples, whole, engine);
    const d = await diarize(samples, [whole], { cuts: [segmentEnds(h)] });
    const lines = await linesOfSpan(samples, h, d.stretches, engine);
    expect(d.speakers).toBe(2);
    expect(lines.map((l) => [l.text, l.voice])).toEqual(said.map((text, i) => [text, i % 2]));
  });
});
