#!/usr/bin/env node
/**
 * How soon after a session's event does a record system hear of it? Registers a webhook to a
 * receiver on loopback, queues events one at a time, and prints the time from queueing each event
 * (its transaction committed) to its signed request arriving; then a burst of events queued at once;
 * then the whole hand-over the record system waits for: an ended session's consultation becomes
 * ready (the pipeline's status change committed) → its session settles → `session.completed`
 * arrives. Target: within 1 s of the report being ready.
 *
 *   node bench/webhooks.mjs [--events 50] [--burst 50] [--ready 20] [--build]
 *
 * The real worker and queue (built apps/server/dist, in this process) on a fresh embedded
 * PostgreSQL in a temp dir; the receiver checks every signature with verifyWebhook. Prints figures only.
 */
import http from 'node:http';
import { arg, args } from './lib/cli.mjs';
import { loadLine } from './lib/timing.mjs';
import { randomPorts, serverModule, startBenchRuntime } from './lib/server.mjs';

const EVENTS = Number(arg('--events', 50));
const BURST = Number(arg('--burst', 50));
const READY = Number(arg('--ready', 20));
const webhooks = await serverModule('modules/scribe-protocol/webhooks/index.js', { build: args.includes('--build') });
const { registerWebhook } = await serverModule('modules/scribe-protocol/webhooks/webhooks.service.js');
const { createRecordKey } = await serverModule('modules/record-keys/keys.service.js');
const { checkRecordKey } = await serverModule('modules/record-keys/index.js');
const { createSession } = await serverModule('modules/scribe-protocol/sessions.service.js');
const { startSettlingOnReady } = await serverModule('modules/scribe-protocol/index.js');

const port = randomPorts();
const { ctx, close } = await startBenchRuntime('webhooks', { EMBEDDED_PG_PORT: String(port + 1) });
const arrivals = new Map();
let secret = '';
let refused = 0;
const replay = webhooks.memoryReplayGuard();
const receiver = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const at = performance.now();
    const body = Buffer.concat(chunks).toString('utf8');
    const verdict = webhooks.verifyWebhook(
      {
        body,
        signature: req.headers[webhooks.SIGNATURE_HEADER],
        deliveryId: req.headers[webhooks.DELIVERY_HEADER],
        attempt: req.headers[webhooks.ATTEMPT_HEADER],
      },
      { secret, replay },
    );
    if (!verdict.ok) refused++;
    arrivals.set(JSON.parse(body).session_id, at);
    res.writeHead(200).end();
  });
});
await new Promise((r) => receiver.listen(port + 2, '127.0.0.1', r));

const stats = (ms) => {
  const s = [...ms].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.ceil(s.length * p) - 1)].toFixed(1);
  return `median ${q(0.5)} ms, 90th percentile ${q(0.9)} ms, max ${s.at(-1).toFixed(1)} ms over ${s.length} events`;
};
const arrived = async (ids) => {
  const deadline = Date.now() + 60_000;
  while (ids.some((id) => !arrivals.has(id))) {
    if (Date.now() > deadline) throw new Error(`${ids.filter((id) => !arrivals.has(id)).length} events never arrived`);
    await new Promise((r) => setTimeout(r, 2));
  }
};

try {
  const sql = (text, values) => ctx.database.pool.query(text, values);
  const {
    rows: [clinician],
  } = await sql(`insert into clinicians (issuer, subject) values ('bench', 'bench-clinician') returning id`);
  const { row: key, key: presented } = await createRecordKey(ctx.database.db, {
    name: 'Bench EMR',
    clinicianId: clinician.id,
  });
  const origin = { clinicianId: clinician.id, ip: null, userAgent: 'bench', requestId: null };
  const url = `http://127.0.0.1:${port + 2}/scribe-webhook`;
  secret = (await registerWebhook(ctx, key.id, { url, events: ['session.completed'] }, origin)).secret;
  const stop = await webhooks.registerWebhookWorker(ctx);
  await new Promise((r) => setTimeout(r, 1000));
  const event = (sessionId) =>
    webhooks.queueWebhookEvent(ctx, { keyId: key.id, event: 'session.completed', sessionId });

  // Warm-up: the first connections and plans.
  for (let i = 0; i < 5; i++) {
    await event(`ses_warm${i}`);
    await arrived([`ses_warm${i}`]);
  }
  const oneByOne = [];
  for (let i = 0; i < EVENTS; i++) {
    const id = `ses_one${i}`;
    const t0 = performance.now();
    await event(id);
    await arrived([id]);
    oneByOne.push(arrivals.get(id) - t0);
  }
  const ids = Array.from({ length: BURST }, (_, i) => `ses_burst${i}`);
  const t0 = performance.now();
  await Promise.all(ids.map(event));
  await arrived(ids);
  const burst = ids.map((id) => arrivals.get(id) - t0);

  // Report ready → webhook: sessions ended with a consultation still being written; the pipeline's
  // last step (its status set to ready) is what the record system is waiting for.
  const stopSettling = startSettlingOnReady(ctx);
  await new Promise((r) => setTimeout(r, 500));
  const afterReady = [];
  for (let i = 0; i < READY + 2; i++) {
    const body = { templates: ['soap'], upload_type: 'single', patient: { id: 'EMR-1', name: 'Bench Patient' } };
    const checked = await checkRecordKey(ctx, presented, '127.0.0.1');
    const caller = {
      keyId: key.id,
      keyName: key.name,
      clinicianId: clinician.id,
      use: checked.use,
      useRecorded: false,
    };
    const session = await createSession(ctx, caller, body, origin);
    const {
      rows: [s],
    } = await sql(`select patient_id from scribe_sessions where id = $1`, [session.session_id]);
    const {
      rows: [c],
    } = await sql(
      `insert into conversations (clinician_id, patient_id, audio_key, content_type, source, size_bytes, status)
       values ($1, $2, $3, 'audio/wav', 'file', 1000, 'writing report') returning id`,
      [clinician.id, s.patient_id, `bench/${session.session_id}.wav`],
    );
    await sql(`update scribe_sessions set status = 'ended', ended_at = now(), conversation_id = $2 where id = $1`, [
      session.session_id,
      c.id,
    ]);
    const t = performance.now();
    await sql(`update conversations set status = 'ready' where id = $1`, [c.id]);
    await arrived([session.session_id]);
    // The first two warm the listener's path; they are not counted.
    if (i >= 2) afterReady.push(arrivals.get(session.session_id) - t);
  }
  await stopSettling();

  console.log(`webhook delivery on loopback (WORKER_CONCURRENCY ${ctx.config.WORKER_CONCURRENCY}; ${loadLine()}):`);
  console.log(`  one event at a time, event queued → signed request at the receiver: ${stats(oneByOne)}`);
  console.log(`  ${BURST} events queued at once, first queued → each request at the receiver: ${stats(burst)}`);
  console.log(`  report ready (status committed) → session.completed at the receiver: ${stats(afterReady)}`);
  console.log(`  requests the receiver's verifyWebhook refused: ${refused}`);
  await stop();
} finally {
  receiver.close();
  await close();
}
