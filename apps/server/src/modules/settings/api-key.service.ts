import type { ApiKeyStatus } from '@asha/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clinicians } from '../../db/schema/index.js';
import { decryptApiKey, deriveApiKeyKey, encryptApiKey } from './api-key-crypto.js';

const NONE: ApiKeyStatus = { saved: false, last4: null, updatedAt: null };

export async function getApiKeyStatus(db: Db, clinicianId: string): Promise<ApiKeyStatus> {
  const [row] = await db
    .select({ cipher: clinicians.apiKeyCipher, last4: clinicians.apiKeyLast4, updatedAt: clinicians.apiKeyUpdatedAt })
    .from(clinicians)
    .where(eq(clinicians.id, clinicianId));
  if (!row?.cipher) return NONE;
  return { saved: true, last4: row.last4, updatedAt: row.updatedAt?.toISOString() ?? null };
}

/** Saving again replaces the key. */
export async function saveApiKey(
  db: Db,
  appSecret: string,
  clinicianId: string,
  apiKey: string,
): Promise<ApiKeyStatus> {
  const cipher = encryptApiKey(deriveApiKeyKey(appSecret), clinicianId, apiKey);
  await db
    .update(clinicians)
    .set({ apiKeyCipher: cipher, apiKeyLast4: apiKey.slice(-4), apiKeyUpdatedAt: new Date() })
    .where(eq(clinicians.id, clinicianId));
  return getApiKeyStatus(db, clinicianId);
}

export async function deleteApiKey(db: Db, clinicianId: string): Promise<ApiKeyStatus> {
  await db
    .update(clinicians)
    .set({ apiKeyCipher: null, apiKeyLast4: null, apiKeyUpdatedAt: null })
    .where(eq(clinicians.id, clinicianId));
  return NONE;
}

/**
 * The clinician's OpenAI key in plain text for their pipeline jobs, or null
 * when none is saved. Never log the result.
 */
export async function getClinicianApiKey(db: Db, appSecret: string, clinicianId: string): Promise<string | null> {
  const [row] = await db
    .select({ cipher: clinicians.apiKeyCipher })
    .from(clinicians)
    .where(eq(clinicians.id, clinicianId));
  if (!row?.cipher) return null;
  return decryptApiKey(deriveApiKeyKey(appSecret), clinicianId, row.cipher);
}
