import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Patient, UploadUrlResponse } from '@asha/contracts';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockIssuer } from '../durability/mock-issuer.js';
import { startExternalPostgres, type ExternalPostgres } from './postgres-server.js';
import { composeCommand, REPO_ROOT, startProcess, waitFor, type Proc } from './processes.js';

/**
 * The scaled-out install, for real: Debian's PostgreSQL server, an S3-protocol server (s3rver),
 * two API processes (compose.yaml's `app` command, WORKER=off) and two `npm run worker` processes
 * sharing one APP_SECRET, speech through the OpenAI-wire stand-in. 30 consultations go in at once
 * through the API; one worker is SIGKILLed while it holds jobs. Every consultation must end ready
 * exactly once (one conversation, one job, completed) with all of its files in the bucket.
 */
const CONSULTATIONS = 30;
const CLIENT_ID = 'scale-out';
const FIXTURE = path.join(REPO_ROOT, 'packages/scribe/test-fixtures/speech.webm');

describe('scale-out: two API processes and two workers on one PostgreSQL and one bucket', () => {
  const base = 22000 + Math.floor(Math.random() * 8000);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'asha-scale-'));
  const procs: Proc[] = [];
  let postgres: ExternalPostgres;
  let s3: S3rver;
  let issuer: Awaited<ReturnType<typeof startMockIssuer>>;
  let env: Record<string, string>;
  const apis = [`http://127.0.0.1:${base}`, `http://127.0.0.1:${base + 1}`];

  beforeAll(async () => {
    postgres = await startExternalPostgres(base + 2);
    s3 = new S3rver({
      port: base + 3,
      address: '127.0.0.1',
      silent: true,
      directory: path.join(work, 's3'),
      configureBuckets: [{ name: 'asha', configs: [] }],
    });
    await s3.run();
    issuer = await startMockIssuer(CLIENT_ID);
    // The speech stand-in takes a while per answer, so a worker killed mid-run is holding jobs.
    procs.push(
      startProcess('speech', ['node', 'e2e/support/openai-audio-mock.mjs', String(base + 4)], { MOCK_DELAY_MS: '700' }),
    );
    env = {
      DATABASE_URL: postgres.url,
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'asha',
      S3_ENDPOINT: `http://127.0.0.1:${base + 3}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      APP_SECRET: randomBytes(32).toString('hex'),
      OIDC_ISSUER: issuer.issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      SPEECH_ENGINE: 'openai',
      OPENAI_BASE_URL: `http://127.0.0.1:${base + 4}/v1`,
      OPENAI_API_KEY: 'sk-scale-out',
      LLM_ENGINE: 'none',
      MODEL_AUTO_PULL: 'false',
      QUEUE_HEARTBEAT_SEC: '10',
      UPLOAD_SWEEP_SEC: '3',
      LOG_LEVEL: 'info',
    };
    apis.forEach((url, i) => {
      procs.push(
        startProcess(`api-${i}`, composeCommand('app'), {
          ...env,
          WORKER: 'off',
          HOST: '127.0.0.1',
          PORT: String(base + i),
          PUBLIC_URL: url,
          DATA_DIR: path.join(work, `api-${i}`),
        }),
      );
    });
    // Workers have no public port: each serves its metrics on a loopback port of its own.
    for (const i of [0, 1]) {
      procs.push(
        startProcess(`worker-${i}`, ['npm', 'run', '--silent', 'worker'], {
          ...env,
          DATA_DIR: path.join(work, `worker-${i}`),
          METRICS_PORT: String(base + 5 + i),
          // Two jobs at most per worker, so three jobs running at once means both workers hold one.
          WORKER_CONCURRENCY: '2',
        }),
      );
    }
    await Promise.all(
      procs.map((p) => {
        if (p.name.startsWith('api'))
          return waitFor(
            p,
            '/readyz',
            () =>
              fetch(`${apis[Number(p.name.slice(-1))]}/readyz`).then(
                (r) => r.ok,
                () => false,
              ),
            90_000,
          );
        if (p.name.startsWith('worker'))
          return waitFor(p, 'worker ready', () => p.output().includes('pipeline worker ready'), 120_000);
        return waitFor(p, 'listening', () => p.output().includes('OpenAI audio mock'), 20_000);
      }),
    );
  }, 240_000);

  afterAll(async () => {
    for (const p of procs) p.kill('SIGTERM');
    await Promise.race([Promise.all(procs.map((p) => p.exited())), sleep(15_000)]);
    for (const p of procs) p.kill('SIGKILL');
    await s3?.close();
    await issuer?.close();
    await postgres?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('ends every consultation ready exactly once, with its files in the bucket, after a worker is killed mid-job', async () => {
    const db = new pg.Pool({ connectionString: postgres.url, max: 2 });
    try {
      // Both API processes run the container's health check command.
      for (const [i] of apis.entries()) {
        const check = startProcess('healthcheck', ['node', 'scripts/healthcheck.mjs'], { PORT: String(base + i) });
        await check.exited();
        expect(check.child.exitCode, `health check of api-${i}`).toBe(0);
      }
      const audio = fs.readFileSync(FIXTURE);
      const keys = await Promise.all(
        Array.from({ length: CONSULTATIONS }, (_, i) => uploadConsultation(apis[i % 2]!, `dr-${i % 3}`, audio, i)),
      );

      // Kill a worker once both hold jobs (the S3 sweep turns uploads into conversations and jobs): with
      // two slots per worker, three running jobs put at least one on each.
      await until(
        async () =>
          (await count(
            db,
            `select count(*) from pgboss.job where name = 'conversation-pipeline' and state = 'active'`,
          )) >= 3,
        90_000,
        'jobs running',
      );
      const victim = procs.find((p) => p.name === 'worker-0')!;
      victim.kill('SIGKILL');
      await victim.exited();

      await until(
        async () => (await count(db, `select count(*) from conversations where status = 'ready'`)) === CONSULTATIONS,
        240_000,
        'every consultation ready',
        () => states(db),
      );
      const convs = (
        await db.query<{ id: string; audio_key: string; status: string; transcript_key: string; report_key: string }>(
          'select id, audio_key, status, transcript_key, report_key from conversations',
        )
      ).rows;
      expect(convs.map((c) => c.audio_key).sort()).toEqual([...keys].sort());
      const jobs = (
        await db.query<{ id: string; state: string; retry_count: number }>(
          `select data->>'conversationId' as id, state, retry_count from pgboss.job where name = 'conversation-pipeline'`,
        )
      ).rows;
      for (const c of convs)
        expect(
          jobs.filter((j) => j.id === c.id).map((j) => j.state),
          `jobs of ${c.id}`,
        ).toEqual(['completed']);
      // The killed worker's jobs were handed out again: proof the kill hit work in progress.
      expect(jobs.some((j) => j.retry_count > 0)).toBe(true);

      const stored = await bucketKeys(env);
      for (const c of convs) {
        const stem = c.audio_key.replace(/\.webm$/, '');
        expect(stored, c.audio_key).toEqual(
          expect.arrayContaining([c.audio_key, c.transcript_key, `${stem}.transcript.json`, c.report_key]),
        );
      }
      const survivor = await (await fetch(`http://127.0.0.1:${base + 6}/metrics`)).text();
      expect(survivor).toMatch(/asha_jobs_total\{queue="conversation-pipeline",outcome="ready"\} [1-9]/);
      const retried = jobs.filter((j) => j.retry_count > 0).length;
      console.log(
        `scale-out: ${CONSULTATIONS} consultations ready through 2 API processes and 2 workers; ${retried} jobs handed over from the killed worker`,
      );
    } finally {
      await db.end();
    }
  }, 360_000);

  it('backs the scaled-out install up with npm run backup and restores it into an empty database with npm run restore', async () => {
    const file = path.join(work, 'scaled-out.tar.gz');
    const backup = startProcess('backup', ['npm', 'run', '--silent', 'backup', '--', file], {
      ...env,
      DATA_DIR: path.join(work, 'backup'),
    });
    await backup.exited();
    expect(backup.child.exitCode, backup.output()).toBe(0);
    expect(backup.output()).toMatch(new RegExp(`files: ${CONSULTATIONS * 4} listed`));

    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('create database restored');
    await admin.end();
    const restoredUrl = postgres.url.replace(/\/postgres$/, '/restored');
    const restore = startProcess('restore', ['npm', 'run', '--silent', 'restore', '--', file], {
      ...env,
      DATABASE_URL: restoredUrl,
      DATA_DIR: path.join(work, 'restored'),
    });
    await restore.exited();
    expect(restore.child.exitCode, restore.output()).toBe(0);
    const db = new pg.Client({ connectionString: restoredUrl });
    await db.connect();
    try {
      expect(await count(db, `select count(*) from conversations where status = 'ready'`)).toBe(CONSULTATIONS);
      expect(await count(db, 'select count(*) from patients')).toBe(CONSULTATIONS);
    } finally {
      await db.end();
    }
  }, 120_000);

  async function uploadConsultation(api: string, sub: string, audio: Buffer, i: number): Promise<string> {
    const auth = { authorization: `Bearer ${await issuer.token(sub)}` };
    const post = await fetch(`${api}/api/users`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Scale Patient ${i}`, role: 'patient' }),
    });
    expect(post.status).toBe(201);
    const { patient } = (await post.json()) as { patient: Patient };
    const urlRes = await fetch(
      `${api}/api/conversation/upload-url?contentType=audio%2Fwebm&patientId=${patient.patientId}`,
      { headers: auth },
    );
    expect(urlRes.status).toBe(200);
    const { url, key } = (await urlRes.json()) as UploadUrlResponse;
    const put = await fetch(url, {
      method: 'PUT',
      headers: { 'content-type': 'audio/webm' },
      body: new Uint8Array(audio),
    });
    expect(put.status).toBe(200);
    return key;
  }
});

async function count(db: pg.Pool | pg.Client, sql: string): Promise<number> {
  return Number((await db.query<{ count: string }>(sql)).rows[0]!.count);
}

async function until(ok: () => Promise<boolean>, timeoutMs: number, what: string, explain?: () => Promise<string>) {
  const deadline = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${explain ? `: ${await explain()}` : ''}`);
    await sleep(300);
  }
}

/** Where the consultations and their jobs stand, for a failure message. */
async function states(db: pg.Pool): Promise<string> {
  const convs = await db.query(`select status, error, count(*)::int as n from conversations group by 1, 2`);
  const jobs = await db.query(
    `select state, retry_count, count(*)::int as n from pgboss.job where name = 'conversation-pipeline' group by 1, 2`,
  );
  const uploads = await db.query(
    `select (completed_at is not null) as completed, count(*)::int as n from uploads group by 1`,
  );
  return JSON.stringify({ conversations: convs.rows, jobs: jobs.rows, uploads: uploads.rows });
}

async function bucketKeys(env: Record<string, string>): Promise<string[]> {
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: 'asha', ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((o) => o.Key!));
    token = page.NextContinuationToken;
  } while (token);
  return keys;
}
