import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '@asha/contracts';
import { startOpenAiAudioMock, verboseJson } from '@asha/scribe/testing';
import { clinicianWithPatient } from '../../test/consultations.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { createEngineProvider, ENGINE_ATTEMPTS } from '../writing/index.js';
import { runPipelineJob } from './job.js';
import { uploadRecording } from '../../test/upload-recording.js';

/**
 * One OpenAI-compatible address as a clinic configures it: speech answers, the chat completions
 * the report writer calls answer 503 (the language model is down).
 */
async function startService(audioBaseUrl: string) {
  const server = http.createServer((req, res) => {
    if (!req.url?.startsWith('/v1/audio/')) {
      // Read the whole request first, as a server does, then answer that the model is overloaded.
      req.resume();
      req.on('end', () =>
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":{"message":"Model overloaded"}}'),
      );
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void fetch(`${audioBaseUrl.replace(/\/v1$/, '')}${req.url}`, {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type']!, authorization: req.headers.authorization ?? '' },
        body: Buffer.concat(chunks),
      }).then(async (r) => res.writeHead(r.status, { 'content-type': 'application/json' }).end(await r.text()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('a remote language model (report writer) that is down', () => {
  let t: TestApp;
  let audio: Awaited<ReturnType<typeof startOpenAiAudioMock>>;
  let service: Awaited<ReturnType<typeof startService>>;
  beforeAll(async () => {
    audio = await startOpenAiAudioMock(() => ({
      status: 200,
      body: verboseJson('Any fever since Monday?', 'english'),
    }));
    service = await startService(audio.baseUrl);
    t = await createTestApp({
      SPEECH_ENGINE: 'openai',
      OPENAI_BASE_URL: service.baseUrl,
      OPENAI_API_KEY: 'sk-test',
      LLM_ENGINE: 'openai',
      MODEL_AUTO_PULL: 'false',
    });
  });
  afterAll(async () => {
    await t.close();
    await service.close();
    await audio.close();
  });

  it('waits on the same schedule, says so, and gives up naming the language model service', async () => {
    const who = await clinicianWithPatient(t, 'dr-llm-down');
    const c = await uploadRecording(t, who);
    const engines = createEngineProvider(t.ctx);
    const status = async () =>
      (await t.app.inject({ url: `/api/conversations/${c.id}`, headers: who.auth })).json<Conversation>();

    expect(await runPipelineJob(t.ctx, engines, { conversationId: c.id }, { retryCount: 0, retryLimit: 5 })).toBe(
      'waiting',
    );
    expect((await status()).retry).toMatchObject({
      engine: 'report',
      reason: 'Language model not answering (503)',
      attempt: 1,
    });
    const ready = (await t.app.inject({ url: '/readyz' })).json<{ engines: Record<string, string> }>();
    expect(ready.engines.report).toMatch(/^down since .+: Language model not answering \(503\) at 127\.0\.0\.1:\d+/);
    expect(ready.engines.speech).toBe('ok');

    await t.ctx.database.pool.query(`update conversations set retry_attempt = $2 where id = $1`, [
      c.id,
      ENGINE_ATTEMPTS - 1,
    ]);
    expect(await runPipelineJob(t.ctx, engines, { conversationId: c.id }, { retryCount: 0, retryLimit: 5 })).toBe(
      'failed',
    );
    const last = await status();
    expect(last.error).toMatch(
      /Gave up after 6 attempts\. Check the language model service at 127\.0\.0\.1:\d+, or choose a local report model on the Models page\.$/,
    );
    expect((await t.ctx.storage.getBuffer(c.audioKey)).equals(c.audio)).toBe(true);
  }, 60_000);
});
