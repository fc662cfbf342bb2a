import { z } from 'zod';
import { IsoDateTimeSchema } from './common.js';
import { requiredText } from './text-field.js';

/**
 * Keys record systems (EMRs) present to the scribe protocol API. A key acts for one clinician or
 * for the whole clinic; only its first characters are ever shown again after it is made.
 */
export const RECORD_KEY_NAME_MAX_LENGTH = 100;
export const RECORD_KEY_MAX_EXPIRY_DAYS = 3650;
export const RECORD_KEY_EXPIRY_MESSAGE = `The expiry must be a whole number of days from 1 to ${RECORD_KEY_MAX_EXPIRY_DAYS}.`;

/** What an administrator gives to make a key (the CLI parses its flags into this). */
export const CreateRecordKeySchema = z.object({
  name: requiredText('Name', RECORD_KEY_NAME_MAX_LENGTH),
  expiresDays: z.coerce
    .number({ error: RECORD_KEY_EXPIRY_MESSAGE })
    .int(RECORD_KEY_EXPIRY_MESSAGE)
    .min(1, RECORD_KEY_EXPIRY_MESSAGE)
    .max(RECORD_KEY_MAX_EXPIRY_DAYS, RECORD_KEY_EXPIRY_MESSAGE)
    .optional(),
});
export type CreateRecordKey = z.infer<typeof CreateRecordKeySchema>;

export const RecordKeyStatusSchema = z.enum(['active', 'revoked', 'expired']);
export type RecordKeyStatus = z.infer<typeof RecordKeyStatusSchema>;

export const RecordKeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** the key's first characters, to tell keys apart ('ask_' and four more) */
  prefix: z.string(),
  /** 'clinician': acts for the signed-in clinician only; 'clinic': for every clinician of the clinic */
  scope: z.enum(['clinician', 'clinic']),
  status: RecordKeyStatusSchema,
  createdAt: IsoDateTimeSchema,
  expiresAt: IsoDateTimeSchema,
  lastUsedAt: IsoDateTimeSchema.nullable(),
  revokedAt: IsoDateTimeSchema.nullable(),
});
export type RecordKeySummary = z.infer<typeof RecordKeySummarySchema>;

export const RecordKeyListSchema = z.object({ items: z.array(RecordKeySummarySchema) });
export type RecordKeyList = z.infer<typeof RecordKeyListSchema>;

export const RECORD_KEY_ID_MESSAGE = 'The key id is not valid: it is the id shown in the list of keys.';
export const RecordKeyParamsSchema = z.object({ keyId: z.uuid({ error: RECORD_KEY_ID_MESSAGE }) });
