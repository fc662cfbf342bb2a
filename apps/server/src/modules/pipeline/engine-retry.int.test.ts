import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, EngineStatus } from '@asha/contracts';
import { startOpenAiAudioMock, verboseJson } from '@asha/scribe/testing';
import { registerWorkers } from '../../background.js';
import { clinicianWithPatient } from '../../test/consultations.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { uploadRecording } from '../../test/upload-recording.js';
import { createEngineProvider, ENGINE_RETRY_SEC } from '../writing/index.js';
import { runPipelineJob } from './job.js';

const TOKEN = 'metrics-token-0123456789';
const once = { retryCount: 0, retryLimit: 5 };

describe('a speech service that is down', () => {
  let t: TestApp;
  let mock: Awaited<ReturnType<typeof startOpenAiAudioMock>>;
  let host: string;
  beforeAll(async () => {
    mock = await startOpenAiAudioMock(() => ({
      status: 200,
      body: verboseJson('Good morning, any fever?', 'english'),
    }));
    host = new URL(mock.baseUrl).host;
    t = await createTestApp({
      METRICS_TOKEN: TOKEN,
      SPEECH_ENGINE: 'openai',
      OPENAI_BASE_URL: mock.baseUrl,
      OPENAI_API_KEY: 'sk-test',
      LLM_ENGINE: 'none',
      MODEL_AUTO_PULL: 'false',
    });
  });
  afterAll(async () => {
    await t.close();
    await mock.close();
  });

  async function upload(sub: string) {
    const who = await clinicianWithPatient(t, sub);
    return { ...who, ...(await uploadRecording(t, who)) };
  }
  const status = async (c: { id: string; auth: Record<string, string> }) =>
    (await t.app.inject({ url: `/api/conversations/${c.id}`, headers: c.auth })).json<Conversation>();
  const scrape = async () =>
    (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;

  it('says why and when the next try is from the first failure, on every surface, then gives up with what to do', async () => {
    mock.setFault(500);
    const c = await upload('dr-outage');
    const other = await clinicianWithPatient(t, 'dr-elsewhere');
    const engines = createEngineProvider(t.ctx);

    expect(await runPipelineJob(t.ctx, engines, { conversationId: c.id }, once)).toBe('waiting');
    const first = await status(c);
    expect(first.status).toBe('transcribing');
    expect(first.retry).toMatchObject({
      engine: 'speech',
      reason: 'Speech service not answering (500)',
      attempt: 1,
      attempts: 6,
    });
    const waitMs = Date.parse(first.retry!.nextAttemptAt!) - Date.now();
    expect(waitMs).toBeGreaterThan(ENGINE_RETRY_SEC[0] * 1000 - 2000);
    expect(waitMs).toBeLessThanOrEqual(ENGINE_RETRY_SEC[0] * 1000);

    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json<{ engines: Record<string, string> }>().engines).toEqual({
      speech: expect.stringMatching(
        new RegExp(`^down since .+: Speech service not answering \\(500\\) at ${host}; 1 consultation\\(s\\) waiting`),
      ) as unknown,
      report: 'ok',
    });
    const metrics = await scrape();
    expect(metrics).toContain('asha_engine_down{engine="speech"} 1');
    expect(metrics).toContain('asha_engine_waiting_consultations{engine="speech"} 1');
    expect(metrics).toContain('asha_engine_failures_total{engine="speech"} 1');

    const banner = (await t.app.inject({ url: '/api/engine-status', headers: c.auth })).json<EngineStatus>();
    expect(banner.outages).toEqual([
      expect.objectContaining({
        engine: 'speech',
        reason: 'Speech service not answering (500)',
        target: host,
        waiting: 1,
      }),
    ]);
    // Another clinician sees the engine down too, but none of this clinician's consultations.
    const theirs = (await t.app.inject({ url: '/api/engine-status', headers: other.auth })).json<EngineStatus>();
    expect(theirs.outages).toEqual([expect.objectContaining({ engine: 'speech', waiting: 0 })]);

    // Retry now: only the clinician's own consultation, and the next try is due at once.
    const url = `/api/conversations/${c.id}/retry-now`;
    expect((await t.app.inject({ method: 'POST', url, headers: other.auth })).statusCode).toBe(404);
    const now = await t.app.inject({ method: 'POST', url, headers: c.auth });
    expect(now.statusCode).toBe(200);
    expect(Date.parse(now.json<Conversation>().retry!.nextAttemptAt!)).toBeLessThanOrEqual(Date.now());
    const { rows: due } = await t.ctx.database.pool.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job where singleton_key = $1 and state = 'created' and start_after <= now()`,
      [c.id],
    );
    expect(due[0]!.n).toBe(1);

    // Each further failure waits the next step of the schedule; the sixth records why and what to do.
    for (let attempt = 2; attempt <= ENGINE_RETRY_SEC.length; attempt++) {
      expect(await runPipelineJob(t.ctx, engines, { conversationId: c.id }, once)).toBe('waiting');
      expect((await status(c)).retry!.attempt).toBe(attempt);
      const { rows } = await t.ctx.database.pool.query<{ wait: number }>(
        `select extract(epoch from retry_next_at - updated_at)::float8 as wait from conversations where id = $1`,
        [c.id],
      );
      expect(rows[0]!.wait).toBe(ENGINE_RETRY_SEC[attempt - 1]);
    }
    expect(await runPipelineJob(t.ctx, engines, { conversationId: c.id }, once)).toBe('failed');
    const last = await status(c);
    expect(last).toMatchObject({ status: 'failed', retry: null });
    expect(last.error).toBe(
      `The speech service failed (500: The server had an error while processing your request). Gave up after 6 attempts. ` +
        `Check the speech service at ${host}, or install a local speech model on the Models page.`,
    );
    expect((await scrape()).toString()).toContain('asha_engine_failures_total{engine="speech"} 6');
    // Nothing is lost: the recording is kept byte for byte.
    expect((await t.ctx.storage.getBuffer(c.audioKey)).equals(c.audio)).toBe(true);
    // A consultation not waiting for its engine has no next try to bring forward.
    expect((await t.app.inject({ method: 'POST', url, headers: c.auth })).json()).toEqual({
      error: 'This consultation is not waiting to try again: it is being processed or has finished.',
    });
  }, 180_000);

  it('through the real queue: a consultation waiting for its engine goes on by itself once the engine is back', async () => {
    mock.setFault(503);
    const c = await upload('dr-recovers');
    const stop = await registerWorkers(t.ctx);
    try {
      let s = await status(c);
      for (let i = 0; i < 100 && !s.retry; i++, s = await status(c)) await sleep(100);
      expect(s.retry).toMatchObject({ reason: 'Speech service not answering (503)', attempt: 1 });
      mock.setFault(null);
      for (let i = 0; i < 150 && s.status !== 'ready'; i++, s = await status(c)) await sleep(200);
      expect(s).toMatchObject({ status: 'ready', retry: null });
    } finally {
      await stop();
    }
    const banner = (await t.app.inject({ url: '/api/engine-status', headers: c.auth })).json<EngineStatus>();
    expect(banner.outages).toEqual([]);
    expect(await scrape()).toContain('asha_engine_down{engine="speech"} 0');
    expect((await t.app.inject({ url: '/readyz' })).json<{ engines: unknown }>().engines).toEqual({
      speech: 'ok',
      report: 'ok',
    });
  }, 60_000);
});
