import type { CatalogEntry } from './catalog-types.js';

const GiB = 1024 ** 3;
/** Memory left for the database, the speech model and the server while a language model runs. */
export const HEADROOM_BYTES = 2 * GiB;

/**
 * The language model a first start may download by itself: among the catalogue's report models
 * whose licence needs no acceptance (`autoPull`), the largest whose memory need fits both what
 * this machine has and what is free now, with headroom for everything else. null when none fits:
 * then nothing is downloaded and the built-in writer stays.
 */
export function pickAutoPullReportModel(
  catalog: readonly CatalogEntry[],
  mem: { total: number; free: number },
): CatalogEntry | null {
  const budget = Math.min(mem.total, mem.free) - HEADROOM_BYTES;
  const fitting = catalog.filter((e) => e.kind === 'report' && e.autoPull && e.ramBytes <= budget);
  return fitting.sort((a, b) => b.ramBytes - a.ramBytes || b.bytes - a.bytes)[0] ?? null;
}
