import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ATTEMPT_HEADER,
  DELIVERY_HEADER,
  SIGNATURE_HEADER,
  memoryReplayGuard,
  verifyWebhook,
  type VerifyResult,
} from '../modules/scribe-protocol/webhooks/index.js';

export interface ReceivedDelivery {
  body: string;
  headers: http.IncomingHttpHeaders;
  /** What the receiver's check made of it. */
  verdict: VerifyResult;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedDelivery[];
  /** The secret registration answered, once known. */
  secret: string;
  /** Resolves once `n` requests have arrived (rejects after `withinMs`). */
  waitFor(n: number, withinMs?: number): Promise<ReceivedDelivery[]>;
  close(): Promise<void>;
}

/**
 * A record system's webhook endpoint on loopback: it checks each request as a receiver should
 * (verifyWebhook with its own replay memory) and answers with `statusFor(n)` (n from 0), 200 by default.
 */
export async function startWebhookReceiver(
  statusFor: (n: number) => number = () => 200,
  port = 0,
): Promise<WebhookReceiver> {
  const replay = memoryReplayGuard();
  const received: ReceivedDelivery[] = [];
  const waiters: Array<() => void> = [];
  const r: WebhookReceiver = {
    url: '',
    received,
    secret: '',
    waitFor: (n, withinMs = 20_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${received.length} of ${n} webhook requests arrived`)),
          withinMs,
        );
        const check = () => {
          if (received.length < n) return waiters.push(check);
          clearTimeout(timer);
          resolve(received.slice(0, n));
        };
        check();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const signature = req.headers[SIGNATURE_HEADER] as string | undefined;
      const deliveryId = req.headers[DELIVERY_HEADER] as string | undefined;
      const attempt = req.headers[ATTEMPT_HEADER] as string | undefined;
      const verdict = verifyWebhook({ body, signature, deliveryId, attempt }, { secret: r.secret, replay });
      const n = received.push({ body, headers: req.headers, verdict }) - 1;
      res.writeHead(statusFor(n)).end();
      waiters.splice(0).forEach((w) => w());
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  r.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/scribe-webhook`;
  return r;
}
