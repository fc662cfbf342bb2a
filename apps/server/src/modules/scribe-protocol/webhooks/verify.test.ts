import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureHeader } from './signature.js';
import { memoryReplayGuard, verifyWebhook } from './verify.js';

const secret = 'whsec_test_secret_0123456789';
const body = '{"event":"session.completed","timestamp":"2026-11-29T10:35:00.000Z","session_id":"ses_1"}';
const t = 1_800_000_000;
const at = (sec: number) => ({ secret, nowMs: sec * 1000 });

describe('verifyWebhook', () => {
  it('accepts a delivery signed with the secret over its time and body', () => {
    expect(verifyWebhook({ body, signature: signatureHeader(secret, t, body) }, at(t + 2))).toEqual({
      ok: true,
      signedAt: t,
    });
    // What a receiver following the protocol computes: HMAC-SHA256 of "<t>.<body>", hex.
    const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(signatureHeader(secret, t, body)).toBe(`t=${t},v1=${v1}`);
    expect(verifyWebhook({ body: Buffer.from(body), signature: `t=${t},v1=${v1}` }, at(t)).ok).toBe(true);
  });

  it('refuses a changed body, another secret, a changed time and a malformed header', () => {
    const header = signatureHeader(secret, t, body);
    expect(verifyWebhook({ body: body.replace('ses_1', 'ses_2'), signature: header }, at(t))).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(verifyWebhook({ body, signature: signatureHeader('another_secret_value', t, body) }, at(t)).ok).toBe(false);
    expect(verifyWebhook({ body, signature: header.replace(`t=${t}`, `t=${t + 1}`) }, at(t))).toMatchObject({
      reason: 'bad_signature',
    });
    expect(verifyWebhook({ body, signature: 'v1=abc' }, at(t))).toMatchObject({ reason: 'malformed_signature' });
    expect(verifyWebhook({ body, signature: undefined }, at(t))).toMatchObject({ reason: 'missing_signature' });
  });

  it('refuses a signature older or newer than the tolerance', () => {
    const signature = signatureHeader(secret, t, body);
    expect(verifyWebhook({ body, signature }, at(t + 301))).toMatchObject({ reason: 'stale_timestamp' });
    expect(verifyWebhook({ body, signature }, at(t - 301))).toMatchObject({ reason: 'stale_timestamp' });
    expect(verifyWebhook({ body, signature }, { ...at(t + 50), toleranceSec: 30 })).toMatchObject({
      reason: 'stale_timestamp',
    });
  });

  it('refuses a try accepted before, under the same or other ids, and accepts the next try of a delivery', () => {
    const replay = memoryReplayGuard();
    const signature = signatureHeader(secret, t, body);
    const first = { body, signature, deliveryId: 'dlv_1', attempt: '1' };
    expect(verifyWebhook(first, { ...at(t), replay }).ok).toBe(true);
    expect(verifyWebhook(first, { ...at(t + 1), replay })).toMatchObject({ reason: 'replayed' });
    expect(verifyWebhook({ ...first, deliveryId: 'dlv_other', attempt: '2' }, { ...at(t + 1), replay })).toMatchObject({
      reason: 'replayed',
    });
    // The same try signed again (sent twice) is refused by its delivery id and try number.
    const resent = { ...first, signature: signatureHeader(secret, t + 5, body) };
    expect(verifyWebhook(resent, { ...at(t + 5), replay })).toMatchObject({ reason: 'replayed' });
    // The next try of the delivery is accepted, and another delivery too.
    const second = { body, signature: signatureHeader(secret, t + 6, body), deliveryId: 'dlv_1', attempt: '2' };
    expect(verifyWebhook(second, { ...at(t + 6), replay }).ok).toBe(true);
    const other = { body, signature: signatureHeader(secret, t + 7, body), deliveryId: 'dlv_2', attempt: '1' };
    expect(verifyWebhook(other, { ...at(t + 7), replay }).ok).toBe(true);
  });

  it('does not let a forged delivery use up a genuine delivery id', () => {
    const replay = memoryReplayGuard();
    const forged = `t=${t},v1=${'0'.repeat(64)}`;
    expect(verifyWebhook({ body, signature: forged, deliveryId: 'dlv_1' }, { ...at(t), replay }).ok).toBe(false);
    const signature = signatureHeader(secret, t, body);
    expect(verifyWebhook({ body, signature, deliveryId: 'dlv_1' }, { ...at(t), replay }).ok).toBe(true);
  });
});
