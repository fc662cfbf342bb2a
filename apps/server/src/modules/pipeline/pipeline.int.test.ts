import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoredReportSchema, TranscriptSchema } from '@asha/contracts';
import { conversations, noteVersions } from '../../db/schema/index.js';
import { QUEUES } from '../../queue/boss.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { clinicianWithPatient } from '../../test/consultations.js';
import { saveApiKey } from '../settings/api-key.service.js';
import { createEngineProvider } from '../writing/index.js';
import { runPipelineJob } from './job.js';
import { registerWorkers } from '../../background.js';
import {
  FIXTURES_DIR,
  startOpenAiAudioMock,
  verboseJson,
  writeTestWhisperModel,
  type MockAnswer,
} from '@asha/scribe/testing';

const SPOKEN = 'Good morning, what brings you in today? I have had a headache for three days.';

let answer: () => MockAnswer = () => ({ status: 200, body: verboseJson(SPOKEN, 'english') });
let mock: Awaited<ReturnType<typeof startOpenAiAudioMock>>;
let modelDir: string;
let model: string;

beforeAll(async () => {
  mock = await startOpenAiAudioMock(() => answer());
  modelDir = await mkdtemp(path.join(os.tmpdir(), 'asha-pipeline-model-'));
  model = await writeTestWhisperModel(path.join(modelDir, 'ggml-test.bin'));
});
afterAll(async () => {
  await mock.close();
  await rm(modelDir, { recursive: true, force: true });
});

/** A conversation row and its uploaded recording in real storage, as the upload flow leaves them. */
async function uploadedConversation(t: TestApp, sub: string, fixture = 'speech.webm') {
  const who = await clinicianWithPatient(t, sub, 'Asha Patel');
  const ext = path.extname(fixture);
  const audioKey = `doctors/${who.clinicianId}/${who.patientId}/20260101T090000Z-${Math.random().toString(16).slice(2, 10)}${ext}`;
  const audio = await readFile(path.join(FIXTURES_DIR, fixture));
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
  return { ...who, id: row!.id, base: audioKey.slice(0, -ext.length) };
}

async function conversation(t: TestApp, id: string) {
  const [row] = await t.ctx.database.db.select().from(conversations).where(eq(conversations.id, id));
  return row!;
}

const once = { retryCount: 0, retryLimit: 5 };

describe('pipeline job with the real whisper.cpp engine on a generated zero-weight model', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SPEECH_ENGINE: 'whisper',
      WHISPER_MODEL: model,
      WHISPER_THREADS: '1',
      MODEL_AUTO_PULL: 'false',
    });
  });
  afterAll(() => t.close());

  it('runs decode, VAD and whisper.cpp and fails the conversation clearly when no words come out', async () => {
    const c = await uploadedConversation(t, 'doctor-whisper');
    const engines = createEngineProvider(t.ctx);
    try {
      expect(await runPipelineJob(t.ctx, engines, { conversationId: c.id }, once)).toBe('failed');
    } finally {
      await engines.close();
    }
    const row = await conversation(t, c.id);
    expect(row).toMatchObject({ status: 'failed', error: 'No speech was recognised in the recording.' });
    expect(row.processingStartedAt).toBeInstanceOf(Date);
    expect(row.processingFinishedAt).toBeInstanceOf(Date);
    expect(await t.ctx.storage.head(`${c.base}.json`)).toBeNull();
  }, 120_000);

  it('uses the clinician’s saved OpenAI key instead of the configured engine', async () => {
    const c = await uploadedConversation(t, 'doctor-with-key');
    await saveApiKey(t.ctx.database.db, t.ctx.appSecret, c.clinicianId, 'sk-clinician-own-key-123456');
    const before = mock.requests.length;
    const engines = createEngineProvider(t.ctx);
    // The clinician's key goes to OPENAI_BASE_URL, which this app leaves at its default: point it at the mock.
    t.ctx.config.OPENAI_BASE_URL = mock.baseUrl;
    expect(await runPipelineJob(t.ctx, engines, { conversationId: c.id }, once)).toBe('ready');
    expect(mock.requests.slice(before).every((r) => r.authorization === 'Bearer sk-clinician-own-key-123456')).toBe(
      true,
    );
    expect(mock.requests.length).toBeGreaterThan(before);
  }, 60_000);
});

describe('pipeline job with the OpenAI-compatible engine against a local mock server', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The mock speaks the audio API only: no report model (LLM_ENGINE=auto would use the server key for one).
    t = await createTestApp({
      SPEECH_ENGINE: 'openai',
      OPENAI_BASE_URL: mock.baseUrl,
      OPENAI_API_KEY: 'sk-server-key',
      MODEL_AUTO_PULL: 'false',
      LLM_ENGINE: 'none',
    });
  });
  afterAll(() => t.close());

  it('stores the transcript text, the JSON transcript and the report beside the audio and ends ready', async () => {
    answer = () => ({ status: 200, body: verboseJson(SPOKEN, 'english') });
    const c = await uploadedConversation(t, 'doctor-openai');
    const engines = createEngineProvider(t.ctx);
    expect(await runPipelineJob(t.ctx, engines, { conversationId: c.id }, once)).toBe('ready');

    const row = await conversation(t, c.id);
    expect(row).toMatchObject({
      status: 'ready',
      error: null,
      language: 'en',
      transcriptKey: `${c.base}.txt`,
      reportKey: `${c.base}.json`,
    });
    expect(row.durationSec).toBeGreaterThan(5);
    const text = (await t.ctx.storage.getBuffer(`${c.base}.txt`)).toString();
    expect(text).toMatch(/^(Doctor|Patient): Good morning, what brings you in today\?/);
    const transcript = TranscriptSchema.parse(
      JSON.parse((await t.ctx.storage.getBuffer(`${c.base}.transcript.json`)).toString()),
    );
    expect(transcript.segments[0]).toMatchObject({ id: 's1', language: 'en', english: SPOKEN, text: SPOKEN });
    const report = StoredReportSchema.parse(JSON.parse((await t.ctx.storage.getBuffer(`${c.base}.json`)).toString()));
    expect(report.patientReport).toBeTruthy();
    // Ready means the note is there: version 1 is the report as written, before anyone opens it.
    const [v1] = await t.ctx.database.db.select().from(noteVersions).where(eq(noteVersions.conversationId, c.id));
    expect(v1).toMatchObject({ version: 1, kind: 'ai-draft', report: report.patientReport, transcriptVersion: 1 });

    // Idempotent: running the finished job again changes nothing and calls nobody.
    const calls = mock.requests.length;
    expect(await runPipelineJob(t.ctx, engines, { conversationId: c.id }, once)).toBe('skipped');
    expect(mock.requests.length).toBe(calls);
  }, 60_000);

  it('picks up a conversation a crashed worker left half-done and overwrites its partial outputs', async () => {
    answer = () => ({ status: 200, body: verboseJson(SPOKEN, 'english') });
    const c = await uploadedConversation(t, 'doctor-crash');
    await t.ctx.database.db.update(conversations).set({ status: 'writing report' }).where(eq(conversations.id, c.id));
    await t.ctx.storage.put(`${c.base}.txt`, 'Doctor: half writ', 'text/plain');
    expect(await runPipelineJob(t.ctx, createEngineProvider(t.ctx), { conversationId: c.id }, once)).toBe('ready');
    expect((await t.ctx.storage.getBuffer(`${c.base}.txt`)).toString()).toContain('Good morning');
  }, 60_000);

  it('records a permanent failure (a refused key) with its reason and completes', async () => {
    answer = () => ({ status: 401, body: { error: { message: 'Incorrect API key provided' } } });
    const c = await uploadedConversation(t, 'doctor-401');
    expect(await runPipelineJob(t.ctx, createEngineProvider(t.ctx), { conversationId: c.id }, once)).toBe('failed');
    expect(await conversation(t, c.id)).toMatchObject({
      status: 'failed',
      error: 'The speech service refused the API key (401: Incorrect API key provided).',
    });
  }, 60_000);

  it('waits to try a failing speech service again, and records the failure and what to do on the last try', async () => {
    answer = () => ({ status: 503, body: { error: { message: 'Service overloaded' } } });
    const c = await uploadedConversation(t, 'doctor-503');
    const engines = createEngineProvider(t.ctx);
    expect(await runPipelineJob(t.ctx, engines, { conversationId: c.id }, once)).toBe('waiting');
    expect(await conversation(t, c.id)).toMatchObject({
      status: 'transcribing',
      retryAttempt: 1,
      retryEngine: 'speech',
    });
    await t.ctx.database.pool.query(`update conversations set retry_attempt = 5 where id = $1`, [c.id]);
    expect(await runPipelineJob(t.ctx, engines, { conversationId: c.id }, once)).toBe('failed');
    expect((await conversation(t, c.id)).error).toBe(
      `The speech service failed (503: Service overloaded). Gave up after 6 attempts. Check the speech service at ${new URL(mock.baseUrl).host}, ` +
        'or install a local speech model on the Models page.',
    );
  }, 60_000);

  it('fails an undecodable recording at once with the decoder’s reason', async () => {
    const c = await uploadedConversation(t, 'doctor-junk');
    await t.ctx.storage.put(`${c.base}.webm`, Buffer.from('this is not a recording'.repeat(10)), 'audio/webm');
    expect(await runPipelineJob(t.ctx, createEngineProvider(t.ctx), { conversationId: c.id }, once)).toBe('failed');
    expect((await conversation(t, c.id)).error).toMatch(/^The recording could not be decoded/);
  }, 60_000);

  it('through the real queue: a 503 is tried again after a few seconds and the conversation ends ready', async () => {
    let calls = 0;
    answer = () =>
      ++calls === 1
        ? { status: 503, body: { error: { message: 'busy' } } }
        : { status: 200, body: verboseJson(SPOKEN, 'english') };
    const c = await uploadedConversation(t, 'doctor-queue');
    const stop = await registerWorkers(t.ctx);
    try {
      await t.ctx.boss.send(
        QUEUES.pipeline,
        { conversationId: c.id },
        { singletonKey: c.id, retryDelay: 1, retryBackoff: false },
      );
      const deadline = Date.now() + 45_000;
      while ((await conversation(t, c.id)).status !== 'ready' && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 500));
      expect((await conversation(t, c.id)).status).toBe('ready');
      expect(calls).toBeGreaterThan(1);
    } finally {
      await stop();
    }
  }, 60_000);
});
