import { useCallback, useEffect, useState } from 'react';
import { generatingDone, GENERATING_TIMEOUT_MS, type GeneratingSince } from '../lib/generating';

/**
 * Lists: after an upload the timeline shows 'Generating Report...' until the item count
 * grows beyond the count at the start, or 60 s pass.
 */
export function useGenerating(count: number) {
  const [since, setSince] = useState<GeneratingSince | null>(null);
  const start = useCallback(() => setSince({ countAtStart: count, startedAt: Date.now() }), [count]);
  if (since && generatingDone(since, count, Date.now())) setSince(null);
  useEffect(() => {
    if (!since) return;
    const timer = setTimeout(() => setSince(null), Math.max(0, since.startedAt + GENERATING_TIMEOUT_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [since]);
  return { generating: since !== null, start };
}
