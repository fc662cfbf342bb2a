/** The 'Generating Report...' placeholder gives up after 60 s. */
export const GENERATING_TIMEOUT_MS = 60_000;

export interface GeneratingSince {
  countAtStart: number;
  startedAt: number;
}

/**
 * Lists: the placeholder is removed when the item count grows beyond the count at the
 * start of generation, or after 60 seconds.
 */
export function generatingDone(g: GeneratingSince, count: number, now: number): boolean {
  return count > g.countAtStart || now - g.startedAt >= GENERATING_TIMEOUT_MS;
}
