import { timingSafeEqual } from 'node:crypto';
import { signatureOf } from './signature.js';

export type WebhookRefusal =
  'missing_signature' | 'malformed_signature' | 'bad_signature' | 'stale_timestamp' | 'replayed';

/** Remembers what a receiver has accepted, until it would be refused as old anyway. */
export interface ReplayGuard {
  /** True the first time `key` is offered (it is kept until `forgetAtMs`); false when it was seen. */
  claim(key: string, forgetAtMs: number, nowMs: number): boolean;
}

/** A receiver's memory of accepted deliveries in this process (enough for one receiving process). */
export function memoryReplayGuard(): ReplayGuard {
  const seen = new Map<string, number>();
  return {
    claim(key, forgetAtMs, nowMs) {
      for (const [k, at] of seen) if (at <= nowMs) seen.delete(k);
      if (seen.has(key)) return false;
      seen.set(key, forgetAtMs);
      return true;
    },
  };
}

export interface VerifyOptions {
  secret: string;
  /** Seconds a signature's time may be from now, either way (default 300). */
  toleranceSec?: number;
  nowMs?: number;
  /** Without one, a replay within the tolerance is not noticed. */
  replay?: ReplayGuard;
}

export interface WebhookRequest {
  /** The raw body exactly as received: any re-serialised JSON changes the signature. */
  body: string | Uint8Array;
  signature: string | null | undefined;
  /** The delivery id and try number headers, when the receiver has them. */
  deliveryId?: string | null;
  attempt?: string | null;
}

export type VerifyResult = { ok: true; signedAt: number } | { ok: false; reason: WebhookRefusal };

const DEFAULT_TOLERANCE_SEC = 300;

/**
 * A receiver's check of a delivery: the signature must match the body and its time under the
 * secret, the time must be within the tolerance, and the try must not have been accepted before —
 * neither its signature nor its delivery id and try number. The signature is remembered because the
 * id headers are not signed: a captured try sent again under other ids is still refused. A later
 * try of the same delivery (the receiver did not answer 2xx) is signed afresh and accepted; whether
 * the delivery was already acted on is the receiver's to remember by its delivery id. Answer a
 * 'replayed' refusal with 2xx and do nothing: it is a copy of a try already accepted.
 */
export function verifyWebhook(req: WebhookRequest, o: VerifyOptions): VerifyResult {
  if (!req.signature) return { ok: false, reason: 'missing_signature' };
  const parts = req.signature.split(',').map((p) => p.trim().split('='));
  const t = parts.find(([k]) => k === 't')?.[1];
  const candidates = parts.filter(([k, v]) => k === 'v1' && v && /^[0-9a-f]{64}$/i.test(v)).map(([, v]) => v!);
  if (!t || !/^\d{1,12}$/.test(t) || candidates.length === 0) return { ok: false, reason: 'malformed_signature' };
  const signedAt = Number(t);
  const expected = Buffer.from(signatureOf(o.secret, signedAt, req.body), 'hex');
  const match = candidates.find((c) => timingSafeEqual(Buffer.from(c, 'hex'), expected));
  if (!match) return { ok: false, reason: 'bad_signature' };
  const toleranceSec = o.toleranceSec ?? DEFAULT_TOLERANCE_SEC;
  const nowMs = o.nowMs ?? Date.now();
  if (Math.abs(nowMs / 1000 - signedAt) > toleranceSec) return { ok: false, reason: 'stale_timestamp' };
  if (o.replay) {
    const forgetAtMs = (signedAt + toleranceSec + 1) * 1000;
    if (!o.replay.claim(`v1:${match.toLowerCase()}`, forgetAtMs, nowMs)) return { ok: false, reason: 'replayed' };
    if (req.deliveryId && !o.replay.claim(`id:${req.deliveryId}#${req.attempt ?? ''}`, forgetAtMs, nowMs))
      return { ok: false, reason: 'replayed' };
  }
  return { ok: true, signedAt };
}
