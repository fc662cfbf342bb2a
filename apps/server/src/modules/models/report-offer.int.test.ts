import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportModelOfferSchema } from '@asha/contracts';
import { BUILTIN_CATALOG } from '@asha/scribe';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe("the dashboard's offer of a report model", () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'asha-report-offer-'));
    t = await createTestApp({
      MODELS_DIR: path.join(dir, 'models'),
      MODEL_AUTO_PULL: 'false',
      LLM_ENGINE: 'auto',
      OPENAI_API_KEY: '',
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const offerOf = async (auth: { authorization: string }) => {
    const res = await t.app.inject({ url: '/api/models/report-offer', headers: auth });
    expect(res.statusCode).toBe(200);
    return ReportModelOfferSchema.parse(res.json());
  };

  it('offers a model that needs no licence acceptance until "Not now", per clinician; never to one whose key writes', async () => {
    expect((await t.app.inject({ url: '/api/models/report-offer' })).statusCode).toBe(401);
    const a = await t.authHeader('doctor-offer-a');
    const first = await offerOf(a);
    // Whether this machine holds a model depends on its memory: either it is offered, or the page says it cannot.
    if (!first.offer) {
      expect(first.cannotHold).toBe(true);
      return;
    }
    const entry = BUILTIN_CATALOG.find((e) => e.name === first.offer!.name)!;
    expect(entry).toMatchObject({ kind: 'report', autoPull: true });
    expect(first.offer).toMatchObject({
      title: entry.title,
      bytes: entry.bytes,
      ramBytes: entry.ramBytes,
      download: null,
    });
    expect(first.cannotHold).toBe(false);

    const dismiss = await t.app.inject({ method: 'POST', url: '/api/models/report-offer/dismiss', headers: a });
    expect(dismiss.statusCode).toBe(204);
    expect((await offerOf(a)).offer).toBeNull();
    const b = await t.authHeader('doctor-offer-b');
    expect((await offerOf(b)).offer?.name).toBe(first.offer.name);

    const key = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/api-key',
      headers: b,
      payload: { apiKey: 'sk-test-0123456789abcdef' },
    });
    expect(key.statusCode).toBe(200);
    expect(await offerOf(b)).toEqual({ offer: null, cannotHold: false });
  });
});
