import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModelsResponseSchema, type ModelSummary } from '@asha/contracts';
import { buildTestGgufModel, buildTestWhisperModel } from '@asha/scribe/testing';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { startModelServer } from '../../test/model-server.js';

const speech = {
  kind: 'speech' as const,
  name: 'test-speech',
  fileName: 'ggml-test-speech.bin',
  body: buildTestWhisperModel(),
};
const report = {
  kind: 'report' as const,
  name: 'test-report',
  fileName: 'test-report.gguf',
  body: Buffer.concat([buildTestGgufModel(), Buffer.alloc(3 << 20)]),
};
const corrupt = {
  kind: 'speech' as const,
  name: 'corrupt',
  fileName: 'ggml-corrupt.bin',
  body: Buffer.alloc(1000, 7),
  wrongChecksum: true,
};

describe('Models API: list, download with progress, cancel and resume, remove', () => {
  let t: TestApp;
  let files: Awaited<ReturnType<typeof startModelServer>>;
  let dir: string;
  let auth: { authorization: string };
  const list = async () =>
    ModelsResponseSchema.parse((await t.app.inject({ url: '/api/models', headers: auth })).json());
  const row = async (name: string) => (await list()).models.find((m) => m.name === name)!;
  const post = (name: string) => t.app.inject({ method: 'POST', url: `/api/models/${name}/download`, headers: auth });
  const del = (url: string) => t.app.inject({ method: 'DELETE', url, headers: auth });
  /** Polls the list as the page does, keeping every state it saw, until `done`. */
  async function pollUntil(name: string, done: (m: ModelSummary) => boolean) {
    const seen: ModelSummary[] = [];
    const deadline = Date.now() + 30_000;
    for (;;) {
      const m = await row(name);
      seen.push(m);
      if (done(m) || Date.now() > deadline) return seen;
      await new Promise((r) => setTimeout(r, 40));
    }
  }

  beforeAll(async () => {
    files = await startModelServer([speech, report, corrupt], { bytesPerTick: 256 * 1024 });
    dir = await mkdtemp(path.join(os.tmpdir(), 'asha-models-api-'));
    t = await createTestApp({
      MODELS_DIR: path.join(dir, 'models'),
      MODEL_CATALOG: await files.writeCatalog(dir),
      MODEL_AUTO_PULL: 'false',
      SPEECH_ENGINE: 'auto',
    });
    auth = await t.authHeader('doctor-models');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await files?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers only a signed-in clinician', async () => {
    expect((await t.app.inject({ url: '/api/models' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/models/test-speech/download' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/models/test-speech' })).statusCode).toBe(401);
  });

  it('lists speech and report models, none installed, and says no speech engine is usable yet', async () => {
    const r = await list();
    expect(r.engines).toEqual({ speech: null, report: 'built-in writer' });
    expect(r.waitingFor).toBeNull();
    expect(r.models.find((m) => m.name === 'small-q5_1')).toMatchObject({
      kind: 'speech',
      isDefault: true,
      installed: false,
      checksum: 'sha1',
      licence: 'MIT',
    });
    expect(r.models.find((m) => m.name === 'qwen2-1.5b-instruct-q4_0')).toMatchObject({
      kind: 'report',
      checksum: 'md5',
      licence: 'Apache-2.0',
      fitsMemory: true,
    });
    expect(r.models.every((m) => !m.installed && !m.inUse && m.download === null)).toBe(true);
  });

  it('says what is wrong with an unknown or malformed name', async () => {
    expect((await post('gpt-9')).json()).toEqual({ error: "Unknown model 'gpt-9'." });
    expect((await post('gpt-9')).statusCode).toBe(404);
    const bad = await post('..%2Fetc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/Model name may hold only letters/);
    expect((await del('/api/models/gpt-9')).statusCode).toBe(404);
    expect((await del('/api/models/test-speech/download')).json()).toEqual({
      error: 'No download of Test speech model is under way.',
    });
  });

  it('downloads a speech model with visible progress; it is then installed, checked and in use', async () => {
    const started = await post('test-speech');
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ state: 'downloading', totalBytes: speech.body.length });
    expect((await post('test-speech')).statusCode).toBe(202); // a second click joins the same download
    const seen = await pollUntil('test-speech', (m) => m.installed);
    const partway = seen.filter(
      (m) => m.download && m.download.receivedBytes > 0 && m.download.receivedBytes < speech.body.length,
    );
    expect(partway.length).toBeGreaterThan(0);
    expect(seen.at(-1)).toMatchObject({ installed: true, inUse: true, download: null, partialBytes: 0 });
    expect(files.ranges.filter((r) => r === undefined)).toHaveLength(1);
    expect((await list()).engines.speech).toBe('whisper:ggml-test-speech.bin');
    expect((await post('test-speech')).json()).toEqual({ error: 'Test speech model is already installed.' });
  }, 40_000);

  it('cancels a download, keeps what arrived, and resumes from there', async () => {
    await post('test-report');
    await pollUntil('test-report', (m) => (m.download?.receivedBytes ?? 0) > 512 * 1024);
    expect((await del('/api/models/test-report/download')).statusCode).toBe(204);
    const paused = await row('test-report');
    expect(paused).toMatchObject({ installed: false, download: null });
    expect(paused.partialBytes).toBeGreaterThan(0);
    files.ranges.length = 0;
    await post('test-report');
    const done = await pollUntil('test-report', (m) => m.installed);
    expect(done.at(-1)).toMatchObject({ installed: true, inUse: true });
    expect(files.ranges[0]).toMatch(/^bytes=\d+-$/);
    expect(Number(/=(\d+)-/.exec(files.ranges[0]!)![1])).toBeGreaterThanOrEqual(paused.partialBytes);
    expect((await list()).engines.report).toBe('llama:test-report.gguf');
  }, 40_000);

  it('refuses a file whose checksum does not match: the failure is shown and nothing counts as installed', async () => {
    await post('corrupt');
    const seen = await pollUntil('corrupt', (m) => m.download?.state === 'failed');
    expect(seen.at(-1)!.download!.error).toMatch(/^Checksum mismatch for ggml-corrupt\.bin/);
    expect(seen.at(-1)).toMatchObject({ installed: false, partialBytes: 0 });
    expect(existsSync(path.join(dir, 'models', 'ggml-corrupt.bin'))).toBe(false);
  }, 40_000);

  it('removes an installed model; removing it again says it is not installed', async () => {
    expect((await del('/api/models/test-speech')).statusCode).toBe(204);
    expect(await row('test-speech')).toMatchObject({ installed: false, inUse: false });
    expect((await list()).engines.speech).toBeNull();
    expect((await del('/api/models/test-speech')).json()).toEqual({ error: 'Test speech model is not installed.' });
  });
});
