import { z } from 'zod';

/**
 * The browser's sign-in session on the server. After the code exchange the app registers the
 * sign-in (POST /api/session): the server records it and keeps the refresh token in an HttpOnly
 * cookie, so no script — and no injected one — can read it. The app renews its ID token through
 * POST /api/session/refresh and ends the session with POST /api/session/end.
 */
export const StartSessionRequestSchema = z.object({
  refreshToken: z.string().min(1).max(4096).nullable().optional(),
});
export type StartSessionRequest = z.infer<typeof StartSessionRequestSchema>;

export const RefreshSessionResponseSchema = z.object({
  idToken: z.string(),
  accessToken: z.string(),
  /** Seconds the new ID token is valid for. */
  expiresIn: z.number().int().positive(),
});
export type RefreshSessionResponse = z.infer<typeof RefreshSessionResponseSchema>;

/** Why the browser ends a session: the clinician asked, or it was idle too long. */
export const EndSessionRequestSchema = z.object({
  reason: z.enum(['sign-out', 'idle']).default('sign-out'),
});
export type EndSessionRequest = z.infer<typeof EndSessionRequestSchema>;
