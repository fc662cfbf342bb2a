import { z } from 'zod';

/** Every error answer of the API: `{ error }` (spec §7: "the body field error is used"). */
export const ApiErrorSchema = z.object({ error: z.string() });
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Opaque keyset cursor handed back as `nextToken`; null when there is no further page. */
export const NextTokenSchema = z.string().min(1).max(512);

export const SortOrderSchema = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof SortOrderSchema>;

export const IsoDateTimeSchema = z.string().datetime({ offset: true });

export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({ items: z.array(item), nextToken: z.string().nullable() });
}
