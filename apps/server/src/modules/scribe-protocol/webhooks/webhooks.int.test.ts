import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES_DIR } from '@asha/scribe/testing';
import { closedPort, startWebhookApp, type WebhookApp } from '../../../test/scribe-protocol/webhook-app.js';
import { sweepSessions } from '../index.js';
import { queueWebhookEvent } from './index.js';

/**
 * Webhooks of the scribe protocol end to end: deliveries signed, announced, tried again, kept while
 * no worker runs (the server, queue, worker and receivers of test/scribe-protocol/webhook-app.ts).
 */
describe('protocol webhooks: deliveries', () => {
  let w: WebhookApp;
  let t: WebhookApp['t'];
  let base: string;
  let keys: WebhookApp['keys'];
  let call: WebhookApp['call'];
  let register: WebhookApp['register'];
  let deliveries: WebhookApp['deliveries'];
  let settled: WebhookApp['settled'];
  let receiver: WebhookApp['receiver'];

  beforeAll(async () => {
    w = await startWebhookApp();
    ({ t, base, keys, call, register, deliveries, settled, receiver } = w);
  });
  afterAll(() => w.close());

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
    await w.stopWorker();
    const rx = await receiver();
    const reg = await register(keys.ward.key, rx.url, ['session.ended']);
    rx.secret = reg.json.secret;
    await queueWebhookEvent(t.ctx, { keyId: keys.ward.id, event: 'session.ended', sessionId: 'ses_restart' });
    expect((await deliveries(reg.json.webhook_id))[0]).toMatchObject({ status: 'pending', attempts: [] });
    await w.startWorker();
    const [got] = await rx.waitFor(1);
    expect(got!.verdict.ok).toBe(true);
    expect(JSON.parse(got!.body)).toMatchObject({ event: 'session.ended', session_id: 'ses_restart' });
  });

  it('keeps finished deliveries for WEBHOOK_LOG_DAYS, and one still waiting however old', async () => {
    const rx = await receiver();
    const reg = await register(keys.ward.key, rx.url, ['session.failed']);
    const db = t.ctx.database.pool;
    const days = t.ctx.config.WEBHOOK_LOG_DAYS;
    const add = async (sessionId: string, status: string, ageDays: number) => {
      const { rows } = await db.query(
        `insert into protocol_webhook_deliveries (webhook_id, key_id, url, event, session_id, body, status, attempts, created_at, finished_at)
         select id, key_id, url, 'session.failed', $2, '{}', $3, 1, now() - make_interval(days => $4),
                case when $3 = 'pending' then null else now() - make_interval(days => $4) end
           from protocol_webhooks where key_id = $1 and url = $5 returning id`,
        [keys.ward.id, sessionId, status, ageDays, rx.url],
      );
      await db.query(
        `insert into protocol_webhook_attempts (delivery_id, attempt, started_at, duration_ms, http_status)
         values ($1, 1, now(), 5, 200)`,
        [rows[0].id],
      );
    };
    await add('ses_old_delivered', 'delivered', days + 1);
    await add('ses_old_failed', 'failed', days + 3);
    await add('ses_recent', 'delivered', days - 1);
    await add('ses_old_waiting', 'pending', days + 5);

    expect((await sweepSessions(t.ctx)).pruned).toBe(2);
    const left = (await deliveries(reg.json.webhook_id)).map((d: { session_id: string }) => d.session_id);
    expect(left.sort()).toEqual(['ses_old_waiting', 'ses_recent']);
    const { rows } = await db.query(
      `select count(*)::int as n from protocol_webhook_attempts a
         join protocol_webhook_deliveries d on d.id = a.delivery_id where d.key_id = $1 and d.session_id like 'ses_old_%'`,
      [keys.ward.id],
    );
    expect(rows[0].n).toBe(1);
  });
});
