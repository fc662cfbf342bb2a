#!/usr/bin/env node
/**
 * How long a clinician's save of a note takes on a 50-item report.
 *
 *   node bench/note-save.mjs [--saves 300] [--items 50] [--build]
 *
 * Starts the real server in-process (built apps/server/dist; --build or a missing dist builds it) on
 * a fresh embedded PostgreSQL in a temp dir, stores a finished consultation whose report has --items
 * list items (medications, conditions, symptoms, allergies, diagnoses, plan entries) with evidence for
 * each, then times PUT /api/conversations/{id}/note (via Fastify inject: routing, token check,
 * validation, the version lock, carrying evidence over the edit, the INSERT, the audit row and the
 * answer; no network) for --saves consecutive saves, each changing one medicine's dose and starting
 * from the version the previous save made. Prints figures only; nothing asserts on timings.
 */
import { arg, args } from './lib/cli.mjs';
import { loadScribe } from './lib/scribe.mjs';
import { startBenchApi } from './lib/server.mjs';

const SAVES = Number(arg('--saves', 300));
const ITEMS = Number(arg('--items', 50));
const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const fmt = (ms) => `${ms.toFixed(2)} ms`;

/** A consultation's stored report grown to `items` list items, each with evidence, as a pipeline would write it. */
async function bigReport(items) {
  const lines = [];
  for (let i = 0; i < items; i++) lines.push(`Patient: I take medicine${i} ${10 + i} mg daily.`);
  const transcript = transcriptFromText(`Doctor: What brings you in?\n${lines.join('\n')}`);
  const stored = await writeReport(transcript);
  const r = stored.patientReport;
  const lists = [
    [
      'medications.current',
      (i) => ({ name: `medicine${i}`, dosage: `${10 + i} mg daily`, indication: 'hypertension' }),
    ],
    ['pastMedicalHistory.conditions', (i) => `condition ${i}`],
    ['historyOfPresentIllness.associatedSymptoms', (i) => `symptom ${i}`],
    ['allergies', (i) => ({ substance: `substance ${i}`, reaction: 'rash' })],
    ['assessment', (i) => ({ diagnosis: `diagnosis ${i}`, certainty: 'probable', rationale: 'as discussed' })],
    ['plan.investigations', (i) => `test ${i}`],
  ];
  const per = Math.ceil(items / lists.length);
  const evidence = [];
  let made = 0;
  for (const [key, make] of lists) {
    const parts = key.split('.');
    const holder = parts.slice(0, -1).reduce((o, p) => o[p], r);
    holder[parts.at(-1)] = [];
    for (let i = 0; i < per && made < items; i++, made++) {
      holder[parts.at(-1)].push(make(i));
      evidence.push({ path: `${key}.${i}`, segmentIds: [`s${(made % items) + 2}`] });
    }
  }
  return { transcript, stored: { patientReport: r, evidence, flags: [] } };
}

const { app, runtime, headers, close } = await startBenchApi('note', {
  pgPort: arg('--pg-port', 55_000 + (process.pid % 5000)),
  build: args.includes('--build'),
});
const { transcriptFromText, writeReport } = await loadScribe();

try {
  const created = await app.inject({
    method: 'POST',
    url: '/api/users',
    headers,
    payload: { name: 'Bench Patient', role: 'patient' },
  });
  if (created.statusCode >= 300) throw new Error(`POST /api/users → ${created.statusCode} ${created.body}`);
  const patientId = created.json().patientId ?? created.json().patient.patientId;
  const pool = runtime.ctx.database.pool;
  const clinicianId = (await pool.query(`select id from clinicians where subject = 'bench-doctor'`)).rows[0].id;
  const { transcript, stored } = await bigReport(ITEMS);
  const base = `doctors/${clinicianId}/${patientId}/20261123T090000Z-bench`;
  await runtime.ctx.storage.put(`${base}.webm`, Buffer.from('webm'), 'audio/webm');
  await runtime.ctx.storage.put(`${base}.transcript.json`, JSON.stringify(transcript), 'application/json');
  await runtime.ctx.storage.put(`${base}.json`, JSON.stringify(stored), 'application/json');
  const { rows } = await pool.query(
    `insert into conversations (clinician_id, patient_id, audio_key, content_type, size_bytes, status, transcript_key, report_key)
     values ($1, $2, $3, 'audio/webm', 4, 'ready', $4, $5) returning id`,
    [clinicianId, patientId, `${base}.webm`, `${base}.transcript.json`, `${base}.json`],
  );
  const url = `/api/conversations/${rows[0].id}/note`;
  let note = (await app.inject({ url, headers })).json();
  const report = note.current.patientReport;
  const count = [
    'medications.current',
    'pastMedicalHistory.conditions',
    'historyOfPresentIllness.associatedSymptoms',
    'allergies',
    'assessment',
    'plan.investigations',
  ]
    .map((k) => k.split('.').reduce((o, p) => o[p], report).length)
    .reduce((a, b) => a + b, 0);
  const bytes = Buffer.byteLength(JSON.stringify({ baseVersion: 1, patientReport: report, resolutions: [] }));
  console.log(
    `note of ${count} list items, ${note.current.evidence.length} evidence entries; a save sends ${(bytes / 1024).toFixed(1)} KB`,
  );

  const samples = [];
  for (let i = 0; i < SAVES + 20; i++) {
    const meds = note.current.patientReport.medications.current.map((m, k) =>
      k === i % 8 ? { ...m, dosage: `${i} mg twice daily` } : m,
    );
    const payload = {
      baseVersion: note.current.version,
      patientReport: { ...note.current.patientReport, medications: { current: meds } },
      resolutions: [],
    };
    const t0 = process.hrtime.bigint();
    const res = await app.inject({ method: 'PUT', url, headers, payload });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (res.statusCode !== 200) throw new Error(`PUT ${url} → ${res.statusCode} ${res.body}`);
    note = res.json();
    if (i >= 20) samples.push(ms); // the first 20 warm the JIT and the pool
  }
  samples.sort((a, b) => a - b);
  console.log(
    `\nPUT ${url.replace(rows[0].id, '{id}')}: ${SAVES} saves of one changed dose, each a new version (last: ${note.current.version})`,
  );
  console.log(
    `p50 ${fmt(percentile(samples, 0.5))}   p99 ${fmt(percentile(samples, 0.99))}   (min ${fmt(samples[0])}, max ${fmt(samples.at(-1))})`,
  );
} finally {
  await close();
}
