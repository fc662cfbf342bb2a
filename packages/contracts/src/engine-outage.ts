import { z } from 'zod';
import { IsoDateTimeSchema } from './common.js';

/** The engines a consultation waits on that can be down: speech (transcription) and the report writer. */
export const EngineRoleSchema = z.enum(['speech', 'report']);
export type EngineRole = z.infer<typeof EngineRoleSchema>;

/**
 * A consultation whose engine failed and that will be tried again by itself: why, which try failed
 * last, and when the next one starts (null once no try is left). Present while the consultation
 * is still in progress; a consultation that gave up is `failed` with the reason and what to do.
 */
export const ConsultationRetrySchema = z.object({
  engine: EngineRoleSchema,
  /** in words for the clinician, e.g. 'Speech service not answering (500)' */
  reason: z.string(),
  /** tries that failed so far (1 after the first failure) */
  attempt: z.number().int().positive(),
  /** tries in all before the consultation gives up */
  attempts: z.number().int().positive(),
  nextAttemptAt: IsoDateTimeSchema.nullable(),
});
export type ConsultationRetry = z.infer<typeof ConsultationRetrySchema>;

/** An engine whose last calls all failed (no success since) within the last few minutes. */
export const EngineOutageSchema = z.object({
  engine: EngineRoleSchema,
  reason: z.string(),
  /** the service's host as configured (no path, no credentials), to say where to look */
  target: z.string().nullable(),
  /** the first failure since the engine last worked */
  since: IsoDateTimeSchema,
  lastFailureAt: IsoDateTimeSchema,
  /** the clinician's consultations waiting for it */
  waiting: z.number().int().nonnegative(),
});
export type EngineOutage = z.infer<typeof EngineOutageSchema>;

/** GET /api/engine-status: the outages the dashboard shows across its pages. */
export const EngineStatusSchema = z.object({ outages: z.array(EngineOutageSchema) });
export type EngineStatus = z.infer<typeof EngineStatusSchema>;
