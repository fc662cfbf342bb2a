import type { Recognition, RecogniseOptions, SpeechEngine, TimedSegment } from '../../types.js';

export interface SegmentEngineCall {
  seconds: number;
  options: RecogniseOptions;
}

/**
 * A stand-in recogniser for unit tests: it answers every call with `answer(seconds, options)` (the
 * length of the audio it was given) and records the calls, so a test can give back timed segments,
 * words or neither and see how often, and on what, the engine was asked.
 */
export function segmentEngine(
  answer: (seconds: number, o: RecogniseOptions) => Partial<Recognition> & { segments?: TimedSegment[] },
  o: { wordTimings?: boolean } = {},
): SpeechEngine & { calls: SegmentEngineCall[] } {
  const calls: SegmentEngineCall[] = [];
  return {
    name: 'test:segments',
    wordTimings: o.wordTimings ?? false,
    calls,
    async recognise(samples, options) {
      const seconds = samples.length / 16000;
      calls.push({ seconds, options });
      const r = answer(seconds, options);
      return {
        text: r.text ?? (r.segments ?? []).map((s) => s.text).join(' '),
        language: r.language ?? 'en',
        confidence: null,
        ...r,
      };
    },
  };
}
