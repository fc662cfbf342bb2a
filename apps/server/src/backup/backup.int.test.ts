import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { conversations } from '../db/schema/index.js';
import { createEngineProvider } from '../modules/writing/index.js';
import { runPipelineJob } from '../modules/pipeline/job.js';
import { clinicianWithPatient } from '../test/consultations.js';
import { QUEUES } from '../queue/boss.js';
import { createTestApp, createTestDatabase, type TestApp } from '../test/harness.js';
import { fixture, startOpenAiAudioMock, verboseJson } from '@asha/scribe/testing';
import { createBackup } from './create.js';
import { restoreBackup } from './restore.js';

const SPOKEN = 'Good morning, what brings you in today? I have had a headache for three days.';

describe('backup and restore', () => {
  let source: TestApp;
  let mock: Awaited<ReturnType<typeof startOpenAiAudioMock>>;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'asha-backup-test-'));
  const file = path.join(work, 'backup.tar.gz');

  beforeAll(async () => {
    mock = await startOpenAiAudioMock(() => ({ status: 200, body: verboseJson(SPOKEN, 'english') }));
    source = await createTestApp({
      SPEECH_ENGINE: 'openai',
      OPENAI_BASE_URL: mock.baseUrl,
      OPENAI_API_KEY: 'sk-test',
      MODEL_AUTO_PULL: 'false',
      LLM_ENGINE: 'none',
    });
    await populate(source);
  }, 120_000);
  afterAll(async () => {
    await source?.close();
    await mock?.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('brings an empty install back to the same patients, conversations, reports, files and queued work', async () => {
    const summary = await createBackup({
      config: source.ctx.config,
      database: source.ctx.database,
      storage: source.ctx.storage,
      file,
    });
    expect(summary.files).toBe(4 * 4 + 1); // four finished recordings with three outputs each, one waiting
    expect(summary.pendingJobs).toBe(1);

    const target = await createTestDatabase();
    const dataDir = path.join(work, 'restored');
    const config = loadConfig({ DATABASE_URL: target.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    try {
      const restored = await restoreBackup({ config, file, logger: pino({ level: 'silent' }) });
      expect(restored.requeuedJobs).toBe(1);
      const [before, after] = await Promise.all([snapshot(source.ctx.database.pool), snapshotOf(target.url)]);
      expect(after.patients).toEqual(before.patients);
      expect(after.conversations).toEqual(before.conversations);
      expect(after.jobs).toEqual(before.jobs);
      expect(checksums(path.join(dataDir, 'blobs'))).toEqual(checksums(path.join(source.dataDir, 'blobs')));
      const report = before.conversations.find((c) => c.report_key)!.report_key as string;
      expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'blobs', report), 'utf8')).patientReport).toBeTruthy();
      expect(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).toBe(
        fs.readFileSync(path.join(source.dataDir, 'secrets.json'), 'utf8'),
      );

      // A second restore over the now-used install is refused before it touches anything.
      await expect(restoreBackup({ config, file, logger: pino({ level: 'silent' }) })).rejects.toThrow(
        /already holds stored files/,
      );
    } finally {
      await target.drop();
    }
  }, 120_000);

  it('refuses a damaged archive and leaves the target database empty', async () => {
    const damaged = path.join(work, 'damaged.tar.gz');
    const bytes = fs.readFileSync(file);
    fs.writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    const target = await createTestDatabase();
    const config = loadConfig({
      DATABASE_URL: target.url,
      DATA_DIR: path.join(work, 'damaged-target'),
      LOG_LEVEL: 'silent',
    });
    try {
      await expect(restoreBackup({ config, file: damaged, logger: pino({ level: 'silent' }) })).rejects.toThrow();
      // The cut falls among the stored files, after every table was read: the rows were rolled back.
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ n: number }>(
          'select (select count(*) from patients) + (select count(*) from conversations) as n',
        );
        expect(Number(rows[0]!.n)).toBe(0);
      } finally {
        await client.end();
      }
    } finally {
      await target.drop();
    }
  }, 60_000);
});

/** Two clinicians with patients; four finished consultations through the real pipeline, one still queued. */
async function populate(t: TestApp) {
  const audio = fixture('speech.webm');
  const engines = createEngineProvider(t.ctx);
  try {
    for (const [i, sub] of ['dr-a', 'dr-b'].entries()) {
      const who = await clinicianWithPatient(t, sub, `Patient ${i} Ñandú “quoted”`);
      for (let j = 0; j < (i === 0 ? 3 : 2); j++) {
        const audioKey = `doctors/${who.clinicianId}/${who.patientId}/2026010${j}T090000Z-${i}${j}abcdef.webm`;
        await t.ctx.storage.put(audioKey, audio, 'audio/webm');
        const [row] = await t.ctx.database.db
          .insert(conversations)
          .values({
            clinicianId: who.clinicianId,
            patientId: who.patientId,
            audioKey,
            contentType: 'audio/webm',
            sizeBytes: audio.length,
          })
          .returning();
        if (i === 1 && j === 1)
          await t.ctx.boss.send(QUEUES.pipeline, { conversationId: row!.id }, { singletonKey: row!.id });
        else
          expect(
            await runPipelineJob(t.ctx, engines, { conversationId: row!.id }, { retryCount: 0, retryLimit: 5 }),
          ).toBe('ready');
      }
    }
  } finally {
    await engines.close();
  }
}

async function snapshot(db: { query: (q: string) => Promise<{ rows: Record<string, unknown>[] }> }) {
  const rows = async (q: string) => (await db.query(q)).rows;
  return {
    patients: await rows('select * from patients order by id'),
    conversations: await rows('select * from conversations order by id'),
    jobs: await rows(
      `select name, data, singleton_key from pgboss.job where state in ('created', 'retry', 'active') order by singleton_key`,
    ),
  };
}

/**
 * One client, not a pool: a pool's end() resolves before its clients have closed, and the target database is
 * then dropped with force, which would end a still-closing connection with an error nobody listens for.
 */
async function snapshotOf(url: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await snapshot(client);
  } finally {
    await client.end();
  }
}

function checksums(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory() && e.name !== '.tmp') walk(p);
      else if (e.isFile()) out[path.relative(root, p)] = createHash('sha256').update(fs.readFileSync(p)).digest('hex');
    }
  };
  walk(root);
  return out;
}
