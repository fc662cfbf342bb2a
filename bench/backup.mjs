#!/usr/bin/env node
/**
 * How long a backup and a restore take for an install with many consultations.
 *
 *   node bench/backup.mjs [--consultations 1000]
 *
 * Seeds a fresh embedded PostgreSQL (temp DATA_DIR, local storage, built apps/server/dist) with
 * one clinician, a patient per 10 consultations, and each consultation ready with its recording
 * (the 13 KB test webm), transcript text, transcript JSON and report; then times createBackup
 * (the code behind `npm run backup`) and restoreBackup into a second, empty DATA_DIR, and checks
 * the restored counts. Prints figures only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { arg } from './lib/cli.mjs';
import { fixture } from './lib/scribe.mjs';
import { randomPorts, serverModule } from './lib/server.mjs';

const N = Number(arg('--consultations', 1000));
const { loadConfig } = await serverModule('config.js');
const { startCoreRuntime } = await serverModule('runtime.js');
const { createBackup } = await serverModule('backup/create.js');
const { restoreBackup } = await serverModule('backup/restore.js');

const work = mkdtempSync(path.join(os.tmpdir(), 'asha-backup-bench-'));
const port = randomPorts();
const env = (dir, p) => ({
  DATA_DIR: path.join(work, dir),
  EMBEDDED_PG_PORT: String(p),
  LOG_LEVEL: 'silent',
  OIDC_ISSUER: 'https://issuer.invalid',
  OIDC_CLIENT_ID: 'bench',
});
const logger = pino({ level: 'silent' });
const file = path.join(work, 'backup.tar.gz');
try {
  const source = await startCoreRuntime(loadConfig(env('source', port)), logger);
  const { ctx } = source;
  const audio = fixture('speech.webm');
  const transcript = JSON.stringify({
    segments: Array.from({ length: 40 }, (_, i) => ({
      id: `s${i}`,
      text: `Turn ${i} of a fifteen minute consultation about headaches and medicines.`,
    })),
  });
  const report = JSON.stringify({
    patientReport: { chiefComplaint: 'Headache for three days', plan: 'Paracetamol 500 mg three times a day' },
    evidence: {},
    flags: [],
  });
  const {
    rows: [clinician],
  } = await ctx.database.pool.query(`insert into clinicians (issuer, subject) values ('bench', 'dr') returning id`);
  let patient;
  for (let i = 0; i < N; i++) {
    if (i % 10 === 0)
      patient = (
        await ctx.database.pool.query(`insert into patients (clinician_id, name) values ($1, $2) returning id`, [
          clinician.id,
          `Patient ${i / 10}`,
        ])
      ).rows[0];
    const base = `doctors/${clinician.id}/${patient.id}/20260101T090000Z-${String(i).padStart(8, '0')}`;
    await ctx.storage.put(`${base}.webm`, audio, 'audio/webm');
    await ctx.storage.put(`${base}.txt`, transcript, 'text/plain');
    await ctx.storage.put(`${base}.transcript.json`, transcript, 'application/json');
    await ctx.storage.put(`${base}.json`, report, 'application/json');
    await ctx.database.pool.query(
      `insert into conversations (clinician_id, patient_id, audio_key, content_type, size_bytes, status, transcript_key, report_key)
       values ($1, $2, $3, 'audio/webm', $4, 'ready', $5, $6)`,
      [clinician.id, patient.id, `${base}.webm`, audio.length, `${base}.txt`, `${base}.json`],
    );
  }
  let t = performance.now();
  const backup = await createBackup({ config: ctx.config, database: ctx.database, storage: ctx.storage, file });
  const backupSec = (performance.now() - t) / 1000;
  await source.close();

  t = performance.now();
  const restored = await restoreBackup({ config: loadConfig(env('restored', port + 1)), file, logger });
  const restoreSec = (performance.now() - t) / 1000;
  const rows = Object.fromEntries(restored.tables.map((x) => [x.name, x.rows]));
  console.log(
    `backup bench: ${N} ready consultations (${backup.files} files, ${(backup.fileBytes / 1048576).toFixed(1)} MB), Node ${process.version}`,
  );
  console.log(`  backup:  ${backupSec.toFixed(1)} s, archive ${(backup.archiveBytes / 1048576).toFixed(1)} MB`);
  console.log(
    `  restore: ${restoreSec.toFixed(1)} s into an empty DATA_DIR (embedded PostgreSQL start included): ${rows.conversations} conversations, ${rows.patients} patients, ${restored.files} files checked`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
