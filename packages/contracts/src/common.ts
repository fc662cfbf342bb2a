import { z } from 'zod';

/** Every error answer of the API: `{ error }`. */
export const ApiErrorSchema = z.object({ error: z.string() });
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** What a client is told about a `nextToken` the server did not mint for this list. */
export const INVALID_NEXT_TOKEN_MESSAGE = 'nextToken is not valid: reload the list from the start.';

/** Opaque keyset cursor handed back as `nextToken`; null when there is no further page. */
export const NextTokenSchema = z
  .string({ error: INVALID_NEXT_TOKEN_MESSAGE })
  .min(1, INVALID_NEXT_TOKEN_MESSAGE)
  .max(512, INVALID_NEXT_TOKEN_MESSAGE);

export const SortOrderSchema = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof SortOrderSchema>;

export const IsoDateTimeSchema = z.string().datetime({ offset: true });

export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({ items: z.array(item), nextToken: z.string().nullable() });
}
