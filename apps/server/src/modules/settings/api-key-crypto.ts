import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for clinicians' OpenAI keys. The 32-byte key is derived from the
 * app secret with HKDF so the secret itself never encrypts data directly; the clinician id is the
 * additional authenticated data, so a ciphertext copied to another clinician's row fails to open.
 * Layout: iv (12) ‖ tag (16) ‖ ciphertext.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function deriveApiKeyKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'asha-scribe', 'clinician-api-key/v1', 32));
}

export function encryptApiKey(key: Buffer, clinicianId: string, plaintext: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(clinicianId));
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ct]);
}

/** Throws when the blob was altered, belongs to another clinician, or the app secret changed. */
export function decryptApiKey(key: Buffer, clinicianId: string, blob: Buffer): string {
  const iv = blob.subarray(0, IV_BYTES);
  const tag = blob.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(clinicianId));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(blob.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
