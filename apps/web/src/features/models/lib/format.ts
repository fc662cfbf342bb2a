/** 190085487 → '190 MB', 1921909280 → '1.9 GB' (decimal units, as download sites give them). */
export function formatBytes(n: number): string {
  if (n >= 1e9) return `${(n / 1e9).toFixed(1)} GB`;
  if (n >= 1e6) return `${Math.round(n / 1e6)} MB`;
  return `${Math.max(1, Math.round(n / 1e3))} KB`;
}

/** Whole percent, never 100 before the last byte. */
export function percentOf(received: number, total: number | null): number | null {
  if (!total) return null;
  return Math.min(received >= total ? 100 : 99, Math.floor((received / total) * 100));
}
