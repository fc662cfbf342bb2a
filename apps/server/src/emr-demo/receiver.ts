import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { memoryReplayGuard, verifyWebhook } from '../modules/scribe-protocol/webhooks/verify.js';

/** A webhook delivery the record system took in: its event, the session it is about, and whether it was genuine. */
export interface Received {
  event: string;
  sessionId: string | null;
  accepted: boolean;
  /** Why a delivery was refused (a bad signature, an old time, a replay); null when accepted. */
  refusal: string | null;
}

export interface WebhookReceiver {
  url: string;
  /** Sets the secret the scribe service gave when the webhook was registered. */
  useSecret(secret: string): void;
  /** Resolves with the first accepted delivery of one of `events` for the session. */
  waitFor(sessionId: string, events: string[], timeoutMs: number): Promise<Received>;
  received: Received[];
  /** The last accepted delivery as it came (body and headers), to show that sending it again is refused. */
  lastAccepted(): { body: string; headers: Record<string, string> } | null;
  close(): Promise<void>;
}

const header = (req: http.IncomingMessage, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * The record system's webhook endpoint: every delivery is checked (signature over the raw body, its
 * time, a replay) before it is believed, answered 2xx when accepted and 401 when not, as a receiver
 * should so that the scribe service's log shows the refusal.
 */
export async function startWebhookReceiver(host = '127.0.0.1'): Promise<WebhookReceiver> {
  let secret = '';
  const replay = memoryReplayGuard();
  const received: Received[] = [];
  let last: { body: string; headers: Record<string, string> } | null = null;
  const waiters = new Set<() => void>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const check = verifyWebhook(
        {
          body,
          signature: header(req, 'x-msa-signature'),
          deliveryId: header(req, 'x-msa-delivery'),
          attempt: header(req, 'x-msa-attempt'),
        },
        { secret, replay },
      );
      let payload: { event?: string; session_id?: string } = {};
      try {
        payload = JSON.parse(body) as typeof payload;
      } catch {
        // A body that is not JSON is recorded as refused below; its signature already failed or it is noise.
      }
      received.push({
        event: payload.event ?? '(unreadable)',
        sessionId: payload.session_id ?? null,
        accepted: check.ok,
        refusal: check.ok ? null : check.reason,
      });
      if (check.ok) {
        const headers: Record<string, string> = {};
        for (const name of ['content-type', 'x-msa-signature', 'x-msa-delivery', 'x-msa-attempt', 'x-msa-event']) {
          const v = header(req, name);
          if (v) headers[name] = v;
        }
        last = { body, headers };
      }
      res.writeHead(check.ok ? 204 : 401).end();
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/webhooks/asha`,
    useSecret: (s) => void (secret = s),
    received,
    lastAccepted: () => last,
    waitFor(sessionId, events, timeoutMs) {
      return new Promise((resolve, reject) => {
        const find = () => received.find((r) => r.accepted && r.sessionId === sessionId && events.includes(r.event));
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No ${events.join(' or ')} webhook within ${Math.round(timeoutMs / 1000)} s.`));
        }, timeoutMs);
        const check = () => {
          const hit = find();
          if (!hit) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(hit);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
