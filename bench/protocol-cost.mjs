#!/usr/bin/env node
/**
 * What a session of the scribe–EMR protocol costs the server beyond the app's own upload of the same
 * recording. For each of N rounds it hands one recording over both ways, in this process through the
 * real API (Fastify inject: server time, no network), and prints the medians:
 *   - the app's upload: GET /api/conversation/upload-url, then the PUT of the file (which completes it);
 *   - a protocol session: POST /v1/sessions, POST …/audio, POST …/end, and one GET …/{id} read.
 * Both hand over a recording of a patient the clinic already has (the record system's patient id is
 * matched; the first, uncounted round adds the patient); with --new-patients every session names a
 * patient the clinic has not seen, who is added. The difference is the extra cost per
 * session, the read included although the app's side reads nothing. Target: at most 50 ms.
 *
 *   node bench/protocol-cost.mjs [--rounds 20] [--new-patients] [--build]
 *
 * Built apps/server/dist on a fresh embedded PostgreSQL in a temp dir, workers off (processing the
 * recording costs the same either way). Prints figures only.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { arg, args, root } from './lib/cli.mjs';
import { loadLine } from './lib/timing.mjs';
import { randomPorts, serverModule, startBenchApi } from './lib/server.mjs';

const ROUNDS = Number(arg('--rounds', 20));
const NEW_PATIENTS = args.includes('--new-patients');
const audio = await readFile(path.join(root, 'e2e/fixtures/consultation.wav'));
const { app, runtime, headers, close } = await startBenchApi('protocol-cost', {
  pgPort: randomPorts() + 1,
  build: args.includes('--build'),
});
const { createRecordKey } = await serverModule('modules/record-keys/keys.service.js');

const timed = async (req) => {
  const t0 = performance.now();
  const res = await app.inject(req);
  const ms = performance.now() - t0;
  if (res.statusCode >= 400) throw new Error(`${req.method} ${req.url} answered ${res.statusCode}: ${res.body}`);
  return { res, ms };
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  const { patient } = (
    await timed({ method: 'POST', url: '/api/users', headers, payload: { name: 'Bench Patient', role: 'patient' } })
  ).res.json();
  const {
    rows: [clinician],
  } = await runtime.ctx.database.pool.query(`select id from clinicians where subject = 'bench-doctor'`);
  const { key } = await createRecordKey(runtime.ctx.database.db, { name: 'Bench EMR', clinicianId: clinician.id });
  const emr = { 'x-api-key': key };

  const plain = [];
  const protocol = [];
  const steps = { create: [], audio: [], end: [], read: [] };
  for (let i = 0; i < ROUNDS + 2; i++) {
    const query = `contentType=audio%2Fwav&patientId=${patient.patientId}&source=file`;
    const grant = await timed({ method: 'GET', url: `/api/conversation/upload-url?${query}`, headers });
    const put = new URL(grant.res.json().url);
    const upload = await timed({
      method: 'PUT',
      url: put.pathname + put.search,
      headers: { 'content-type': 'audio/wav' },
      payload: audio,
    });

    const body = {
      templates: ['soap'],
      upload_type: 'single',
      patient: { id: NEW_PATIENTS ? `EMR-${i}` : 'EMR-1', name: 'Bench Patient' },
    };
    const created = await timed({ method: 'POST', url: '/v1/sessions', headers: emr, payload: body });
    const id = created.res.json().session_id;
    const sent = await timed({
      method: 'POST',
      url: `/v1/sessions/${id}/audio`,
      headers: { ...emr, 'content-type': 'audio/wav' },
      payload: audio,
    });
    const end = await timed({
      method: 'POST',
      url: `/v1/sessions/${id}/end`,
      headers: emr,
      payload: { audio_files_sent: 1 },
    });
    const read = await timed({ method: 'GET', url: `/v1/sessions/${id}`, headers: emr });
    // The first two rounds warm the code paths and the database's plans; they are not counted.
    if (i < 2) continue;
    plain.push(grant.ms + upload.ms);
    protocol.push(created.ms + sent.ms + end.ms + read.ms);
    for (const [name, t] of Object.entries({ create: created, audio: sent, end, read })) steps[name].push(t.ms);
  }
  const [p, s] = [median(plain), median(protocol)];
  console.log(
    `scribe protocol: server time per hand-over of a ${Math.round(audio.length / 1024)} KiB recording, ` +
      `median of ${ROUNDS} rounds, ${NEW_PATIENTS ? 'a new patient each session' : 'a patient the clinic has'}`,
  );
  console.log(`  the app's upload (upload-url + PUT): ${p.toFixed(1)} ms`);
  console.log(`  a protocol session (create + audio + end + one read): ${s.toFixed(1)} ms`);
  console.log(
    `    by step: ${Object.entries(steps)
      .map(([n, xs]) => `${n} ${median(xs).toFixed(1)} ms`)
      .join(' · ')}`,
  );
  console.log(
    `  extra per session: ${(s - p).toFixed(1)} ms (target ≤ 50 ms); without the read: ${(s - p - median(steps.read)).toFixed(1)} ms`,
  );
  console.log(`  ${loadLine()}`);
} finally {
  await close();
}
