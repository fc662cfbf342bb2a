#!/usr/bin/env node
/**
 * What the voice stage costs next to the speech stage, on a long generated two-voice consultation
 * (ACI-Bench-like dialogue spoken by espeak-ng, repeated to --minutes; default 10). Prints, each
 * measured on this machine: decode + VAD, the voice stage (features, change points, clustering),
 * a recogniser pass over every speech span with a whisper.cpp model (--model ggml-*.bin; default a
 * generated zero-weight model with the dimensions of whisper `small`: its arithmetic per 30 s window
 * is that of the real model, its text is meaningless), the voice stage's share of the speech stage,
 * and the peak RSS growth of the voice stage at 2 and 10 minutes (memory flat with length).
 *
 *   node bench/voices-cost.mjs [--minutes 10] [--model path] [--threads N] [--sample-spans 3]
 * (the recogniser is timed on the first --sample-spans spans and scaled to all of them)
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { arg } from './lib/cli.mjs';
import { scribeSource as load, scribeTesting } from './lib/scribe.mjs';

const { detectSpeech } = await load('speech/vad.ts');
const { diarize } = await load('speech/voices/diarize.ts');
const { createWhisperEngine, defaultWhisperThreads } = await load('speech/whisper-engine.ts');
const { buildTestWhisperModel, generateConsultation } = await scribeTesting();

const minutes = Number(arg('--minutes', '10'));
const SCRIPT = [
  [
    'Doctor',
    'Good morning. What brings you in today? How long has this been going on, and have you noticed anything that makes it better or worse?',
  ],
  [
    'Patient',
    'I have had a headache for about two weeks. It is worse in the morning and when I bend down, and paracetamol only helps for a few hours.',
  ],
  ['Doctor', 'Any nausea, vomiting, changes in your vision, weakness or numbness anywhere?'],
  ['Patient', 'No, nothing like that. Maybe a little blurry when I am tired.'],
  [
    'Doctor',
    'I would like to check your blood pressure and look at the back of your eyes. Then we will decide about tests.',
  ],
  ['Patient', 'Okay.'],
].map(([role, text]) => ({ role, text }));

async function recording(mins) {
  const lines = [];
  while (lines.length * 7 < mins * 60) lines.push(...SCRIPT);
  const g = await generateConsultation(lines, { seed: 3 });
  return g.samples.subarray(0, Math.min(g.samples.length, mins * 60 * 16000));
}

async function voiceStage(samples) {
  const spans = await detectSpeech({ samples, durationSec: samples.length / 16000 });
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const t = performance.now();
  const d = await diarize(samples, spans);
  const ms = performance.now() - t;
  clearInterval(sampler);
  return { spans, ms, d, growth: Math.max(0, peak - before, process.memoryUsage().rss - before) };
}

const small = await recording(2);
const smallStage = await voiceStage(small);
let t = performance.now();
const samples = await recording(minutes);
const audioSec = samples.length / 16000;
t = performance.now();
const spans = await detectSpeech({ samples, durationSec: audioSec });
const vadMs = performance.now() - t;
const stage = await voiceStage(samples);
console.log(
  `recording: ${(audioSec / 60).toFixed(1)} min, ${spans.length} speech spans, ${os.availableParallelism()} cores`,
);
console.log(`VAD: ${(vadMs / 1000).toFixed(1)} s`);
console.log(
  `voice stage: ${(stage.ms / 1000).toFixed(2)} s (${stage.d.speakers} voices, ${stage.d.stretches.length} stretches)`,
);
console.log(
  `voice stage RSS growth: ${(smallStage.growth / 2 ** 20).toFixed(1)} MB at 2 min, ${(stage.growth / 2 ** 20).toFixed(1)} MB at ${minutes} min`,
);

const modelPath =
  arg('--model') ?? path.join(await mkdtemp(path.join(os.tmpdir(), 'asha-voices-cost-')), 'ggml-small-shape.bin');
if (!arg('--model')) await writeFile(modelPath, buildTestWhisperModel({ state: 768, layers: 12 }));
const threads = Number(arg('--threads', String(defaultWhisperThreads())));
const engine = createWhisperEngine({ modelPath, threads });
t = performance.now();
const sample = spans.slice(0, Number(arg('--sample-spans', '3')));
for (const s of sample)
  await engine.recognise(samples.subarray(Math.floor(s.start * 16000), Math.ceil(s.end * 16000)), {
    task: 'transcribe',
    language: 'en',
  });
const perSpan = (performance.now() - t) / sample.length;
await engine.close();
const recogniseMs = perSpan * spans.length;
const speechStage = vadMs + recogniseMs + stage.ms;

console.log(
  `recogniser, ${threads} threads (${arg('--model') ? path.basename(modelPath) : 'zero-weight model of whisper small dimensions'}): ${(perSpan / 1000).toFixed(2)} s per span × ${spans.length} = ${(recogniseMs / 1000).toFixed(0)} s`,
);
console.log(`voice stage share of the speech stage: ${((100 * stage.ms) / speechStage).toFixed(2)}%`);
