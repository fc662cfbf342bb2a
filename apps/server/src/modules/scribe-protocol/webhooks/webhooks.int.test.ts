import { readFile } from 'node:fs/promises';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES_DIR } from '@asha/scribe/testing';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver.js';
import { createRecordKey, revokeRecordKey } from '../../record-keys/keys.service.js';
import { sweepSessions } from '../index.js';
import { queueWebhookEvent, registerWebhookWorker } from './index.js';

/**
 * Webhooks of the scribe protocol end to end: the real server on loopback, the real queue and
 * worker, and receivers on loopback that check each request as a record system should.
 */
describe('protocol webhooks', () => {
  let t: TestApp;
  let base: string;
  let stopWorker: () => Promise<void>;
  const keys = { ward: { key: '', id: '' }, other: { key: '', id: '' } };
  const receivers: WebhookReceiver[] = [];

  const call = async (method: string, path: string, key: string | null, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(key ? { 'x-api-key': key } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null };
  };
  const register = (key: string, url: string, events: string[]) => call('POST', '/webhooks', key, { url, events });
  const deliveries = async (webhookId: string) =>
    (await call('GET', `/webhooks/${webhookId}/deliveries`, keys.ward.key)).json.deliveries;
  /** Polls the deliveries route until the delivery has settled (a bound, not a speed check). */
  const settled = async (webhookId: string) => {
    for (let i = 0; i < 200; i++) {
      const [d] = await deliveries(webhookId);
      if (d && d.status !== 'pending') return d;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the delivery did not settle');
  };
  const receiver = async (statusFor?: (n: number) => number) => {
    const r = await startWebhookReceiver(statusFor);
    receivers.push(r);
    return r;
  };

  beforeAll(async () => {
    t = await createTestApp({ WEBHOOK_RETRY_SEC: '1,1', WEBHOOK_TIMEOUT_MS: '2000' });
    stopWorker = await registerWebhookWorker(t.ctx);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/v1`;
    await t.app.inject({ url: '/api/me', headers: await t.authHeader('webhooks-doctor') });
    const { rows } = await t.ctx.database.pool.query('select id from clinicians where subject = $1', [
      'webhooks-doctor',
    ]);
    for (const [name, clinicianId] of [
      ['ward', rows[0].id],
      ['other', null],
    ] as const) {
      const made = await createRecordKey(t.ctx.database.db, { name: `${name} EMR`, clinicianId });
      keys[name] = { key: made.key, id: made.row.id };
    }
  });
  afterAll(async () => {
    await stopWorker();
    await Promise.all(receivers.map((r) => r.close()));
    await t.close();
  });

  it('delivers a signed event the receiver accepts, and the receiver refuses it sent again', async () => {
    const rx = await receiver();
    const reg = await register(keys.ward.key, rx.url, ['session.completed', 'session.failed']);
    expect(reg.status).toBe(201);
    const { secret, ...webhook } = reg.json;
    expect(webhook).toEqual({
      webhook_id: expect.stringMatching(/^wh_/),
      url: rx.url,
      events: ['session.completed', 'session.failed'],
      status: 'active',
      created_at: expect.any(String),
    });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    rx.secret = secret;
    // The secret is shown once: the list never carries it.
    const listed = await call('GET', '/webhooks', keys.ward.key);
    expect(listed.json).toEqual({ webhooks: [webhook] });

    // An event the webhook did not ask for is not sent.
    expect(
      await queueWebhookEvent(t.ctx, { keyId: keys.ward.id, event: 'session.started', sessionId: 'ses_quiet' }),
    ).toBe(0);
    const occurredAt = new Date('2026-11-29T10:35:00.123Z');
    const queued = await queueWebhookEvent(t.ctx, {
      keyId: keys.ward.id,
      event: 'session.completed',
      sessionId: 'ses_abc',
      occurredAt,
    });
    expect(queued).toBe(1);

    const [got] = await rx.waitFor(1);
    expect(got!.verdict.ok).toBe(true);
    expect(JSON.parse(got!.body)).toEqual({
      event: 'session.completed',
      timestamp: '2026-11-29T10:35:00Z',
      session_id: 'ses_abc',
    });
    expect(got!.headers['x-msa-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(got!.headers['x-msa-event']).toBe('session.completed');
    expect(got!.headers['x-msa-attempt']).toBe('1');
    const deliveryId = got!.headers['x-msa-delivery'];
    expect(deliveryId).toMatch(/^dlv_/);

    // Someone who captured the request sends it again, as it was and under other ids: refused.
    const resend = (headers: Record<string, string>, body = got!.body) =>
      fetch(rx.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-msa-signature': String(got!.headers['x-msa-signature']),
          ...headers,
        },
        body,
      });
    await resend({ 'x-msa-delivery': String(deliveryId), 'x-msa-attempt': '1' });
    await resend({ 'x-msa-delivery': 'dlv_forged', 'x-msa-attempt': '1' });
    await resend({ 'x-msa-delivery': String(deliveryId) }, got!.body.replace('ses_abc', 'ses_xyz'));
    const [, again, renamed, altered] = await rx.waitFor(4);
    expect(again!.verdict).toEqual({ ok: false, reason: 'replayed' });
    expect(renamed!.verdict).toEqual({ ok: false, reason: 'replayed' });
    expect(altered!.verdict).toEqual({ ok: false, reason: 'bad_signature' });

    const delivery = await settled(webhook.webhook_id);
    expect(delivery).toMatchObject({
      delivery_id: deliveryId,
      webhook_id: webhook.webhook_id,
      event: 'session.completed',
      session_id: 'ses_abc',
      status: 'delivered',
      attempts: [{ attempt: 1, http_status: 200, error: null }],
      next_attempt_at: null,
    });
  });

  it('is offered in the discovery document', async () => {
    const res = await fetch(`${base.replace(/\/v1$/, '')}/.well-known/medscribealliance`);
    const doc = (await res.json()) as {
      endpoints: { webhooks_url: string };
      capabilities: { webhook_delivery: boolean };
    };
    expect(doc.endpoints.webhooks_url).toBe(`${t.ctx.config.publicUrl}/v1/webhooks`);
    expect(doc.capabilities.webhook_delivery).toBe(true);
  });

  it("announces a session's start, end and outcome as the record system's session goes through the protocol", async () => {
    const rx = await receiver();
    const reg = await register(keys.ward.key, rx.url, ['session.started', 'session.ended', 'session.failed']);
    rx.secret = reg.json.secret;
    const created = await call('POST', '/sessions', keys.ward.key, {
      templates: ['soap'],
      upload_type: 'single',
      patient: { id: 'emr-webhook-1', name: 'Webhook Patient' },
    });
    expect(created.status).toBe(201);
    const id = created.json.session_id;
    const audio = await readFile(path.join(FIXTURES_DIR, 'speech.webm'));
    const up = await fetch(`${base}/sessions/${id}/audio`, {
      method: 'POST',
      headers: { 'x-api-key': keys.ward.key, 'content-type': 'audio/webm' },
      body: audio,
    });
    expect(up.status).toBe(200);
    expect((await call('POST', `/sessions/${id}/end`, keys.ward.key, { audio_files_sent: 1 })).status).toBe(202);
    // Its consultation fails (no pipeline runs here); the sweep finds the outcome with nobody polling.
    await t.ctx.database.pool.query(
      `update conversations set status = 'failed', error = 'The speech engine gave up.'
        where id = (select conversation_id from scribe_sessions where id = $1)`,
      [id],
    );
    await sweepSessions(t.ctx);
    const got = await rx.waitFor(3);
    expect(got.every((g) => g.verdict.ok)).toBe(true);
    // Each event is its own delivery: they may arrive in any order.
    const events = got.map((g) => JSON.parse(g.body)).map((b) => `${b.event} ${b.session_id}`);
    expect(events.sort()).toEqual([`session.ended ${id}`, `session.failed ${id}`, `session.started ${id}`]);
  });

  it('tries a receiver that failed again, signed afresh, and the receiver accepts the second try', async () => {
    const rx = await receiver((n) => (n === 0 ? 503 : 200));
    // This record system chose its own secret: deliveries are signed with it.
    rx.secret = 'emr-chosen-secret-0123456789';
    const reg = await call('POST', '/webhooks', keys.ward.key, {
      url: rx.url,
      events: ['session.failed'],
      secret: rx.secret,
    });
    expect(reg.json.secret).toBe(rx.secret);
    await queueWebhookEvent(t.ctx, { keyId: keys.ward.id, event: 'session.failed', sessionId: 'ses_retry' });
    const [first, second] = await rx.waitFor(2);
    expect([first!.verdict.ok, second!.verdict.ok]).toEqual([true, true]);
    expect(second!.body).toBe(first!.body);
    expect(second!.headers['x-msa-delivery']).toBe(first!.headers['x-msa-delivery']);
    expect(second!.headers['x-msa-attempt']).toBe('2');
    const delivery = await settled(reg.json.webhook_id);
    expect(delivery.status).toBe('delivered');
    expect(delivery.attempts.map((a: { http_status: number; error: string }) => [a.http_status, a.error])).toEqual([
      [503, 'HTTP 503'],
      [200, null],
    ]);
  });

  it('tries a receiver that is down on its schedule, then marks the delivery failed with every try kept', async () => {
    const port = await closedPort();
    const url = `http://127.0.0.1:${port}/hook`;
    const reg = await register(keys.ward.key, url, ['session.failed']);
    expect(reg.status).toBe(201);
    await queueWebhookEvent(t.ctx, { keyId: keys.ward.id, event: 'session.failed', sessionId: 'ses_down' });
    const delivery = await settled(reg.json.webhook_id);
    expect(delivery.status).toBe('failed');
    expect(delivery.finished_at).not.toBeNull();
    expect(delivery.attempts.map((a: { attempt: number; error: string }) => [a.attempt, a.error])).toEqual([
      [1, 'connection refused'],
      [2, 'connection refused'],
      [3, 'connection refused'],
    ]);
    // An administrator reads the same tries from the table.
    const { rows } = await t.ctx.database.pool.query(
      `select a.attempt, a.error from protocol_webhook_attempts a join protocol_webhook_deliveries d on d.id = a.delivery_id
        where d.session_id = 'ses_down' and d.url = $1 order by a.attempt`,
      [url],
    );
    expect(rows).toHaveLength(3);
  });

  it('keeps an event queued while no worker runs, and delivers it once one starts', async () => {
    await stopWorker();
    const rx = await receiver();
    const reg = await register(keys.ward.key, rx.url, ['session.ended']);
    rx.secret = reg.json.secret;
    await queueWebhookEvent(t.ctx, { keyId: keys.ward.id, event: 'session.ended', sessionId: 'ses_restart' });
    expect((await deliveries(reg.json.webhook_id))[0]).toMatchObject({ status: 'pending', attempts: [] });
    stopWorker = await registerWebhookWorker(t.ctx);
    const [got] = await rx.waitFor(1);
    expect(got!.verdict.ok).toBe(true);
    expect(JSON.parse(got!.body)).toMatchObject({ event: 'session.ended', session_id: 'ses_restart' });
  });

  it("hides a key's webhooks from every other key: not listed, not deleted, no deliveries (404)", async () => {
    const reg = await register(keys.ward.key, 'https://emr.example.com/scribe-webhook', ['session.completed']);
    const id = reg.json.webhook_id;
    expect((await call('GET', '/webhooks', keys.other.key)).json).toEqual({ webhooks: [] });
    for (const [method, path] of [
      ['DELETE', `/webhooks/${id}`],
      ['GET', `/webhooks/${id}/deliveries`],
    ]) {
      const res = await call(method!, path!, keys.other.key);
      expect(res.status).toBe(404);
      expect(res.json.error).toMatchObject({ code: 'webhook_not_found', message: `Webhook '${id}' does not exist.` });
    }
    // An event of the other key's sessions is not sent to it either.
    expect(
      await queueWebhookEvent(t.ctx, { keyId: keys.other.id, event: 'session.completed', sessionId: 'ses_other' }),
    ).toBe(0);

    expect((await call('DELETE', `/webhooks/${id}`, keys.ward.key)).status).toBe(204);
    const after = await call('GET', '/webhooks', keys.ward.key);
    expect(after.json.webhooks.map((w: { webhook_id: string }) => w.webhook_id)).not.toContain(id);
    expect((await call('DELETE', `/webhooks/${id}`, keys.ward.key)).status).toBe(404);
    expect((await call('DELETE', '/webhooks/not-an-id', keys.ward.key)).status).toBe(404);
  });

  it('tells a revoked key nothing more, and cancels what was waiting for it', async () => {
    const made = await createRecordKey(t.ctx.database.db, { name: 'Leaving EMR', clinicianId: null });
    const port = await closedPort();
    expect((await register(made.key, `http://127.0.0.1:${port}/hook`, ['session.failed'])).status).toBe(201);
    await queueWebhookEvent(t.ctx, { keyId: made.row.id, event: 'session.failed', sessionId: 'ses_leaving' });
    await revokeRecordKey(t.ctx.database.db, made.row.id);
    expect(await queueWebhookEvent(t.ctx, { keyId: made.row.id, event: 'session.failed', sessionId: 'ses_left' })).toBe(
      0,
    );
    const ofKey = async () =>
      (
        await t.ctx.database.pool.query(
          `select d.session_id, d.status, (select count(*)::int from protocol_webhook_attempts a where a.delivery_id = d.id) as tries
             from protocol_webhook_deliveries d where d.key_id = $1`,
          [made.row.id],
        )
      ).rows;
    let rows = await ofKey();
    expect(rows.map((r) => r.session_id)).toEqual(['ses_leaving']);
    for (let i = 0; i < 100 && rows[0].status === 'pending'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      rows = await ofKey();
    }
    // Its first try may have been made before the revocation; none follows it.
    expect(rows[0].status).toBe('cancelled');
    expect(rows[0].tries).toBeLessThanOrEqual(1);
  });

  it('refuses an address that is not http(s), a bad event list and no key, saying what to change', async () => {
    const cases: Array<[unknown, number, string, RegExp]> = [
      [
        { url: 'ftp://emr.example.com/hook', events: ['session.completed'] },
        400,
        'invalid_request',
        /http or https, not ftp/,
      ],
      [
        { url: 'emr.example.com/hook', events: ['session.completed'] },
        400,
        'invalid_request',
        /absolute http or https address/,
      ],
      [{ url: 42, events: ['session.completed'] }, 400, 'invalid_request', /url must be text/],
      [
        { url: 'https://user:pw@emr.example.com/hook', events: ['session.completed'] },
        400,
        'invalid_request',
        /user name or password/,
      ],
      [
        { url: 'https://emr.example.com/hook', events: ['session.done'] },
        400,
        'invalid_request',
        /'session.done' is not an event/,
      ],
      [{ url: 'https://emr.example.com/hook', events: [] }, 400, 'invalid_request', /at least one/],
      [{ url: 'https://emr.example.com/hook' }, 400, 'missing_required_field', /events is required/],
      [
        { url: 'https://emr.example.com/hook', events: ['session.failed'], secret: 'short' },
        400,
        'invalid_request',
        /at least 16/,
      ],
    ];
    for (const [body, status, code, message] of cases) {
      const res = await call('POST', '/webhooks', keys.ward.key, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.json.error.code, JSON.stringify(body)).toBe(code);
      expect(res.json.error.message).toMatch(message);
    }
    const anonymous = await call('POST', '/webhooks', null, {
      url: 'https://emr.example.com/hook',
      events: ['session.failed'],
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.error.code).toBe('authentication_failed');
  });
});

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
