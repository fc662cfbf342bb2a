import { createHmac } from 'node:crypto';

/** The headers of a delivery (lower case, as Node reads them). */
export const SIGNATURE_HEADER = 'x-msa-signature';
/** The delivery's id: the same on every try of one delivery, so a receiver can tell a repeat. */
export const DELIVERY_HEADER = 'x-msa-delivery';
/** Which try of the delivery this is, from 1. */
export const ATTEMPT_HEADER = 'x-msa-attempt';
export const EVENT_HEADER = 'x-msa-event';

/** HMAC-SHA256, in hex, of "<unix seconds>.<body bytes>" under the webhook's secret. */
export function signatureOf(secret: string, unixSec: number, body: string | Uint8Array): string {
  return createHmac('sha256', secret).update(`${unixSec}.`).update(body).digest('hex');
}

/**
 * `t=<unix seconds>,v1=<signature>`: the time is part of what is signed, so a receiver that refuses
 * old times refuses a captured delivery sent again later, and the time cannot be changed without
 * the secret. Each try is signed afresh with its own time.
 */
export function signatureHeader(secret: string, unixSec: number, body: string | Uint8Array): string {
  return `t=${unixSec},v1=${signatureOf(secret, unixSec, body)}`;
}
