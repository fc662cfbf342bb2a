import { z } from 'zod';
import { requiredText } from './text-field.js';

/** The longest API key accepted (provider keys are well under it); the form's input is limited to it. */
export const API_KEY_MAX_LENGTH = 500;

/** API Keys page: the key goes to the server, never to the browser's storage. */
export const SaveApiKeyRequestSchema = z.object({
  apiKey: requiredText('API key', API_KEY_MAX_LENGTH),
});
export type SaveApiKeyRequest = z.infer<typeof SaveApiKeyRequestSchema>;

export const ApiKeyStatusSchema = z.object({
  saved: z.boolean(),
  last4: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type ApiKeyStatus = z.infer<typeof ApiKeyStatusSchema>;

/** Analytics: the clinician's real figures; null where there is no data yet. */
export const AnalyticsSchema = z.object({
  consultations: z.number().int().nonnegative(),
  minutesRecorded: z.number().nonnegative().nullable(),
  averageProcessingSec: z.number().nonnegative().nullable(),
  successRate: z.number().min(0).max(1).nullable(),
  failed: z.number().int().nonnegative(),
  inputLanguages: z.array(z.object({ language: z.string(), count: z.number().int() })),
  uploadsByKind: z.object({ recorded: z.number().int(), uploaded: z.number().int() }),
});
export type Analytics = z.infer<typeof AnalyticsSchema>;

/** What the signed-in clinician is, as the server knows them. */
export const MeResponseSchema = z.object({
  doctorId: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  createdAt: z.string(),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

/** Public client configuration served at /api/config so the web app needs no build-time secrets. */
export const PublicConfigSchema = z.object({
  apiBase: z.string(),
  auth: z.object({
    issuer: z.string(),
    clientId: z.string(),
    authorizationEndpoint: z.string(),
    tokenEndpoint: z.string(),
    logoutEndpoint: z.string(),
    logoutParam: z.enum(['logout_uri', 'post_logout_redirect_uri']),
    identityProvider: z.string().nullable(),
    embedded: z.boolean(),
  }),
  newsletterUrl: z.string().nullable(),
  /** Seconds without use after which the browser signs out; it warns a minute before. */
  idleTimeoutSec: z
    .number()
    .int()
    .positive()
    .default(15 * 60),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
