import { ATTEMPT_HEADER, DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, signatureHeader } from './signature.js';

export interface DeliveryRequest {
  url: string;
  secret: string;
  deliveryId: string;
  attempt: number;
  event: string;
  body: string;
  timeoutMs: number;
}

/** What came of one try: the receiver's status, or why there was none; `ok` only for a 2xx. */
export interface TryOutcome {
  ok: boolean;
  httpStatus: number | null;
  error: string | null;
}

/**
 * POSTs one try, signed at this moment. Redirects are not followed (a receiver answers where it was
 * registered), and the receiver's answer is not read: only its status counts.
 */
export async function postDelivery(r: DeliveryRequest): Promise<TryOutcome> {
  try {
    const res = await fetch(r.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(r.timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'AshaScribe-Webhooks/0.1',
        [SIGNATURE_HEADER]: signatureHeader(r.secret, Math.floor(Date.now() / 1000), r.body),
        [DELIVERY_HEADER]: r.deliveryId,
        [ATTEMPT_HEADER]: String(r.attempt),
        [EVENT_HEADER]: r.event,
      },
      body: r.body,
    });
    await res.body?.cancel().catch(() => undefined);
    if (res.status >= 200 && res.status < 300) return { ok: true, httpStatus: res.status, error: null };
    const why = res.status >= 300 && res.status < 400 ? ' (redirects are not followed)' : '';
    return { ok: false, httpStatus: res.status, error: `HTTP ${res.status}${why}` };
  } catch (err) {
    return { ok: false, httpStatus: null, error: networkError(err, r.timeoutMs) };
  }
}

/** A network failure in words an administrator can act on (never the receiver's address). */
function networkError(err: unknown, timeoutMs: number): string {
  const e = err as { name?: string; cause?: { code?: string } };
  if (e.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  switch (e.cause?.code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host not found';
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return 'connection closed before an answer';
    default:
      return e.cause?.code ? `network error (${e.cause.code})` : 'network error';
  }
}
