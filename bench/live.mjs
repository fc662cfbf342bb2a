#!/usr/bin/env node
/**
 * Live recording, Stop → report: feeds a long recording through the live path as a browser would
 * (one chunk a second, stored by the API's chunk service, followed by the real live-recording job
 * in this process), presses Stop, and prints how long after the end of each utterance its line was
 * on the API the web reads (first seen, provisional or settled; median and p95), Stop → transcript
 * complete and Stop → report ready, with the speech engine's real-time factor, how far the
 * transcript lagged while recording, and the process's memory as the recording went on.
 *
 *   node bench/live.mjs [--engine openai|whisper] [--minutes 15] [--speed 1] [--model ggml.bin] [--latency ms] [--rtf 0.5]
 *
 * --speed 10 feeds ten seconds of audio a second (the engine must then keep up with 10x speech).
 * whisper: the local whisper.cpp engine with the generated test model (it recognises nothing, so the
 * consultation ends "no speech"; the figures show the path's fixed costs) or any ggml model by path.
 * openai: the OpenAI-wire stand-in e2e/support/openai-audio-mock.mjs (--latency: its answer delay; --rtf: it
 * also takes this share of the audio's duration, 0.5 by default: an engine at half real time).
 * A chunk is stored a second after the audio it holds began, as the recorder hands it over then.
 * An utterance ends where the whole recording's voice activity detection ends a stretch of speech;
 * its line is the first line on the API that reaches within 0.3 s of that end.
 * The recording is packages/scribe/test-fixtures/consultation.webm (62 s of turns) joined end to
 * end. Built apps/server/dist and packages/scribe/dist; a fresh embedded PostgreSQL in a temp dir.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { arg } from './lib/cli.mjs';
import { fixture, loadScribe, scribeTesting } from './lib/scribe.mjs';
import {
  randomPorts,
  seedClinicianAndPatient,
  serverModule,
  startBenchRuntime,
  startSpeechStandIn,
} from './lib/server.mjs';

const ENGINE = arg('--engine', 'openai');
const MINUTES = Number(arg('--minutes', '15'));
const SPEED = Number(arg('--speed', '1'));
const LATENCY = Number(arg('--latency', '0'));
const RTF = Number(arg('--rtf', '0.5'));
const { readLiveTranscript } = await serverModule('modules/live/transcript.service.js');
const { registerWorkers } = await serverModule('background.js');
const { startSession, storeChunk } = await serverModule('modules/live/sessions.service.js');
const { finishSession } = await serverModule('modules/live/finish.service.js');
const scribe = await loadScribe();

const port = randomPorts();
const speech = ENGINE === 'openai' ? startSpeechStandIn(port + 2, LATENCY, RTF) : null;
const model =
  ENGINE === 'whisper'
    ? (arg('--model') ??
      (await (
        await scribeTesting()
      ).writeTestWhisperModel(path.join(os.tmpdir(), `asha-live-bench-${process.pid}.bin`))))
    : null;
const { ctx, config, close } = await startBenchRuntime('live', {
  EMBEDDED_PG_PORT: String(port + 1),
  ...(speech ? speech.env : { SPEECH_ENGINE: 'whisper', WHISPER_MODEL: model }),
});
const mb = (n) => `${(n / 1048576).toFixed(n < 10 * 1048576 ? 1 : 0)} MB`;
const sec = (ms) => `${(ms / 1000).toFixed(2)} s`;
try {
  // The recording: the committed consultation joined end to end into one webm, cut into one-second chunks.
  const clip = new Uint8Array(fixture('consultation.webm'));
  const joined = scribe.joinWebmStreams(Array.from({ length: Math.ceil((MINUTES * 60) / 62.5) }, () => clip));
  console.log(`joined ${joined.durationSec} s`);
  const bytesPerSec = Math.ceil(joined.bytes.length / joined.durationSec);
  // Where each utterance ends: the clip's voice activity detection (its 0.2 s padding taken off), once per copy of the clip.
  const copies = Math.ceil((MINUTES * 60) / 62.5);
  const heard = await scribe.decodeAudio(Buffer.from(clip));
  const clipEnds = (await scribe.detectSpeech(heard)).map((s) => Math.min(s.end - 0.2, heard.durationSec));
  const ends = Array.from({ length: copies }, (_, k) =>
    clipEnds.map((e) => e + (k * joined.durationSec) / copies),
  ).flat();
  const lagOf = new Map();
  const chunks = [];
  for (let at = 0; at < joined.bytes.length; at += bytesPerSec)
    chunks.push(Buffer.from(joined.bytes.subarray(at, at + bytesPerSec)));

  const { clinician, patient } = await seedClinicianAndPatient(ctx.database.pool);
  const stopWorkers = await registerWorkers(ctx);
  const sessionId = randomUUID();
  const none = async () => undefined;
  await startSession(
    ctx,
    clinician.id,
    sessionId,
    { contentType: 'audio/webm;codecs=opus', patientId: patient.id },
    none,
  );

  // One chunk a second of audio (faster with --speed), as the recorder sends them; memory and lag sampled meanwhile.
  const memory = [];
  let worstWaiting = 0;
  let worstLag = 0;
  const began = Date.now();
  const sampler = setInterval(async () => {
    memory.push({ t: Date.now() - began, ...process.memoryUsage() });
    const {
      rows: [s],
    } = await ctx.database.pool.query('select received_sec, waiting_sec from live_sessions where id = $1', [sessionId]);
    const fed = ((Date.now() - began) / 1000) * SPEED;
    worstWaiting = Math.max(worstWaiting, s.waiting_sec);
    worstLag = Math.max(worstLag, Math.min(fed, joined.durationSec) - s.received_sec);
  }, 1000);
  // The API's live transcript, read as often as a tab told of every change would: each utterance's line, first seen.
  let watching = true;
  const watcher = (async () => {
    while (watching) {
      const { transcript } = await readLiveTranscript(ctx, clinician.id, sessionId, -1);
      const now = Date.now();
      for (const l of [...transcript.lines, ...(transcript.provisional ?? [])])
        for (const [u, end] of ends.entries())
          if (!lagOf.has(u) && l.start < end && l.end >= end - 0.3) lagOf.set(u, now - (began + (end * 1000) / SPEED));
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  for (const [seq, data] of chunks.entries()) {
    const due = began + ((seq + 1) * 1000) / SPEED;
    if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
    await storeChunk(ctx, clinician.id, sessionId, { seq, startsStream: false, data });
  }
  const recordedMs = Date.now() - began;

  // Stop.
  const stop = Date.now();
  const { conversationId } = await finishSession(ctx, clinician.id, sessionId, { chunks: chunks.length }, none);
  const finishedMs = Date.now() - stop;
  let transcribed = null;
  let row;
  for (;;) {
    ({
      rows: [row],
    } = await ctx.database.pool.query('select status, error, duration_sec from conversations where id = $1', [
      conversationId,
    ]));
    if (transcribed === null && row.status !== 'uploaded' && row.status !== 'transcribing')
      transcribed = Date.now() - stop;
    if (row.status === 'ready' || row.status === 'failed' || Date.now() - stop > 30 * 60_000) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const reportMs = Date.now() - stop;
  clearInterval(sampler);
  watching = false;
  await watcher;
  const rtf = (await ctx.metrics.speechRealTimeFactor.get()).values.find((v) => v.metricName?.endsWith('_sum'))?.value;
  await stopWorkers();

  const engineName =
    ENGINE === 'openai'
      ? `OpenAI-wire stand-in (answer delay ${LATENCY} ms + ${RTF} × the audio's duration)`
      : `whisper.cpp ${path.basename(model)} (${config.WHISPER_THREADS ?? scribe.defaultWhisperThreads()} threads)`;
  console.log(
    `live bench: ${(joined.durationSec / 60).toFixed(1)} min recording (${chunks.length} one-second chunks, ${mb(joined.bytes.length)}) fed at ${SPEED}x real time over ${sec(recordedMs)}; ${engineName}; ${os.availableParallelism()} cores, Node ${process.version}`,
  );
  console.log(
    `  while recording: transcript at most ${worstWaiting.toFixed(1)} s of finished speech behind; decoding at most ${worstLag.toFixed(1)} s behind the audio fed`,
  );
  const lags = [...lagOf.values()].sort((a, b) => a - b);
  const pct = (f) => lags[Math.min(lags.length - 1, Math.ceil(f * lags.length) - 1)];
  console.log(
    lags.length
      ? `  end of utterance → its line on the API: median ${sec(pct(0.5))}, p95 ${sec(pct(0.95))}, worst ${sec(lags.at(-1))} (${lags.length} of ${ends.length} utterances seen live)`
      : `  end of utterance → its line on the API: no line seen live (${ends.length} utterances)`,
  );
  console.log(`  Stop → recording file stored and consultation made: ${sec(finishedMs)}`);
  console.log(`  Stop → transcript complete: ${sec(transcribed ?? reportMs)}`);
  console.log(
    `  Stop → report ready: ${sec(reportMs)} (${row.status}${row.error ? `: ${row.error}` : ''}; ${row.duration_sec ?? '?'} s of audio)`,
  );
  console.log(
    `  speech engine real-time factor over the recording: ${rtf === undefined ? 'n/a' : rtf.toFixed(4)} (recognition time ÷ audio time)`,
  );
  const at = (f) => memory[Math.min(memory.length - 1, Math.floor(f * (memory.length - 1)))];
  console.log(`  memory (this process: API chunk service + worker), rss / heap used / array buffers:`);
  for (const f of [0, 0.25, 0.5, 0.75, 1]) {
    const m = at(f);
    if (m)
      console.log(
        `    at ${(m.t / 1000).toFixed(0).padStart(5)} s: ${mb(m.rss)} / ${mb(m.heapUsed)} / ${mb(m.arrayBuffers)}`,
      );
  }
  console.log(
    `    peak rss ${mb(Math.max(...memory.map((m) => m.rss)))}, peak heap used ${mb(Math.max(...memory.map((m) => m.heapUsed)))}`,
  );
} finally {
  await close();
  speech?.close();
  if (model && !arg('--model')) rmSync(model, { force: true });
}
