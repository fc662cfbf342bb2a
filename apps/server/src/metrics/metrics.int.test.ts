import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicianWithPatient, pathOf } from '../test/consultations.js';
import { registerWorkers } from '../background.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { fixture, startOpenAiAudioMock, verboseJson } from '@asha/scribe/testing';

const TOKEN = 'metrics-token-0123456789';

describe('GET /metrics', () => {
  let t: TestApp;
  let mock: Awaited<ReturnType<typeof startOpenAiAudioMock>>;
  beforeAll(async () => {
    mock = await startOpenAiAudioMock(() => ({
      status: 200,
      body: verboseJson('Good morning, what brings you in today?', 'english'),
    }));
    t = await createTestApp({
      METRICS_TOKEN: TOKEN,
      SPEECH_ENGINE: 'openai',
      OPENAI_BASE_URL: mock.baseUrl,
      OPENAI_API_KEY: 'sk-test',
      LLM_ENGINE: 'none',
      MODEL_AUTO_PULL: 'false',
      WORKER_CONCURRENCY: '2',
    });
  });
  afterAll(async () => {
    await t.close();
    await mock.close();
  });
  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    return res.body;
  };

  it('answers only the operator token', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode,
    ).toBe(401);
  });

  it('shows HTTP latency by route pattern, queue depth and age, jobs by outcome, stage times, real-time factor and upload bytes', async () => {
    const who = await clinicianWithPatient(t, 'dr-metrics');
    expect((await t.app.inject({ url: `/api/patients/${who.patientId}`, headers: who.auth })).statusCode).toBe(200);
    const audio = fixture('speech.webm');
    const urlRes = await t.app.inject({
      url: `/api/conversation/upload-url?contentType=audio%2Fwebm&patientId=${who.patientId}`,
      headers: who.auth,
    });
    const { url } = urlRes.json<{ url: string }>();
    const put = await t.app.inject({
      method: 'PUT',
      url: pathOf(url),
      headers: { 'content-type': 'audio/webm' },
      payload: audio,
    });
    expect(put.statusCode).toBe(200);

    let text = await scrape();
    expect(text).toMatch(
      /asha_http_request_duration_seconds_count\{method="GET",route="\/api\/patients\/:patientId",status="200"\} 1/,
    );
    expect(text).toMatch(/asha_queue_jobs\{queue="conversation-pipeline",state="waiting"\} 1/);
    expect(text).toMatch(/asha_queue_oldest_waiting_seconds\{queue="conversation-pipeline"\} \d/);
    expect(text).not.toContain(who.patientId);

    const stop = await registerWorkers(t.ctx);
    try {
      for (
        let i = 0;
        i < 100 && !(await scrape()).includes('asha_jobs_total{queue="conversation-pipeline",outcome="ready"} 1');
        i++
      )
        await sleep(200);
    } finally {
      await stop();
    }
    text = await scrape();
    expect(text).toContain('asha_jobs_total{queue="conversation-pipeline",outcome="ready"} 1');
    expect(text).toMatch(/asha_pipeline_stage_seconds_count\{stage="report"\} 1/);
    expect(text).toMatch(/asha_pipeline_stage_seconds_count\{stage="decoding"\} 1/);
    expect(text).toMatch(/asha_speech_real_time_factor_count\{engine="openai"\} 1/);
    expect(text).not.toMatch(/asha_queue_jobs\{queue="conversation-pipeline",state="waiting"\}/);
    expect(text).toContain(`asha_upload_bytes_total ${audio.length}`);
    expect(text).toContain('asha_process_cpu_seconds_total');
  }, 60_000);
});
