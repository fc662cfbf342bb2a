import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CANARY_PATIENTS } from '../canaries.js';
import { createTestApp, type TestApp } from '../harness.js';
import { EmbeddedServer } from '../embedded-sign-in.js';
import { pathOf, wavBytes } from '../consultations.js';
import { generator, type FuzzRequest } from './requests.js';

/**
 * A bounded fuzz run: thousands of random requests — the API signed in and not, stored files,
 * the sign-in provider, the web app — and not one answers 5xx. A failure lists the requests.
 */
const API_REQUESTS = 2500;
const OPEN_REQUESTS = 1500;

async function run(app: FastifyInstance, requests: FuzzRequest[]) {
  const failures: string[] = [];
  for (const req of requests) {
    const res = await app.inject({ method: req.method, url: req.url, headers: req.headers, payload: req.payload });
    if (res.statusCode >= 500)
      failures.push(`${req.method} ${req.url.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  return failures;
}

describe('fuzz: no request answers 5xx', () => {
  let t: TestApp;
  let s: EmbeddedServer;
  const ids = { patients: [] as string[], conversations: [] as string[], blobs: [] as string[] };
  let token = '';

  beforeAll(async () => {
    t = await createTestApp();
    s = await new EmbeddedServer({ SEED_CLINICIAN_EMAIL: 'fuzz.doctor@clinic.test' }).start();
    const auth = await t.authHeader('doctor-fuzz');
    token = auth.authorization.slice('Bearer '.length);
    for (const c of CANARY_PATIENTS) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: auth,
        payload: { ...c, role: 'patient' },
      });
      ids.patients.push(res.json().patient.patientId);
    }
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: await t.authHeader('doctor-fuzz-other'),
      payload: { name: 'Other', role: 'patient' },
    });
    ids.patients.push(other.json().patient.patientId);
    const upload = (
      await t.app.inject({
        url: `/api/conversation/upload-url?contentType=audio/wav&patientId=${ids.patients[0]}`,
        headers: auth,
      })
    ).json();
    await t.app.inject({
      method: 'PUT',
      url: pathOf(upload.url),
      payload: wavBytes(),
      headers: { 'content-type': 'audio/wav' },
    });
    const list = (await t.app.inject({ url: `/api/patients/${ids.patients[0]}/conversations`, headers: auth })).json();
    ids.conversations.push(list.items[0].conversationId);
    ids.blobs.push(pathOf(list.items[0].audioUrl).slice('/blobs/'.length), upload.key);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await s?.destroy();
  });

  it(`${API_REQUESTS} requests to the API end in no 5xx`, async () => {
    const g = generator(20261123, ids);
    const failures = await run(
      t.app,
      Array.from({ length: API_REQUESTS }, () => g.api(token)),
    );
    expect(failures, failures.slice(0, 10).join('\n')).toEqual([]);
  }, 300_000);

  it(`${OPEN_REQUESTS} requests without signing in (files, sign-in provider, web app) end in no 5xx`, async () => {
    const g = generator(7, ids);
    const failures = [
      ...(await run(
        t.app,
        Array.from({ length: OPEN_REQUESTS / 3 }, () => g.open()),
      )),
      ...(await run(
        s.app,
        Array.from({ length: (OPEN_REQUESTS * 2) / 3 }, () => g.open()),
      )),
    ];
    expect(failures, failures.slice(0, 10).join('\n')).toEqual([]);
  }, 300_000);
});
