#!/usr/bin/env node
/**
 * Does the queue keep up? Queues a burst of short consultations, then one more behind them, and
 * prints the jobs per second the worker finished and how long that last one waited.
 *
 *   node bench/queue.mjs [--jobs 200]
 *
 * The real worker (built apps/server/dist, in this process, WORKER_CONCURRENCY from the machine
 * unless set) on a fresh embedded PostgreSQL in a temp dir, with local storage; speech goes to the
 * OpenAI-wire stand-in e2e/support/openai-audio-mock.mjs (a 5 s recording, two answers), the report
 * to the built-in writer. Every job is the real pipeline job. Prints figures only.
 */
import os from 'node:os';
import { arg } from './lib/cli.mjs';
import { fixture } from './lib/scribe.mjs';
import {
  randomPorts,
  seedClinicianAndPatient,
  serverModule,
  startBenchRuntime,
  startSpeechStandIn,
} from './lib/server.mjs';

const JOBS = Number(arg('--jobs', 200));
const { registerWorkers } = await serverModule('modules/pipeline/worker.js');
const { QUEUES } = await serverModule('queue/boss.js');

const port = randomPorts();
const speech = startSpeechStandIn(port + 2);
const { ctx, config, close } = await startBenchRuntime('queue', {
  EMBEDDED_PG_PORT: String(port + 1),
  ...speech.env,
  OIDC_ISSUER: 'https://issuer.invalid',
  OIDC_CLIENT_ID: 'bench',
});
try {
  const audio = fixture('speech.webm');
  const { clinician, patient } = await seedClinicianAndPatient(ctx.database.pool);
  const ids = [];
  for (let i = 0; i <= JOBS; i++) {
    const key = `doctors/${clinician.id}/${patient.id}/20260101T090000Z-${String(i).padStart(8, '0')}.webm`;
    await ctx.storage.put(key, audio, 'audio/webm');
    const { rows } = await ctx.database.pool.query(
      `insert into conversations (clinician_id, patient_id, audio_key, content_type, size_bytes) values ($1, $2, $3, 'audio/webm', $4) returning id`,
      [clinician.id, patient.id, key, audio.length],
    );
    ids.push(rows[0].id);
  }
  const stop = await registerWorkers(ctx);
  await new Promise((r) => setTimeout(r, 1000));
  const started = Date.now();
  for (const id of ids.slice(0, JOBS))
    await ctx.boss.send(QUEUES.pipeline, { conversationId: id }, { singletonKey: id });
  const lastQueued = Date.now();
  const last = ids[JOBS];
  await ctx.boss.send(QUEUES.pipeline, { conversationId: last }, { singletonKey: last });
  let done;
  for (;;) {
    const { rows } = await ctx.database.pool.query(
      `select count(*)::int as n from conversations where status in ('ready', 'failed')`,
    );
    done = rows[0].n;
    if (done === JOBS + 1 || Date.now() - started > 30 * 60_000) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const finished = Date.now();
  const {
    rows: [row],
  } = await ctx.database.pool.query(
    `select status, extract(epoch from processing_started_at) * 1000 as started, extract(epoch from processing_finished_at) * 1000 as finished from conversations where id = $1`,
    [last],
  );
  const failed = (await ctx.database.pool.query(`select count(*)::int as n from conversations where status = 'failed'`))
    .rows[0].n;
  await stop();
  console.log(
    `queue bench: ${JOBS} short consultations then one more, WORKER_CONCURRENCY=${config.WORKER_CONCURRENCY ?? 1}, ${os.availableParallelism()} cores, Node ${process.version}`,
  );
  console.log(
    `  finished ${done}/${JOBS + 1} (${failed} failed) in ${((finished - started) / 1000).toFixed(1)} s: ${((done * 1000) / (finished - started)).toFixed(2)} jobs/s`,
  );
  console.log(
    `  the one queued behind them: waited ${((row.started - lastQueued) / 1000).toFixed(1)} s to start, ready ${((row.finished - lastQueued) / 1000).toFixed(1)} s after it was queued (${row.status})`,
  );
} finally {
  await close();
  speech.close();
}
