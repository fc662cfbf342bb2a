import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModelsResponseSchema } from '@asha/contracts';
import { buildTestWhisperModel, FIXTURES_DIR } from '@asha/scribe/testing';
import { conversations } from '../../db/schema/index.js';
import { QUEUES } from '../../queue/boss.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { startModelServer } from '../../test/model-server.js';
import { clinicianWithPatient } from '../../test/consultations.js';
import { createEngineProvider } from '../writing/index.js';
import { runPipelineJob } from './job.js';
import { registerWorkers } from '../../background.js';

const speech = {
  kind: 'speech' as const,
  name: 'test-speech',
  fileName: 'ggml-test-speech.bin',
  body: buildTestWhisperModel(),
};
const NO_MODEL = 'No speech model installed. Install a speech model in Settings → Models, or save an OpenAI key.';
// The generated whisper model has zero weights: a consultation that reaches it ends here, which
// proves it ran with the model the page installed rather than failing for want of one.
const RAN_WITH_MODEL = 'No speech was recognised in the recording.';

describe('a consultation with no speech model', () => {
  let t: TestApp;
  let files: Awaited<ReturnType<typeof startModelServer>>;
  let dir: string;
  let doc: Awaited<ReturnType<typeof clinicianWithPatient>>;

  beforeAll(async () => {
    files = await startModelServer([speech], { bytesPerTick: 96 * 1024 });
    dir = await mkdtemp(path.join(os.tmpdir(), 'asha-wait-model-'));
    t = await createTestApp({
      MODELS_DIR: path.join(dir, 'models'),
      MODEL_CATALOG: await files.writeCatalog(dir),
      MODEL_AUTO_PULL: 'false',
      SPEECH_ENGINE: 'auto',
      LLM_ENGINE: 'none',
      WHISPER_THREADS: '1',
    });
    doc = await clinicianWithPatient(t, 'doctor-waits', 'Asha Patel');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await files?.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function uploaded() {
    const audio = await readFile(path.join(FIXTURES_DIR, 'speech.webm'));
    const audioKey = `doctors/${doc.clinicianId}/${doc.patientId}/20260101T090000Z-${Math.random().toString(16).slice(2, 10)}.webm`;
    await t.ctx.storage.put(audioKey, audio, 'audio/webm');
    const [row] = await t.ctx.database.db
      .insert(conversations)
      .values({
        clinicianId: doc.clinicianId,
        patientId: doc.patientId,
        audioKey,
        contentType: 'audio/webm',
        sizeBytes: audio.length,
      })
      .returning();
    return row!.id;
  }
  const conversation = async (id: string) =>
    (await t.ctx.database.db.select().from(conversations).where(eq(conversations.id, id)))[0]!;
  const models = async () =>
    ModelsResponseSchema.parse((await t.app.inject({ url: '/api/models', headers: doc.auth })).json());
  async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 100_000): Promise<T[]> {
    const seen: T[] = [];
    const deadline = Date.now() + ms;
    for (;;) {
      const v = await read();
      seen.push(v);
      if (done(v) || Date.now() > deadline) return seen;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('fails with where to install one when none is downloading; Retry works once one is installed', async () => {
    const id = await uploaded();
    const engines = createEngineProvider(t.ctx);
    expect(await runPipelineJob(t.ctx, engines, { conversationId: id }, { retryCount: 0, retryLimit: 5 })).toBe(
      'failed',
    );
    expect(await conversation(id)).toMatchObject({ status: 'failed', error: NO_MODEL });

    await t.app.inject({ method: 'POST', url: '/api/models/test-speech/download', headers: doc.auth });
    await until(models, (m) => !!m.models.find((x) => x.name === 'test-speech')?.installed, 30_000);
    const stop = await registerWorkers(t.ctx);
    try {
      const retry = await t.app.inject({ method: 'POST', url: `/api/conversations/${id}/retry`, headers: doc.auth });
      expect(retry.statusCode).toBe(200);
      const seen = await until(
        () => conversation(id),
        (c) => c.status === 'ready' || c.status === 'failed',
      );
      expect(seen.at(-1)).toMatchObject({ status: 'failed', error: RAN_WITH_MODEL });
    } finally {
      await stop();
      await engines.close();
    }
  }, 150_000);

  it('waits while the speech model downloads, shows the download, and starts once it is there', async () => {
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/models/test-speech', headers: doc.auth })).statusCode,
    ).toBe(204);
    const id = await uploaded();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/models/test-speech/download', headers: doc.auth })).statusCode,
    ).toBe(202);
    const stop = await registerWorkers(t.ctx);
    try {
      await t.ctx.boss.send(QUEUES.pipeline, { conversationId: id }, { singletonKey: id });
      // The job has looked once and put the consultation back in line: it waits, not failed.
      const requeued = await until(
        async () =>
          (
            await t.ctx.database.pool.query(
              `select count(*)::int as n from pgboss.job where data->>'conversationId' = $1`,
              [id],
            )
          ).rows[0].n as number,
        (n) => n > 1,
        20_000,
      );
      expect(requeued.at(-1)).toBeGreaterThan(1);
      expect(await conversation(id)).toMatchObject({ status: 'uploaded', error: null });
      const waiting = (await models()).waitingFor;
      expect(waiting).toMatchObject({ name: 'test-speech', totalBytes: speech.body.length });
      const seen = await until(
        () => conversation(id),
        (c) => c.status === 'ready' || c.status === 'failed',
      );
      expect(seen.some((c) => c.status === 'transcribing')).toBe(true);
      expect(seen.at(-1)).toMatchObject({ status: 'failed', error: RAN_WITH_MODEL });
      expect((await models()).waitingFor).toBeNull();
    } finally {
      await stop();
    }
  }, 150_000);
});
