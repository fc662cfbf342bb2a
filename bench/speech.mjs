#!/usr/bin/env node
/**
 * Speech pipeline cost: for a long speech recording built at run time from the
 * committed fixture clip (5.5 s of espeak speech + 1.5 s pauses, repeated), prints the time of
 * each stage (decode, Silero VAD, recognise = transcribe + translate, speaker labelling), the
 * real-time factor, and the peak memory.
 *
 *   node bench/speech.mjs [--model path/to/ggml-*.bin] [--minutes 10] [--threads N] [--input file]
 *   node bench/speech.mjs --minutes 60 --vad-only     decode + VAD of an hour (bounded-memory check)
 *
 * Default model: the generated zero-weight test model (proves the path and the fixed costs; its
 * per-segment cost is far below a real model's). Pass a real model, e.g. data/models/ggml-small-q5_1.bin.
 * Uses the built package (packages/scribe/dist; run `npx tsc -b packages/scribe` first).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { arg, args } from './lib/cli.mjs';
import { fixture, loadScribe, scribeTesting } from './lib/scribe.mjs';

const scribe = await loadScribe();
const minutes = Number(arg('--minutes', '10'));

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
const mb = (n) => `${(n / 1024 / 1024).toFixed(0)} MB`;

const tmp = await mkdtemp(path.join(os.tmpdir(), 'asha-bench-speech-'));
const modelPath =
  arg('--model') ?? (await (await scribeTesting()).writeTestWhisperModel(path.join(tmp, 'ggml-test.bin')));
const input = arg('--input') ? await readFile(arg('--input')) : await longRecording(minutes);
const threads = arg('--threads') ? Number(arg('--threads')) : scribe.defaultWhisperThreads();

if (args.includes('--vad-only')) {
  let t = performance.now();
  const audio = await scribe.decodeAudio(input, { ffmpeg: 'never' });
  const decodeMs = performance.now() - t;
  t = performance.now();
  const spans = await scribe.detectSpeech(audio);
  const vadMs = performance.now() - t;
  clearInterval(sampler);
  console.log(`recording: ${(audio.durationSec / 60).toFixed(1)} min, ${mb(input.length)} WAV`);
  console.log(
    `  decoding ${(decodeMs / 1000).toFixed(2)} s, detecting speech ${(vadMs / 1000).toFixed(2)} s (${spans.length} segments), VAD real-time factor ${(vadMs / 1000 / audio.durationSec).toFixed(4)}`,
  );
  console.log(
    `peak memory: rss ${mb(peakRss)} (sampled), maxRSS ${mb(process.resourceUsage().maxRSS * 1024)} (getrusage)`,
  );
  await rm(tmp, { recursive: true, force: true });
  process.exit(0);
}

const engine = scribe.createSpeechEngine({ kind: 'whisper', modelPath, threads });
const stages = [];
let current = null;
const t0 = performance.now();
let segments = 0;
try {
  const transcript = await scribe
    .transcribeAudio(input, {
      engine,
      decode: { ffmpeg: args.includes('--ffmpeg') ? 'auto' : 'never' },
      onProgress: (p) => {
        if (p.stage !== current?.stage) {
          const now = performance.now();
          if (current) current.ms = now - current.start;
          current = { stage: p.stage, start: now, total: p.total };
          stages.push(current);
        }
      },
    })
    .catch((e) => {
      // The zero-weight model recognises nothing: the stages still ran and are timed.
      console.log(`(transcribeAudio ended with: ${e.message})`);
      return null;
    });
  segments = transcript?.segments.length ?? 0;
} finally {
  await engine.close();
}
const total = performance.now() - t0;
if (current) current.ms = performance.now() - current.start;
clearInterval(sampler);
const audioSec = input.length > 44 && input.subarray(0, 4).toString() === 'RIFF' ? (input.length - 44) / 32000 : NaN;

console.log(
  `model: ${path.basename(modelPath)}  threads: ${threads}  cpus: ${os.availableParallelism()}  node ${process.version}`,
);
console.log(
  `recording: ${(audioSec / 60).toFixed(1)} min (${audioSec.toFixed(0)} s), ${mb(input.length)} WAV; segments kept: ${segments}`,
);
for (const s of stages)
  console.log(
    `  ${s.stage.padEnd(20)} ${(s.ms / 1000).toFixed(2).padStart(8)} s   (${s.total} item${s.total === 1 ? '' : 's'})`,
  );
console.log(
  `  ${'total'.padEnd(20)} ${(total / 1000).toFixed(2).padStart(8)} s   real-time factor ${(total / 1000 / audioSec).toFixed(3)}`,
);
console.log(
  `peak memory: rss ${mb(peakRss)} (sampled), maxRSS ${mb(process.resourceUsage().maxRSS * 1024)} (getrusage)`,
);
await rm(tmp, { recursive: true, force: true });

/** The fixture clip repeated with 1.5 s pauses to `minutes`, as 16 kHz 16-bit WAV. */
async function longRecording(min) {
  const clip = (await scribe.decodeAudio(fixture('speech.wav'))).samples;
  const pause = 1.5 * 16000;
  const total = Math.round(min * 60 * 16000);
  const out = new Float32Array(total);
  for (let at = 0; at < total; at += clip.length + pause)
    out.set(clip.subarray(0, Math.min(clip.length, total - at)), at);
  return scribe.encodeWav(out);
}
