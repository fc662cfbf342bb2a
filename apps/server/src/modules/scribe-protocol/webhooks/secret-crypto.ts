import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Webhook signing secrets at rest: AES-256-GCM under a key derived (HKDF) from the app secret for
 * this use alone, with the webhook's id as additional data, so a ciphertext copied to another
 * webhook's row does not open. Layout: iv (12) ‖ tag (16) ‖ ciphertext.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keyOf = (appSecret: string) =>
  Buffer.from(hkdfSync('sha256', appSecret, 'asha-scribe', 'protocol-webhook-secret/v1', 32));

export function encryptWebhookSecret(appSecret: string, webhookId: string, secret: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(appSecret), iv);
  cipher.setAAD(Buffer.from(webhookId));
  const ct = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ct]);
}

/** Throws when the blob was altered, belongs to another webhook, or the app secret changed. */
export function decryptWebhookSecret(appSecret: string, webhookId: string, blob: Buffer): string {
  const decipher = createDecipheriv('aes-256-gcm', keyOf(appSecret), blob.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(webhookId));
  decipher.setAuthTag(blob.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(blob.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** A secret for a webhook registered without one: 32 random bytes. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;
