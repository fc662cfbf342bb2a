import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { registerWebhookWorker } from '../../modules/scribe-protocol/webhooks/index.js';
import { createRecordKey } from '../../modules/record-keys/keys.service.js';
import { createTestApp, type TestApp } from '../harness.js';
import { startWebhookReceiver, type WebhookReceiver } from '../webhook-receiver.js';

type KeyName = 'ward' | 'other';

/**
 * The protocol's webhooks end to end, for their tests: the real server on loopback (tries 1 s
 * apart), the real queue and webhook worker, a clinician's key ('ward') and a clinic-wide one
 * ('other'), and receivers on loopback that check each request as a record system should.
 */
export async function startWebhookApp() {
  const t: TestApp = await createTestApp({ WEBHOOK_RETRY_SEC: '1,1', WEBHOOK_TIMEOUT_MS: '2000' });
  let stopWorker = await registerWebhookWorker(t.ctx);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/v1`;
  await t.app.inject({ url: '/api/me', headers: await t.authHeader('webhooks-doctor') });
  const { rows } = await t.ctx.database.pool.query('select id from clinicians where subject = $1', ['webhooks-doctor']);
  const keys = {} as Record<KeyName, { key: string; id: string }>;
  for (const [name, clinicianId] of [
    ['ward', rows[0].id as string],
    ['other', null],
  ] as const) {
    const made = await createRecordKey(t.ctx.database.db, { name: `${name} EMR`, clinicianId });
    keys[name] = { key: made.key, id: made.row.id };
  }
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
  const deliveries = async (webhookId: string) =>
    (await call('GET', `/webhooks/${webhookId}/deliveries`, keys.ward.key)).json.deliveries;

  return {
    t,
    /** the protocol API's base address, e.g. http://127.0.0.1:PORT/v1 */
    base,
    keys,
    call,
    register: (key: string, url: string, events: string[]) => call('POST', '/webhooks', key, { url, events }),
    deliveries,
    /** Polls the deliveries route until the delivery has settled (a bound, not a speed check). */
    async settled(webhookId: string) {
      for (let i = 0; i < 200; i++) {
        const [d] = await deliveries(webhookId);
        if (d && d.status !== 'pending') return d;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('the delivery did not settle');
    },
    async receiver(statusFor?: (n: number) => number) {
      const r = await startWebhookReceiver(statusFor);
      receivers.push(r);
      return r;
    },
    stopWorker: () => stopWorker(),
    async startWorker() {
      stopWorker = await registerWebhookWorker(t.ctx);
    },
    async close() {
      await stopWorker();
      await Promise.all(receivers.map((r) => r.close()));
      await t.close();
    },
  };
}

export type WebhookApp = Awaited<ReturnType<typeof startWebhookApp>>;

/** A loopback port nothing listens on. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
