import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, startWebhookApp, type WebhookApp } from '../../../test/scribe-protocol/webhook-app.js';
import { createRecordKey, revokeRecordKey } from '../../record-keys/keys.service.js';
import { queueWebhookEvent } from './index.js';

/** Webhooks of the scribe protocol: whose they are, a revoked key, and bad registrations. */
describe('protocol webhooks: access and bad input', () => {
  let w: WebhookApp;
  let t: WebhookApp['t'];
  let keys: WebhookApp['keys'];
  let call: WebhookApp['call'];
  let register: WebhookApp['register'];

  beforeAll(async () => {
    w = await startWebhookApp();
    ({ t, keys, call, register } = w);
  });
  afterAll(() => w.close());

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

    // The trail says which key registered and which removed it; the other key's tries changed nothing.
    const { rows } = await t.ctx.database.pool.query(
      `select action, user_agent from audit_events where resource_type = 'webhook' and resource_id = $1 order by at`,
      [id],
    );
    expect(rows).toEqual([
      { action: 'webhook.register', user_agent: `record-system key ${keys.ward.id}` },
      { action: 'webhook.delete', user_agent: `record-system key ${keys.ward.id}` },
    ]);
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
